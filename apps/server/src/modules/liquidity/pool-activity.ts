/**
 * A pool's trading over the last 24 hours, in the pool's value token (SOL when one side is SOL,
 * else the quote token): the one place the pool list's volume, fees and APR come from. Trades on
 * program pools are indexed from the chain by the market's trade index; until that index is
 * wired here, every pool reports no activity rather than a figure of its own making.
 */
import type { FastifyInstance } from 'fastify';

export interface PoolActivity {
  /** Base units of the value token traded through the pool. */
  volume: bigint;
  swaps: number;
}

export async function poolActivity24h(_app: FastifyInstance, pools: readonly string[]): Promise<Map<string, PoolActivity>> {
  return new Map(pools.map((p) => [p, { volume: 0n, swaps: 0 }]));
}
