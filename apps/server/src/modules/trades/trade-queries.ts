/** Reads of the indexed trades of one pool: the latest ones, and those since a time (oldest first). */
import { and, asc, desc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { poolTrades } from '../../db/schema.ts';

export type PoolTrade = typeof poolTrades.$inferSelect;

/** The pool's latest trades, newest first. */
export function latestTrades(db: Db, rpcUrl: string, pool: string, limit: number): Promise<PoolTrade[]> {
  return db
    .select()
    .from(poolTrades)
    .where(and(eq(poolTrades.rpcUrl, rpcUrl), eq(poolTrades.pool, pool)))
    .orderBy(desc(poolTrades.slot), desc(poolTrades.seq))
    .limit(limit);
}

/** The pool's trades since `since`, oldest first, at most `limit`. */
export function tradesSince(db: Db, rpcUrl: string, pool: string, since: Date, limit: number): Promise<PoolTrade[]> {
  return db
    .select()
    .from(poolTrades)
    .where(and(eq(poolTrades.rpcUrl, rpcUrl), eq(poolTrades.pool, pool), gte(poolTrades.blockTime, since)))
    .orderBy(asc(poolTrades.slot), asc(poolTrades.seq))
    .limit(limit);
}
