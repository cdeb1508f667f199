import { type Instruction } from '@solana/kit';
import { checkedAddress as address } from '@toolkit/chain';
import { getCreateAccountWithSeedInstruction, getTransferSolInstruction } from '@solana-program/system';
import { getCloseAccountInstruction, getInitializeAccount3Instruction, getTokenSize, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { addressWithSeed } from './address-with-seed.ts';
import { createAccountIfMissing, isNativeSide, signerOf, tokenAccountOf, tokenTransfer, type PoolToken } from './pool-token.ts';
import { closeReceiptInstruction } from './swap-receipt.ts';

/** The pool's scratch wrapped-SOL account, opened and closed within one payment. */
const SCRATCH_SEED = 'improvement';

export interface ImprovementPayment {
  /** The pool authority: signs and pays the network fee from its own SOL. */
  pool: string;
  /** The side the users receive, and its vault. */
  token: PoolToken;
  vault: string;
  /** Who receives what: one transaction pays several swaps' improvements (each user at most once; none for 0). */
  payees: ReadonlyArray<{ user: string; amount: bigint }>;
  /** The receipts of the swaps it pays, each closed to its trader: the payment lands only if every one of them landed. */
  receipts: ReadonlyArray<{ receipt: string; user: string }>;
  /** Rent-exempt lamports for a token account (the scratch account holds them for an instant). */
  tokenAccountRent: bigint;
}

/**
 * Swaps' price improvements, paid by the pool once the swaps landed (pool-sequencer.ts): the
 * receipts' closes come first and fail the whole payment if a swap did not land. Tokens
 * go straight to each user's account (their swap created it). SOL cannot leave a wrapped-SOL vault
 * as lamports directly: the pool moves the total to a scratch account of its own, closes that into
 * its own SOL (rent and all) and pays each user in plain SOL. Signer and fee payer: the pool.
 */
export async function improvementInstructions(p: ImprovementPayment): Promise<Instruction[]> {
  const receipts = p.receipts.map(({ receipt, user }) => closeReceiptInstruction(p.pool, receipt, user));
  const payees = p.payees.filter(({ amount }) => amount > 0n);
  const transfer = (destination: string, amount: bigint) => tokenTransfer(p.token, p.vault, destination, p.pool, amount);
  if (!isNativeSide(p.token)) {
    const perUser = await Promise.all(
      payees.map(async ({ user, amount }) => {
        const userAccount = await tokenAccountOf(user, p.token);
        return [createAccountIfMissing(p.pool, user, userAccount, p.token), transfer(userAccount, amount)];
      }),
    );
    return [...receipts, ...perUser.flat()];
  }
  const total = payees.reduce((sum, { amount }) => sum + amount, 0n);
  if (total === 0n) return receipts;
  const scratch = addressWithSeed(p.pool, SCRATCH_SEED, TOKEN_PROGRAM_ADDRESS);
  return [
    ...receipts,
    getCreateAccountWithSeedInstruction({
      payer: signerOf(p.pool),
      newAccount: scratch,
      baseAccount: signerOf(p.pool),
      base: address(p.pool),
      seed: SCRATCH_SEED,
      amount: p.tokenAccountRent,
      space: getTokenSize(),
      programAddress: TOKEN_PROGRAM_ADDRESS,
    }),
    getInitializeAccount3Instruction({ account: scratch, mint: address(p.token.mint), owner: address(p.pool) }),
    transfer(scratch, total),
    getCloseAccountInstruction({ account: scratch, destination: address(p.pool), owner: signerOf(p.pool) }),
    ...payees.map(({ user, amount }) => getTransferSolInstruction({ source: signerOf(p.pool), destination: address(user), amount })),
  ];
}
