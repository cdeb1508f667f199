/** The latest swaps through a token's main pool, newest first, as buys and sells of the token. */
import type { MarketTrade } from '@toolkit/shared';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { poolSwaps, users } from '../../db/schema.ts';
import { tokenTrade, tradePrice, type TokenSide } from './token-side.ts';

const RECENT_TRADES = 30;

export async function recentTrades(db: Db, side: TokenSide | null): Promise<MarketTrade[]> {
  if (!side?.poolId) return [];
  const rows = await db
    .select({ swap: poolSwaps, trader: users.phantomAddress })
    .from(poolSwaps)
    .leftJoin(users, eq(users.id, poolSwaps.userId))
    .where(eq(poolSwaps.poolId, side.poolId))
    .orderBy(desc(poolSwaps.createdAt))
    .limit(RECENT_TRADES);
  return rows.map(({ swap, trader }) => {
    const trade = tokenTrade(side, swap);
    return {
      signature: swap.signature,
      time: swap.createdAt.toISOString(),
      side: trade.side,
      tokenAmount: trade.tokenAmount.toString(),
      priceTokenAmount: trade.priceTokenAmount.toString(),
      price: tradePrice(side, trade.tokenAmount, trade.priceTokenAmount),
      trader,
    };
  });
}
