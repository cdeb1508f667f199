/**
 * Candles of a token's price in its main pool from the swaps recorded after confirmation: each
 * bucket opens at the price before its first swap and closes at the price after its last.
 * Buckets without swaps are left out (the chart draws the gap).
 */
import type { Candle, CandleRange, Candles } from '@toolkit/shared';
import { and, asc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { poolSwaps } from '../../db/schema.ts';
import { tokenTrade, type TokenSide } from './token-side.ts';

const HOUR = 3600;
/** Range length and bucket size, in seconds: about 60 to 100 candles each. */
export const CANDLE_BUCKETS: Record<CandleRange, { span: number; bucket: number }> = {
  '1h': { span: HOUR, bucket: 60 },
  '24h': { span: 24 * HOUR, bucket: 15 * 60 },
  '7d': { span: 7 * 24 * HOUR, bucket: 2 * HOUR },
};
/** A bound on one answer's work. */
const MAX_SWAPS = 20_000;

export async function candles(db: Db, side: TokenSide | null, range: CandleRange, now = Date.now()): Promise<Candles> {
  const { span, bucket } = CANDLE_BUCKETS[range];
  if (!side?.poolId) return { range, bucketSeconds: bucket, candles: [] };
  const swaps = await db
    .select()
    .from(poolSwaps)
    .where(and(eq(poolSwaps.poolId, side.poolId), gte(poolSwaps.createdAt, new Date(now - span * 1000))))
    .orderBy(asc(poolSwaps.createdAt))
    .limit(MAX_SWAPS);
  const out: Candle[] = [];
  for (const swap of swaps) {
    const trade = tokenTrade(side, swap);
    if (trade.priceAfter === null || trade.priceBefore === null) continue;
    const time = Math.floor(swap.createdAt.getTime() / 1000 / bucket) * bucket;
    const last = out.at(-1);
    if (last && last.time === time) {
      last.high = Math.max(last.high, trade.priceBefore, trade.priceAfter);
      last.low = Math.min(last.low, trade.priceBefore, trade.priceAfter);
      last.close = trade.priceAfter;
      last.volume = (BigInt(last.volume) + trade.priceTokenAmount).toString();
      last.trades++;
    } else {
      out.push({
        time,
        open: trade.priceBefore,
        high: Math.max(trade.priceBefore, trade.priceAfter),
        low: Math.min(trade.priceBefore, trade.priceAfter),
        close: trade.priceAfter,
        volume: trade.priceTokenAmount.toString(),
        trades: 1,
      });
    }
  }
  return { range, bucketSeconds: bucket, candles: out };
}
