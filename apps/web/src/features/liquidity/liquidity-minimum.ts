/**
 * Before a deposit or withdrawal is built: the minimum its signed transaction will guarantee, at
 * the pool's reserves now and the user's liquidity slippage, the way the server decides it
 * (liquidity-service.ts). Once built, the server's figure replaces it.
 */
import { depositThroughFees, effectiveSettings, lessSlippage, netAfterFee, parseAmount, withdrawalFor, type PoolView } from '@toolkit/shared';
import { useSettings } from '../settings/index.ts';
import { feeRateOf } from './TransferFeeNotice.tsx';

/** The user's liquidity slippage (percent), as the server applies it when it builds. */
export const useLiquiditySlippage = (): number => effectiveSettings(useSettings().settings).liquiditySlippagePercent;

const reservesOf = (pool: PoolView) => ({ base: BigInt(pool.baseReserve), quote: BigInt(pool.quoteReserve), lpSupply: BigInt(pool.lpSupply) });
const feesOf = (pool: PoolView) => ({ base: feeRateOf(pool.base), quote: feeRateOf(pool.quote) });

/** The LP a deposit of `amountText` on `side` will at least mint; null while the amount is not one. */
export function depositMinimumLp(pool: PoolView, side: 'base' | 'quote', amountText: string, slippagePercent: number): bigint | null {
  try {
    const amount = parseAmount(amountText, pool[side].decimals);
    if (amount <= 0n) return null;
    const minimum = lessSlippage(depositThroughFees(side, amount, reservesOf(pool), feesOf(pool)).lpAmount, slippagePercent);
    return minimum > 0n ? minimum : null;
  } catch {
    return null;
  }
}

/** What burning `lpAmount` will at least pay into the wallet from each side; null beyond the supply. */
export function withdrawalMinimum(pool: PoolView, lpAmount: bigint, slippagePercent: number): { baseAmount: bigint; quoteAmount: bigint } | null {
  const { base, quote, lpSupply } = reservesOf(pool);
  if (!(lpAmount > 0n && lpAmount <= lpSupply)) return null;
  const share = withdrawalFor(lpAmount, base, quote, lpSupply);
  const fees = feesOf(pool);
  return {
    baseAmount: netAfterFee(lessSlippage(share.baseAmount, slippagePercent), fees.base),
    quoteAmount: netAfterFee(lessSlippage(share.quoteAmount, slippagePercent), fees.quote),
  };
}
