/**
 * A pool seen from one of its tokens (the trading page's token): which side it is, the price in
 * the other side (the price token, SOL for a SOL pool), and each indexed trade as a buy or a sell.
 */
import { sidesFrom, type CpmmPoolSnapshot } from '@toolkit/chain';
import type { Address } from '@solana/kit';
import { spotPrice } from '@toolkit/shared';
import type { PoolTrade } from '../trades/index.ts';

export interface TokenSide {
  pool: CpmmPoolSnapshot;
  mint: string;
  decimals: number;
  /** The price token. */
  otherMint: string;
  otherDecimals: number;
  tokenReserve: bigint;
  otherReserve: bigint;
  /** Whether the token is the pool's token 0 (the program's order). */
  tokenIs0: boolean;
}

export function tokenSide(pool: CpmmPoolSnapshot, mint: string): TokenSide {
  const [side, other] = sidesFrom(pool, mint as Address);
  return {
    pool,
    mint,
    decimals: side.decimals,
    otherMint: other.mint,
    otherDecimals: other.decimals,
    tokenReserve: side.reserve,
    otherReserve: other.reserve,
    tokenIs0: pool.state.token0Mint === mint,
  };
}

export interface TokenTrade {
  side: 'buy' | 'sell';
  tokenAmount: bigint;
  priceTokenAmount: bigint;
  /** Price tokens per whole token before and after the trade, from the vaults (null when the trade did not say them). */
  priceBefore: number | null;
  priceAfter: number | null;
}

/** Whole price tokens per whole token for these amounts (reserves, or a trade's two amounts). */
export function tokenPrice(side: TokenSide, tokenAmount: bigint, otherAmount: bigint): number {
  return spotPrice(tokenAmount, otherAmount, side.decimals, side.otherDecimals);
}

export function tokenTrade(side: TokenSide, trade: PoolTrade): TokenTrade {
  const amountIn = BigInt(trade.amountIn);
  const amountOut = BigInt(trade.amountOut);
  // A buy pays the price token in.
  const buy = trade.inputMint === side.otherMint;
  let priceBefore: number | null = null;
  let priceAfter: number | null = null;
  if (trade.vault0After !== null && trade.vault1After !== null) {
    const [tokenAfter, otherAfter] = side.tokenIs0
      ? [BigInt(trade.vault0After), BigInt(trade.vault1After)]
      : [BigInt(trade.vault1After), BigInt(trade.vault0After)];
    // What was paid in stays in its vault; what was paid out left the other.
    const tokenBefore = buy ? tokenAfter + amountOut : tokenAfter - amountIn;
    const otherBefore = buy ? otherAfter - amountIn : otherAfter + amountOut;
    priceAfter = tokenAfter > 0n ? tokenPrice(side, tokenAfter, otherAfter) : null;
    priceBefore = tokenBefore > 0n && otherBefore > 0n ? tokenPrice(side, tokenBefore, otherBefore) : priceAfter;
  }
  return {
    side: buy ? 'buy' : 'sell',
    tokenAmount: buy ? amountOut : amountIn,
    priceTokenAmount: buy ? amountIn : amountOut,
    priceBefore,
    priceAfter,
  };
}
