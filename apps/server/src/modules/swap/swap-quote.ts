/**
 * A swap's quote on a program pool, exactly as swap_base_input settles it: what arrives in the
 * wallet (after any transfer fee), the minimum the signed transaction guarantees (the user's
 * slippage below that), the price impact and the trade fee.
 */
import type { Address } from '@solana/kit';
import { minimumAfterSlippage, priceImpactBps, sidesFrom, type CpmmPoolSnapshot } from '@toolkit/chain';
import { CpmmQuoteError, quoteSwapBaseInput } from '@toolkit/programs/cpmm';
import type { SwapQuoteView } from '@toolkit/shared';
import { AppError } from '../../lib/errors.ts';
import { directionFrom, slippageBps } from '../liquidity/index.ts';

/** The quote's numbers, as the swap builder computes them (swap-base-input.ts in the chain package). */
export function quoteOn(pool: CpmmPoolSnapshot, inputMint: Address, amountIn: bigint, slippagePercent: number) {
  const [from, to] = sidesFrom(pool, inputMint);
  try {
    const swap = quoteSwapBaseInput(amountIn, {
      reserveIn: from.reserve,
      reserveOut: to.reserve,
      rates: pool.rates,
      inputTransferFee: from.transferFee,
      outputTransferFee: to.transferFee,
    });
    const minimumReceived = minimumAfterSlippage(swap.amountReceived, slippageBps(slippagePercent));
    if (minimumReceived <= 0n) throw new AppError('POOL_AMOUNT_TOO_SMALL');
    return {
      ...swap,
      minimumReceived,
      priceImpactBps: priceImpactBps(swap.sourceAmountSwapped - swap.tradeFee, swap.amountOut, from.reserve, to.reserve),
    };
  } catch (e) {
    if (e instanceof CpmmQuoteError) throw new AppError('POOL_AMOUNT_TOO_SMALL');
    throw e;
  }
}

export type SwapNumbers = ReturnType<typeof quoteOn>;

export function quoteView(
  pool: CpmmPoolSnapshot,
  inputMint: Address,
  q: Pick<SwapNumbers, 'amountIn' | 'amountReceived' | 'minimumReceived' | 'priceImpactBps' | 'tradeFee'>,
  slippagePercent: number,
): SwapQuoteView {
  const [from, to] = sidesFrom(pool, inputMint);
  const whole = (units: bigint, decimals: number) => Number(units) / 10 ** decimals;
  return {
    pool: pool.address,
    direction: directionFrom(pool, inputMint),
    inputMint: from.mint,
    outputMint: to.mint,
    amountIn: q.amountIn.toString(),
    amountOut: q.amountReceived.toString(),
    minimumReceived: q.minimumReceived.toString(),
    priceImpact: Number(q.priceImpactBps) / 100,
    fee: q.tradeFee.toString(),
    rate: whole(q.amountReceived, to.decimals) / whole(q.amountIn, from.decimals),
    inputDecimals: from.decimals,
    outputDecimals: to.decimals,
    slippage: slippagePercent,
  };
}
