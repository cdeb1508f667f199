/**
 * A swap receiving exactly `amountOut`: one transaction the trader alone signs. The program
 * refuses it if more than the maximum would have to be paid at the price it finds on landing.
 */
import type { Instruction } from '@solana/kit';
import { getSwapBaseOutputInstruction, quoteSwapBaseOutput, type SwapQuote } from '@toolkit/programs/cpmm';
import { sidesFrom } from './pool-snapshot.js';
import { swapInstructions, swapQuoteInput, type SwapSetup } from './swap-accounts.js';
import { priceImpactBps } from './price-impact.js';
import { maximumAfterSlippage } from './slippage.js';

export interface SwapBaseOutputInput extends SwapSetup {
  /** Exactly what arrives in the trader's output account. */
  amountOut: bigint;
}

export interface SwapBaseOutputQuote extends SwapQuote {
  /** The most that can leave the trader's input account: the transaction fails above it. */
  maximumPaid: bigint;
  priceImpactBps: bigint;
}

export async function swapBaseOutputInstructions(input: SwapBaseOutputInput): Promise<{ instructions: Instruction[]; quote: SwapBaseOutputQuote }> {
  const { pool, trader } = input;
  const sides = sidesFrom(pool, input.inputMint);
  const [from, to] = sides;
  const swap = quoteSwapBaseOutput(input.amountOut, swapQuoteInput(pool, sides));
  const quote: SwapBaseOutputQuote = {
    ...swap,
    maximumPaid: maximumAfterSlippage(swap.amountIn, input.slippageBps),
    priceImpactBps: priceImpactBps(swap.sourceAmountSwapped - swap.tradeFee, swap.amountOut, from.reserve, to.reserve),
  };
  // The SOL side is wrapped up to the maximum; what the swap does not take comes back on unwrap.
  const instructions = await swapInstructions(
    pool,
    trader,
    sides,
    { spendAtMost: quote.maximumPaid, destinationExists: input.destinationExists },
    (accounts) => getSwapBaseOutputInstruction(accounts, { maxAmountIn: quote.maximumPaid, amountOut: input.amountOut }, pool.programAddress),
  );
  return { instructions, quote };
}
