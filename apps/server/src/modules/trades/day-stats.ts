/**
 * A pool list's 24 h figures from the indexed trades: volume, trade fees and swap count per pool,
 * in base units of the pool's value token (the caller names it: SOL when one side is SOL, say).
 * A trade paid in the value token counts what went in, and its fee as charged; a trade paid in the
 * other token counts what came out, and its fee valued at the trade's own rate. Summed by the
 * database, so a busy pool's day is never loaded.
 */
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { poolTrades } from '../../db/schema.ts';

export const DAY_MS = 24 * 3600_000;

export interface PoolDayStats {
  volume24h: bigint;
  fees24h: bigint;
  swaps24h: number;
}

export async function poolDayStats(
  db: Db,
  rpcUrl: string,
  pools: ReadonlyArray<{ address: string; valueMint: string }>,
  now = Date.now(),
): Promise<Map<string, PoolDayStats>> {
  const out = new Map<string, PoolDayStats>(pools.map((p) => [p.address, { volume24h: 0n, fees24h: 0n, swaps24h: 0 }]));
  if (pools.length === 0) return out;
  const rows = await db
    .select({
      pool: poolTrades.pool,
      inputMint: poolTrades.inputMint,
      swaps: sql<number>`count(*)::int`,
      amountIn: sql<string>`sum(${poolTrades.amountIn})::text`,
      amountOut: sql<string>`sum(${poolTrades.amountOut})::text`,
      fee: sql<string>`sum(${poolTrades.tradeFee})::text`,
      feeInOutput: sql<string>`trunc(sum(${poolTrades.tradeFee} * ${poolTrades.amountOut} / ${poolTrades.amountIn}))::text`,
    })
    .from(poolTrades)
    .where(
      and(
        eq(poolTrades.rpcUrl, rpcUrl),
        inArray(
          poolTrades.pool,
          pools.map((p) => p.address),
        ),
        gte(poolTrades.blockTime, new Date(now - DAY_MS)),
      ),
    )
    .groupBy(poolTrades.pool, poolTrades.inputMint);
  const valueMintOf = new Map(pools.map((p) => [p.address, p.valueMint]));
  for (const r of rows) {
    const stats = out.get(r.pool)!;
    const paidInValue = r.inputMint === valueMintOf.get(r.pool);
    stats.swaps24h += r.swaps;
    stats.volume24h += BigInt(paidInValue ? r.amountIn : r.amountOut);
    stats.fees24h += BigInt(paidInValue ? r.fee : r.feeInOutput);
  }
  return out;
}
