/** The Vesting routes, each registered from its contract. */
import { vestingOperations as ops } from '@toolkit/shared';
import type { FastifyPluginAsync } from 'fastify';
import { registerOperation } from '../../lib/operation-route.ts';
import { walletCaller } from '../tokens/index.ts';
import { onChain } from '../wallet-manager/index.ts';
import { prepareCreateEscrow, VESTING_KINDS } from './create-escrow.ts';
import { prepareCancel, prepareClaim, prepareUpdateRecipient } from './escrow-actions.ts';
import { listEscrows } from './list-escrows.ts';
import { registerVestingJobRoutes } from './job-routes.ts';

export const vestingRoutes: FastifyPluginAsync = async (app) => {
  // The chain is the record of escrows: nothing to store when one lands.
  for (const kind of Object.values(VESTING_KINDS)) app.transactions.registerKind(kind, {});
  const limit = { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } };

  registerOperation(
    app,
    ops.create,
    async ({ user, body }) => onChain(async () => prepareCreateEscrow(app, await walletCaller(app, user), body)),
    limit,
  );
  registerOperation(
    app,
    ops.claim,
    async ({ user, body }) => onChain(async () => prepareClaim(app, await walletCaller(app, user), body.escrow)),
    limit,
  );
  registerOperation(
    app,
    ops.cancel,
    async ({ user, body }) => onChain(async () => prepareCancel(app, await walletCaller(app, user), body.escrow)),
    limit,
  );
  registerOperation(
    app,
    ops.updateRecipient,
    async ({ user, body }) => onChain(async () => prepareUpdateRecipient(app, await walletCaller(app, user), body.escrow, body.newRecipient)),
    limit,
  );
  registerOperation(app, ops.list, async ({ user, query }) =>
    onChain(async () => {
      const { rpc } = await app.clusters.rpcFor(user.id);
      return { escrows: await listEscrows(rpc, query) };
    }),
  );
  registerVestingJobRoutes(app);
};
