/**
 * A swap of exactly `amountIn`: one transaction the trader alone signs. The program pays at the
 * price it finds when the transaction lands and refuses it unless at least the minimum arrives,
 * so the quote's minimum received is what the signed bytes guarantee.
 */
import type { Instruction } from '@solana/kit';
import { getSwapBaseInputInstruction, quoteSwapBaseInput, type SwapQuote } from '@toolkit/programs/cpmm';
import { sidesFrom } from './pool-snapshot.js';
import { swapInstructions, swapQuoteInput, type SwapSetup } from './swap-accounts.js';
import { priceImpactBps } from './price-impact.js';
import { minimumAfterSlippage } from './slippage.js';

export interface SwapBaseInputInput extends SwapSetup {
  amountIn: bigint;
}

export interface SwapBaseInputQuote extends SwapQuote {
  /** The least that can arrive in the trader's account: the transaction fails below it. */
  minimumReceived: bigint;
  /** How much worse than the pool's price before the swap this fill is, in basis points. */
  priceImpactBps: bigint;
}

export async function swapBaseInputInstructions(input: SwapBaseInputInput): Promise<{ instructions: Instruction[]; quote: SwapBaseInputQuote }> {
  const { pool, trader } = input;
  const sides = sidesFrom(pool, input.inputMint);
  const [from, to] = sides;
  const swap = quoteSwapBaseInput(input.amountIn, swapQuoteInput(pool, sides));
  const quote: SwapBaseInputQuote = {
    ...swap,
    minimumReceived: minimumAfterSlippage(swap.amountReceived, input.slippageBps),
    priceImpactBps: priceImpactBps(swap.sourceAmountSwapped - swap.tradeFee, swap.amountOut, from.reserve, to.reserve),
  };
  const instructions = await swapInstructions(
    pool,
    trader,
    sides,
    { spendAtMost: input.amountIn, destinationExists: input.destinationExists },
    (accounts) => getSwapBaseInputInstruction(accounts, { amountIn: input.amountIn, minimumAmountOut: quote.minimumReceived }, pool.programAddress),
  );
  return { instructions, quote };
}
