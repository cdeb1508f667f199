import { transactionOperations } from '@toolkit/shared';
import type { FastifyPluginAsync } from 'fastify';
import { registerOperation } from '../../lib/operation-route.ts';

export const transactionRoutes: FastifyPluginAsync = async (app) => {
  registerOperation(app, transactionOperations.sendAndConfirm, async ({ user, body }) => app.transactions.submit(user.id, body.rawSignedTransaction));
};
