/**
 * A swap's quote from a pool's reserves (the chain adjusted for swaps in flight): the expected
 * output, and the minimum received the signed transaction guarantees, both what reaches the
 * user's wallet (with a Token-2022 transfer fee, after it: `fees`, poolTransferFees).
 */
import { quoteSwap, type SwapDirection, type SwapQuoteView } from '@toolkit/shared';
import { AppError } from '../../lib/errors.ts';
import { amountOf, poolMath, type PoolRow, type PoolTransferFees, type Reserves } from '../liquidity/index.ts';

export function quoteOf(
  row: PoolRow,
  reserves: Reserves,
  direction: SwapDirection,
  amountText: string,
  slippagePercent: number,
  fees: PoolTransferFees,
): SwapQuoteView {
  const xy = direction === 'xy';
  const [inMint, inDecimals, outMint, outDecimals] = xy
    ? [row.baseMint, row.baseDecimals, row.quoteMint, row.quoteDecimals]
    : [row.quoteMint, row.quoteDecimals, row.baseMint, row.baseDecimals];
  const amountIn = amountOf(amountText, inDecimals, 'amount');
  const q = poolMath(() =>
    quoteSwap({
      amountIn,
      reserveIn: xy ? reserves.base : reserves.quote,
      reserveOut: xy ? reserves.quote : reserves.base,
      feeBps: BigInt(row.feeBps),
      slippagePercent,
      decimalsIn: inDecimals,
      decimalsOut: outDecimals,
      transferFees: xy ? { in: fees.base, out: fees.quote } : { in: fees.quote, out: fees.base },
    }),
  );
  if (q.minimumReceived <= 0n) throw new AppError('POOL_AMOUNT_TOO_SMALL');
  return {
    pool: row.address,
    direction,
    inputMint: inMint,
    outputMint: outMint,
    amountIn: q.amountIn.toString(),
    amountOut: q.amountOut.toString(),
    minimumReceived: q.minimumReceived.toString(),
    priceImpact: q.priceImpact,
    fee: q.fee.toString(),
    rate: q.rate,
    inputDecimals: inDecimals,
    outputDecimals: outDecimals,
    slippage: slippagePercent,
  };
}
