/**
 * A pool's price and reserves after each swap of the last 7 days, oldest first, from the trades
 * indexed from the chain (any client's swaps): the vaults each swap's transaction left.
 */
import type { CpmmPoolSnapshot } from '@toolkit/chain';
import { spotPrice, type PoolHistoryPoint } from '@toolkit/shared';
import type { FastifyInstance } from 'fastify';
import { DAY_MS, tradesSince } from '../trades/index.ts';
import { appSides } from './pool-sides.ts';
import type { PoolsAt } from './program-pools.ts';

/** A bound on one answer's work. */
const MAX_POINTS = 5_000;

export async function poolHistory(app: FastifyInstance, where: PoolsAt, pool: CpmmPoolSnapshot, now = Date.now()): Promise<PoolHistoryPoint[]> {
  // The caller's own swap, landed a moment ago, is in the history it asks for right after (the local chain's pools are read on demand).
  await app.trades.catchUp({ network: where.network, rpcUrl: where.rpcUrl, isMainnet: where.network === 'mainnet' }, pool).catch(() => {});
  const trades = await tradesSince(app.db, where.rpcUrl, pool.address, new Date(now - 7 * DAY_MS), MAX_POINTS);
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
