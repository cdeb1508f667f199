import {
  createWalletsResponseSchema,
  createWalletsSchema,
  dataResponse,
  errorResponseSchema,
  TEXTS,
  walletListSchema,
} from '@toolkit/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';

export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.authenticate);
  const common = { tags: ['wallets'], security: [{ bearer: [] }] };
  const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

  app.post('/wallet/create/:userId', {
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    schema: {
      ...common,
      summary: 'Generate custodial wallets (numbered per user, at most 300)',
      params: z.object({ userId: z.string().min(1).max(100) }),
      body: createWalletsSchema,
      response: { 200: createWalletsResponseSchema, ...errors },
    },
    handler: async (request) => {
      const user = currentUser(request);
      app.wallets.assertOwnUser(user.id, request.params.userId);
      const data = await app.wallets.generate(user.id, request.body.count);
      return { success: true as const, message: TEXTS.walletsGenerated, data };
    },
  });

  app.get('/wallet/fetch', {
    schema: { ...common, summary: "The user's admin wallet and generated wallets", response: { 200: dataResponse(walletListSchema), ...errors } },
    handler: async (request) => ({ success: true as const, data: await app.wallets.list(currentUser(request).id) }),
  });
};
