/**
 * A pool seen from one of its tokens (the trading page's token): which side it is, the price in
 * the other side (the price token, SOL for a SOL pool), and each recorded swap as a buy or a sell.
 */
import { spotPrice } from '@toolkit/shared';
import type { poolSwaps } from '../../db/schema.ts';
import type { CpmmPoolSnapshot } from '@toolkit/chain';

type SwapRow = typeof poolSwaps.$inferSelect;

export interface TokenSide {
  pool: CpmmPoolSnapshot;
  /** The row of the pool's recorded swaps; program pools have none until trades are indexed from the chain. */
  poolId: string | null;
  tokenIsBase: boolean;
  baseDecimals: number;
  quoteDecimals: number;
}

export interface TokenTrade {
  side: 'buy' | 'sell';
  tokenAmount: bigint;
  priceTokenAmount: bigint;
  /** Price tokens per whole token before and after the swap (null when the reserves were not read). */
  priceBefore: number | null;
  priceAfter: number | null;
}

/** Whole price tokens per whole token for these reserves. */
export function tokenPrice({ baseDecimals, quoteDecimals, tokenIsBase }: TokenSide, baseReserve: bigint, quoteReserve: bigint): number {
  return tokenIsBase
    ? spotPrice(baseReserve, quoteReserve, baseDecimals, quoteDecimals)
    : spotPrice(quoteReserve, baseReserve, quoteDecimals, baseDecimals);
}

export function tokenTrade(side: TokenSide, swap: SwapRow): TokenTrade {
  const amountIn = BigInt(swap.amountIn);
  const amountOut = BigInt(swap.amountOut);
  const baseIn = swap.direction === 'xy';
  // A buy pays the price token in: the quote side when the token is the base, the base side otherwise.
  const buy = baseIn !== side.tokenIsBase;
  let priceBefore: number | null = null;
  let priceAfter: number | null = null;
  if (swap.baseReserveAfter && swap.quoteReserveAfter) {
    const baseAfter = BigInt(swap.baseReserveAfter);
    const quoteAfter = BigInt(swap.quoteReserveAfter);
    // Everything paid in stays in its vault (fee included); what was paid out left the other.
    const baseBefore = baseIn ? baseAfter - amountIn : baseAfter + amountOut;
    const quoteBefore = baseIn ? quoteAfter + amountOut : quoteAfter - amountIn;
    priceAfter = tokenPrice(side, baseAfter, quoteAfter);
    priceBefore = baseBefore > 0n && quoteBefore > 0n ? tokenPrice(side, baseBefore, quoteBefore) : priceAfter;
  }
  return {
    side: buy ? 'buy' : 'sell',
    tokenAmount: buy ? amountOut : amountIn,
    priceTokenAmount: buy ? amountIn : amountOut,
    priceBefore,
    priceAfter,
  };
}

/** Price tokens per whole token, for a trade's amounts. */
export function tradePrice({ baseDecimals, quoteDecimals, tokenIsBase }: TokenSide, tokenAmount: bigint, priceTokenAmount: bigint): number {
  return tokenIsBase
    ? spotPrice(tokenAmount, priceTokenAmount, baseDecimals, quoteDecimals)
    : spotPrice(tokenAmount, priceTokenAmount, quoteDecimals, baseDecimals);
}
