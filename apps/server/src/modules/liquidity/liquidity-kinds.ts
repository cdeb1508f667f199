/**
 * The transaction kinds of program pools. Each is one transaction the wallet alone signs: the
 * program checks it when it lands, so the server neither signs nor re-checks anything, and the
 * kinds only name what the transaction core sends.
 */
import type { FastifyInstance } from 'fastify';

export const LIQUIDITY_KINDS = { init: 'pool.init', add: 'pool.add', remove: 'pool.remove', burn: 'pool.lp-burn' } as const;

export function registerLiquidityKinds(app: FastifyInstance): void {
  for (const kind of Object.values(LIQUIDITY_KINDS)) app.transactions.registerKind(kind, {});
}
