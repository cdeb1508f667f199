/**
 * A deposit minting exactly `lpAmount`: the program takes each side's share of the reserves at
 * landing, rounded up, and refuses if either exceeds the maximum the owner signed (the quote plus
 * the liquidity slippage).
 */
import type { Address, Instruction } from '@solana/kit';
import { getDepositInstruction, quoteDeposit, transferFee, type DepositQuote } from '@toolkit/programs/cpmm';
import { liquidityAccounts } from './liquidity-accounts.js';
import { reservesOf, sidesFrom, type CpmmPoolSnapshot } from './pool-snapshot.js';
import { maximumAfterSlippage } from './slippage.js';
import type { User } from './user.js';
import { WRAPPED_SOL_MINT } from './user-token-accounts.js';

export interface DepositInput {
  pool: CpmmPoolSnapshot;
  owner: User;
  lpAmount: bigint;
  slippageBps: bigint;
}

export interface DepositQuoteWithLimits extends DepositQuote {
  lpAmount: bigint;
  maximumToken0: bigint;
  maximumToken1: bigint;
}

/** The LP a deposit of `amount` of `mint` (what leaves the wallet) buys at the pool's reserves, rounded down. */
export function lpForDeposit(pool: CpmmPoolSnapshot, mint: Address, amount: bigint): bigint {
  const [side] = sidesFrom(pool, mint);
  if (side.reserve === 0n) return 0n;
  // What reaches the vault, then its share of the supply; the deposit's costs round up, so step
  // down the few units it may take for the cost to fit the amount.
  const reaching = amount - transferFee(side.transferFee, amount);
  let lp = (reaching * pool.state.lpSupply) / side.reserve;
  const costOf = (units: bigint) => {
    const q = quoteDepositOf(pool, units);
    return mint === pool.state.token0Mint ? q.token0Sent : q.token1Sent;
  };
  while (lp > 0n && costOf(lp) > amount) lp -= 1n;
  return lp;
}

function quoteDepositOf(pool: CpmmPoolSnapshot, lpAmount: bigint): DepositQuote {
  const { reserve0, reserve1 } = reservesOf(pool);
  return quoteDeposit(lpAmount, {
    lpSupply: pool.state.lpSupply,
    reserve0,
    reserve1,
    transferFee0: pool.transferFee0,
    transferFee1: pool.transferFee1,
  });
}

export async function depositInstructions(input: DepositInput): Promise<{ instructions: Instruction[]; quote: DepositQuoteWithLimits }> {
  const { pool } = input;
  const q = quoteDepositOf(pool, input.lpAmount);
  const quote: DepositQuoteWithLimits = {
    ...q,
    lpAmount: input.lpAmount,
    maximumToken0: maximumAfterSlippage(q.token0Sent, input.slippageBps),
    maximumToken1: maximumAfterSlippage(q.token1Sent, input.slippageBps),
  };
  const wrap = (mint: Address, maximum: bigint) => (mint === WRAPPED_SOL_MINT ? maximum : 0n);
  const { accounts, before, after } = await liquidityAccounts(pool, input.owner, {
    token0: wrap(pool.state.token0Mint, quote.maximumToken0),
    token1: wrap(pool.state.token1Mint, quote.maximumToken1),
  });
  const deposit = getDepositInstruction(
    accounts,
    { lpTokenAmount: input.lpAmount, maximumToken0Amount: quote.maximumToken0, maximumToken1Amount: quote.maximumToken1 },
    pool.programAddress,
  );
  return { instructions: [...before, deposit, ...after], quote };
}
