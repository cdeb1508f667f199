/** The user's managed token list, each route registered from its contract. */
import { TEXTS, tokenOperations as ops } from '@toolkit/shared';
import type { FastifyPluginAsync } from 'fastify';
import { registerOperation } from '../../lib/operation-route.ts';
import { createTokenService } from './service.ts';

export const managedTokenRoutes: FastifyPluginAsync = async (app) => {
  const tokens = createTokenService(app.db);

  registerOperation(app, ops.add, async ({ user, body }) => ({
    message: TEXTS.tokenAdded,
    data: await tokens.add(user.id, body),
  }));
  registerOperation(app, ops.list, async ({ user, query }) => {
    const page = await tokens.list(user.id, query);
    return { data: page.items, nextCursor: page.nextCursor };
  });
  registerOperation(app, ops.get, async ({ user, params }) => ({ data: await tokens.get(user.id, params.id) }));
  registerOperation(app, ops.update, async ({ user, params, body }) => ({
    message: TEXTS.tokenUpdated,
    data: await tokens.update(user.id, params.id, body),
  }));
  registerOperation(app, ops.remove, async ({ user, params }) => {
    await tokens.remove(user.id, params.id);
    return { message: TEXTS.tokenDeleted };
  });
};
