/**
 * A withdrawal burning exactly `lpAmount`: the program pays each side's share of the reserves at
 * landing, rounded down, and refuses if either brings less than the minimum the owner signed.
 */
import type { Instruction } from '@solana/kit';
import { getWithdrawInstruction, quoteWithdraw, type WithdrawQuote } from '@toolkit/programs/cpmm';
import { liquidityAccounts } from './liquidity-accounts.js';
import { reservesOf, type CpmmPoolSnapshot } from './pool-snapshot.js';
import { minimumAfterSlippage } from './slippage.js';
import type { User } from './user.js';

export interface WithdrawInput {
  pool: CpmmPoolSnapshot;
  owner: User;
  lpAmount: bigint;
  slippageBps: bigint;
}

export interface WithdrawQuoteWithLimits extends WithdrawQuote {
  lpAmount: bigint;
  minimumToken0: bigint;
  minimumToken1: bigint;
}

export async function withdrawInstructions(input: WithdrawInput): Promise<{ instructions: Instruction[]; quote: WithdrawQuoteWithLimits }> {
  const { pool } = input;
  const { reserve0, reserve1 } = reservesOf(pool);
  const q = quoteWithdraw(input.lpAmount, {
    lpSupply: pool.state.lpSupply,
    reserve0,
    reserve1,
    transferFee0: pool.transferFee0,
    transferFee1: pool.transferFee1,
  });
  const quote: WithdrawQuoteWithLimits = {
    ...q,
    lpAmount: input.lpAmount,
    minimumToken0: minimumAfterSlippage(q.token0Received, input.slippageBps),
    minimumToken1: minimumAfterSlippage(q.token1Received, input.slippageBps),
  };
  const { accounts, before, after } = await liquidityAccounts(pool, input.owner, null);
  const withdraw = getWithdrawInstruction(
    accounts,
    { lpTokenAmount: input.lpAmount, minimumToken0Amount: quote.minimumToken0, minimumToken1Amount: quote.minimumToken1 },
    pool.programAddress,
  );
  return { instructions: [...before, withdraw, ...after], quote };
}
