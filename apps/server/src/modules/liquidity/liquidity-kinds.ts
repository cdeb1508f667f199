/**
 * The transaction kinds of program pools and their LP locks. Each is one transaction the wallet
 * signs (a lock also by its escrow's one-time base key, sealed by the core): the programs check
 * it when it lands, so the server re-checks nothing, and the kinds only name what the
 * transaction core sends.
 */
import type { FastifyInstance } from 'fastify';

export const LIQUIDITY_KINDS = {
  init: 'pool.init',
  add: 'pool.add',
  remove: 'pool.remove',
  burn: 'pool.lp-burn',
  lock: 'pool.lp-lock',
  unlock: 'pool.lp-claim',
} as const;

export function registerLiquidityKinds(app: FastifyInstance): void {
  for (const kind of Object.values(LIQUIDITY_KINDS)) app.transactions.registerKind(kind, {});
}
