/**
 * A pool's price and reserves after each swap of the last 7 days, oldest first, from the trades
 * indexed from the chain (any client's swaps): the vaults each swap's transaction left.
 */
import type { CpmmPoolSnapshot } from '@toolkit/chain';
import { spotPrice, type PoolHistoryPoint } from '@toolkit/shared';
import type { FastifyInstance } from 'fastify';
import { DAY_MS, tradesSince } from '../trades/index.ts';
import { appSides } from './pool-sides.ts';

/** A bound on one answer's work. */
const MAX_POINTS = 5_000;

export async function poolHistory(app: FastifyInstance, rpcUrl: string, pool: CpmmPoolSnapshot, now = Date.now()): Promise<PoolHistoryPoint[]> {
  const trades = await tradesSince(app.db, rpcUrl, pool.address, new Date(now - 7 * DAY_MS), MAX_POINTS);
  const { base, quote } = appSides(pool);
  const baseIsToken0 = base.mint === pool.state.token0Mint;
  const points: PoolHistoryPoint[] = [];
  for (const t of trades) {
    // A transaction that swapped this pool twice leaves no per-swap vaults.
    if (t.vault0After === null || t.vault1After === null) continue;
    const [baseReserve, quoteReserve] = baseIsToken0 ? [t.vault0After, t.vault1After] : [t.vault1After, t.vault0After];
    points.push({
      time: t.blockTime.toISOString(),
      price: spotPrice(BigInt(baseReserve), BigInt(quoteReserve), base.decimals, quote.decimals),
      baseReserve,
      quoteReserve,
    });
  }
  return points;
}
