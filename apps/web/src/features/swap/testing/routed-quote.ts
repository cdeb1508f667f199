/** A quote the swap tests share: 1 SOL for 90.661 TKN (3 decimals) at pool B, the way round that pays TKN (yx). */
import type { SwapQuoteView } from '@toolkit/shared';

export const QUOTED_POOL = 'PooLB11111111111111111111111111111111111111';

export const routedQuote: SwapQuoteView = {
  pool: QUOTED_POOL,
  direction: 'yx',
  inputMint: 'So11111111111111111111111111111111111111112',
  outputMint: 'TKN1111111111111111111111111111111111111111',
  amountIn: '1000000000',
  amountOut: '90661',
  minimumReceived: '89754',
  priceImpact: 0.9,
  fee: '10000000',
  rate: 90.661,
  inputDecimals: 9,
  outputDecimals: 3,
  slippage: 1,
};
