/**
 * Price impact in basis points: how much less the fill pays per unit than the pool's price before
 * the swap (reserveOut / reserveIn), on the amount that reached the curve (after the trade fee).
 * The fee is reported apart, as swap screens show it.
 */
export function priceImpactBps(curveAmountIn: bigint, amountOut: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  if (curveAmountIn <= 0n || reserveIn <= 0n || reserveOut <= 0n) return 0n;
  // spot out for this input = curveAmountIn × reserveOut / reserveIn; impact = 1 − amountOut / spot.
  const spotOut = curveAmountIn * reserveOut;
  const filledOut = amountOut * reserveIn;
  if (filledOut >= spotOut) return 0n;
  return ((spotOut - filledOut) * 10_000n) / spotOut;
}
