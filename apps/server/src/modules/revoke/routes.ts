/** The revoke pages' routes, registered from the contract. */
import { TEXTS, revokeOperations as ops } from '@toolkit/shared';
import type { FastifyPluginAsync } from 'fastify';
import { registerOperation } from '../../lib/operation-route.ts';
import { walletCaller } from '../tokens/index.ts';
import { registerRevokeKinds } from './kinds.ts';
import { confirmRevoke, prepareRevokes } from './service.ts';

export const revokeRoutes: FastifyPluginAsync = async (app) => {
  registerRevokeKinds(app);

  registerOperation(
    app,
    ops.prepare,
    async ({ user, body }) => ({
      needsSignature: true,
      message: TEXTS.transactionPrepared,
      transactions: await prepareRevokes(app, await walletCaller(app, user), body),
    }),
    { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } },
  );

  registerOperation(app, ops.confirm, async ({ user, body }) => {
    const { rpc } = await app.clusters.rpcFor(user.id);
    return confirmRevoke(rpc, body);
  });
};
