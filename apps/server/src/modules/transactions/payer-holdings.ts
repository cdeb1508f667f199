/**
 * What a payer holds of the tokens a transaction touches, for the check before the wallet is asked
 * (funds-check.ts): its SOL and its associated token account of each mint, in one getMultipleAccounts.
 * The builders spend from and pay into associated accounts, so these are the balances that decide
 * whether the transaction can pass. Asking the node for every token account the wallet owns
 * (getTokenAccountsByOwner, once per token program) cost two scans of the chain per request.
 */
import type { Address, GetMultipleAccountsApi, Rpc } from '@solana/kit';
import { ownerBalancesRead, readMints, readOwnerBalances, type AccountAlongside, type MintInfo, type OwnerBalances } from '@toolkit/chain';

/** What never changes about a mint: its program, decimals and extension types. */
export type MintRef = Pick<MintInfo, 'address' | 'programId' | 'decimals' | 'program' | 'extensions'>;

/**
 * A mint's program, decimals and extension types never change, so each is read once per RPC endpoint (a process
 * serves few endpoints and few thousand mints; emptied when full, which costs only reads again).
 */
const known = new WeakMap<object, Map<string, MintRef>>();
const MAX_KNOWN = 10_000;

async function mintRefs(rpc: Rpc<GetMultipleAccountsApi>, mints: readonly string[]): Promise<MintRef[]> {
  let cache = known.get(rpc);
  if (!cache) known.set(rpc, (cache = new Map()));
  const unknown = mints.filter((m) => !cache.has(m));
  if (unknown.length > 0) {
    if (cache.size + unknown.length > MAX_KNOWN) cache.clear();
    for (const info of await readMints(rpc, unknown)) {
      if (info)
        cache.set(info.address, {
          address: info.address,
          programId: info.programId,
          decimals: info.decimals,
          program: info.program,
          extensions: info.extensions,
        });
    }
  }
  return mints.flatMap((m) => cache.get(m) ?? []);
}

export type PayerHoldings = OwnerBalances & {
  /** The mints asked about that exist. */
  mints: Map<string, MintRef>;
  /** Every mint asked about: the holdings answer for these and no other. */
  asked: ReadonlySet<string>;
};

/**
 * The payer's SOL, its balance of each of `mints` it has an account for, and those mints (a mint
 * that does not exist is neither held nor listed).
 */
export async function readPayerHoldings(rpc: Rpc<GetMultipleAccountsApi>, payer: string, mints: readonly string[]): Promise<PayerHoldings> {
  const asked = new Set(mints);
  const refs = await mintRefs(rpc, [...asked]);
  const [holdings] = await readOwnerBalances(rpc, [payer], refs);
  return { ...holdings!, mints: new Map(refs.map((m) => [m.address, m])), asked };
}

/**
 * readPayerHoldings as accounts for another reader to ask in its own call (a swap reads them with
 * its pool): the keys, and the holdings from the accounts read for them, in that order.
 */
export async function payerHoldingsAlong(
  rpc: Rpc<GetMultipleAccountsApi>,
  payer: string,
  mints: readonly string[],
): Promise<{ keys: Address[]; holdings(accounts: readonly AccountAlongside[]): PayerHoldings }> {
  const asked = new Set(mints);
  const refs = await mintRefs(rpc, [...asked]);
  const read = await ownerBalancesRead(payer, refs);
  return {
    keys: read.keys,
    holdings: (accounts) => ({ ...read.balances(accounts), mints: new Map(refs.map((m) => [m.address, m])), asked }),
  };
}
