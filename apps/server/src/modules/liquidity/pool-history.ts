/**
 * A pool's price and reserves after each swap of the last 7 days, oldest first. Swaps on program
 * pools are indexed from the chain by the market's trade index; until it is wired here, a pool
 * has no history beyond its current reserves (the pool view).
 */
import type { CpmmPoolSnapshot } from '@toolkit/chain';
import type { PoolHistoryPoint } from '@toolkit/shared';
import type { FastifyInstance } from 'fastify';

export async function poolHistory(_app: FastifyInstance, _pool: CpmmPoolSnapshot): Promise<PoolHistoryPoint[]> {
  return [];
}
