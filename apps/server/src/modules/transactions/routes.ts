import { transactionOperations } from '@toolkit/shared';
import type { FastifyPluginAsync } from 'fastify';
import { registerOperation } from '../../lib/operation-route.ts';
import { listActivity } from './activity.ts';

export const transactionRoutes: FastifyPluginAsync = async (app) => {
  registerOperation(app, transactionOperations.sendAndConfirm, async ({ user, body }) => app.transactions.submit(user.id, body.rawSignedTransaction));
  registerOperation(app, transactionOperations.activity, async ({ user, query }) => ({ items: await listActivity(app.db, user.id, query.limit) }));
};
