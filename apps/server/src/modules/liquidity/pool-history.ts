/** A pool's price and reserves after each swap of the last 7 days (the pool chart), oldest first. */
import { spotPrice, type PoolHistoryPoint } from '@toolkit/shared';
import { and, asc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { poolSwaps } from '../../db/schema.ts';
import type { PoolRow } from './pool-store.ts';

const WEEK_MS = 7 * 24 * 3600_000;
/** Enough points for a chart, and a bound on the answer's size. */
const MAX_POINTS = 500;

export async function poolHistory(db: Db, row: PoolRow): Promise<PoolHistoryPoint[]> {
  const rows = await db
    .select()
    .from(poolSwaps)
    .where(and(eq(poolSwaps.poolId, row.id), gte(poolSwaps.createdAt, new Date(Date.now() - WEEK_MS))))
    .orderBy(asc(poolSwaps.createdAt))
    .limit(MAX_POINTS);
  return rows
    .filter((s) => s.baseReserveAfter && s.quoteReserveAfter)
    .map((s) => ({
      time: s.createdAt.toISOString(),
      price: spotPrice(BigInt(s.baseReserveAfter!), BigInt(s.quoteReserveAfter!), row.baseDecimals, row.quoteDecimals),
      baseReserve: s.baseReserveAfter!,
      quoteReserve: s.quoteReserveAfter!,
    }));
}
