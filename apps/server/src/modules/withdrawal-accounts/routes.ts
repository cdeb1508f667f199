/** Withdrawal accounts, each route registered from its contract (packages/shared contract). */
import { TEXTS, withdrawalAccountOperations as ops } from '@toolkit/shared';
import type { FastifyPluginAsync } from 'fastify';
import { registerOperation } from '../../lib/operation-route.ts';
import { createWithdrawalAccountService } from './service.ts';

export const withdrawalAccountRoutes: FastifyPluginAsync = async (app) => {
  const accounts = createWithdrawalAccountService(app.db);

  registerOperation(app, ops.add, async ({ user, body }) => ({
    message: TEXTS.withdrawalAccountAdded,
    data: await accounts.add(user.id, body),
  }));
  registerOperation(app, ops.list, async ({ user, query }) => {
    const page = await accounts.list(user.id, query);
    return { data: page.items, nextCursor: page.nextCursor };
  });
  registerOperation(app, ops.get, async ({ user, params }) => ({ data: await accounts.get(user.id, params.id) }));
  registerOperation(app, ops.update, async ({ user, params, body }) => ({
    message: TEXTS.withdrawalAccountUpdated,
    data: await accounts.update(user.id, params.id, body),
  }));
  registerOperation(app, ops.remove, async ({ user, params }) => {
    await accounts.remove(user.id, params.id);
    return { message: TEXTS.accountDeleted };
  });
};
