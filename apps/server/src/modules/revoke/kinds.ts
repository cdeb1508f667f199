import type { FastifyInstance } from 'fastify';
import { REVOKE_KIND } from './service.ts';

/** Revokes record nothing of their own: the chain is the record, read back on confirmation. */
export function registerRevokeKinds(app: FastifyInstance) {
  app.transactions.registerKind(REVOKE_KIND, {});
}
