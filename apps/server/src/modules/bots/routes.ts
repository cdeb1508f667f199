/** The Making Bots routes, each registered from its contract. */
import { botOperations as ops } from '@toolkit/shared';
import type { FastifyPluginAsync } from 'fastify';
import { registerOperation } from '../../lib/operation-route.ts';
import { onChain } from '../wallet-manager/index.ts';

export const botRoutes: FastifyPluginAsync = async (app) => {
  const limit = { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } };
  const { orders } = app.bots;
  registerOperation(app, ops.preview, async ({ user, body }) => onChain(async () => ({ preview: await orders.preview(user.id, body) })), limit);
  registerOperation(app, ops.create, async ({ user, body }) => onChain(async () => ({ order: await orders.create(user.id, body) })), limit);
  registerOperation(app, ops.list, async ({ user, query }) => orders.list(user.id, query));
  registerOperation(app, ops.pause, async ({ user, params }) => ({ order: await orders.pause(user.id, params.id) }));
  registerOperation(app, ops.resume, async ({ user, params }) => onChain(async () => ({ order: await orders.resume(user.id, params.id) })), limit);
  registerOperation(app, ops.cancel, async ({ user, params }) => ({ order: await orders.cancel(user.id, params.id) }));
};
