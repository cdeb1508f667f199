/**
 * The rent of the accounts transactions open, in one place: every builder's cost and every
 * balance check (requireFunds, bulk funding, withdrawals, distribution) asks here.
 */
import type { GetMinimumBalanceForRentExemptionApi, Rpc } from '@solana/kit';
import { getTokenSize, type ExtensionArgs } from '@solana-program/token-2022';
import type { MintInfo } from '@toolkit/chain';

type RentRpc = Rpc<GetMinimumBalanceForRentExemptionApi>;
/** What decides a token account's size: the mint's program and extensions (fixed when the mint was made). */
export type MintShape = Pick<MintInfo, 'program' | 'extensions'>;

/**
 * The extensions a Token-2022 mint's extensions put on every new token account (the token
 * program's GetAccountDataSize): a fee mint's accounts hold their withheld fee, and so on.
 */
const ACCOUNT_EXTENSIONS: Record<string, ExtensionArgs> = {
  TransferFeeConfig: { __kind: 'TransferFeeAmount', withheldAmount: 0n },
  TransferHook: { __kind: 'TransferHookAccount', transferring: false },
  PausableConfig: { __kind: 'PausableAccount' },
  NonTransferable: { __kind: 'NonTransferableAccount' },
};

/** A Token-2022 associated account of a plain mint (165 bytes + ImmutableOwner), for a mint not read. */
const PLAIN_TOKEN_2022_ACCOUNT_SPACE = 170n;

/** Space of an associated token account: classic SPL 165 bytes; Token-2022 adds ImmutableOwner and what the mint's extensions require. */
const ataSpace = (m: MintShape) =>
  m.program === 'spl-token'
    ? 165n
    : BigInt(getTokenSize([{ __kind: 'ImmutableOwner' }, ...m.extensions.flatMap((e) => (ACCOUNT_EXTENSIONS[e] ? [ACCOUNT_EXTENSIONS[e]] : []))]));

/**
 * Rent by account size, per RPC: fixed on a cluster, and asked several times by every build (the
 * transport keeps the answer, but each ask still went through kit's request and response
 * transformers). A failed ask is not kept.
 */
const rents = new WeakMap<object, Map<bigint, Promise<bigint>>>();

export function rentOf(rpc: RentRpc, space: bigint): Promise<bigint> {
  let known = rents.get(rpc);
  if (!known) rents.set(rpc, (known = new Map()));
  let rent = known.get(space);
  if (!rent) {
    rent = rpc.getMinimumBalanceForRentExemption(space).send();
    known.set(space, rent);
    rent.catch(() => known.delete(space));
  }
  return rent;
}

/** The rent of a new associated token account of `mint`; without the mint, that of a plain Token-2022 mint's. */
export const tokenAccountRent = (rpc: RentRpc, mint?: MintShape) => rentOf(rpc, mint ? ataSpace(mint) : PLAIN_TOKEN_2022_ACCOUNT_SPACE);
