/**
 * What a swap either way is made of: the curve's view of the pool's two sides, the thirteen
 * accounts, and the trader's accounts around the swap instruction (made if missing, SOL wrapped
 * before and unwrapped after).
 */
import type { Address, Instruction } from '@solana/kit';
import type { SwapAccounts, SwapQuoteInput } from '@toolkit/programs/cpmm';
import { poolAuthority } from './pool-authority.js';
import type { CpmmPoolSnapshot, PoolSide } from './pool-snapshot.js';
import { receivingAccount, spendingAccount } from './user-token-accounts.js';
import { userSigner, type User } from './user.js';

/** What every swap build takes, either way round. */
export interface SwapSetup {
  pool: CpmmPoolSnapshot;
  trader: User;
  inputMint: Address;
  slippageBps: bigint;
  /** The trader's account of the output mint exists (the caller read it on chain), so the swap does not open it. */
  destinationExists?: boolean;
}

/** The quote's inputs for a swap from `from` to `to`. */
export function swapQuoteInput(pool: CpmmPoolSnapshot, [from, to]: [PoolSide, PoolSide]): SwapQuoteInput {
  return {
    reserveIn: from.reserve,
    reserveOut: to.reserve,
    rates: pool.rates,
    inputTransferFee: from.transferFee,
    outputTransferFee: to.transferFee,
  };
}

export async function swapAccounts(
  pool: CpmmPoolSnapshot,
  trader: User,
  [from, to]: [PoolSide, PoolSide],
  source: Address,
  destination: Address,
): Promise<SwapAccounts> {
  return {
    payer: userSigner(trader),
    authority: await poolAuthority(pool.programAddress),
    ammConfig: pool.state.ammConfig,
    poolState: pool.address,
    inputTokenAccount: source,
    outputTokenAccount: destination,
    inputVault: from.vault,
    outputVault: to.vault,
    inputTokenProgram: from.tokenProgram,
    outputTokenProgram: to.tokenProgram,
    inputTokenMint: from.mint,
    outputTokenMint: to.mint,
    observationState: pool.state.observationKey,
  };
}

/**
 * The swap instruction `swap` makes from the accounts, between the trader's accounts' set-up and
 * clean-up. `spendAtMost` is what the SOL side is wrapped up to; what the swap does not take comes
 * back on unwrap. `destinationExists`: the trader's account of the output is known to exist, so it
 * is not opened.
 */
export async function swapInstructions(
  pool: CpmmPoolSnapshot,
  trader: User,
  sides: [PoolSide, PoolSide],
  { spendAtMost, destinationExists }: { spendAtMost: bigint; destinationExists?: boolean },
  swap: (accounts: SwapAccounts) => Instruction,
): Promise<Instruction[]> {
  const [from, to] = sides;
  const source = await spendingAccount(trader, from.mint, from.tokenProgram, spendAtMost);
  const destination = await receivingAccount(trader, to.mint, to.tokenProgram, destinationExists);
  const swapInstruction = swap(await swapAccounts(pool, trader, sides, source.address, destination.address));
  return [...source.before, ...destination.before, swapInstruction, ...source.after, ...destination.after];
}
