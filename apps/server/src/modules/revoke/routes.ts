import {
  confirmRevokeResponseSchema,
  confirmRevokeSchema,
  errorResponseSchema,
  revokeAuthorityResponseSchema,
  revokeAuthoritySchema,
  TOKEN_TEXTS,
} from '@toolkit/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { confirmRevoke, prepareRevokes } from './service.ts';

export const revokeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.authenticate);
  const common = { tags: ['revoke'], security: [{ bearer: [] }] };
  const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };

  app.post('/revoke/authority', {
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    schema: { ...common, body: revokeAuthoritySchema, response: { 200: revokeAuthorityResponseSchema, ...errors } },
    handler: async (request) => {
      const user = currentUser(request);
      const { choice, rpc } = await app.clusters.rpcFor(user.id);
      const transactions = await prepareRevokes(app, { userId: user.id, wallet: user.phantomAddress, rpc, rpcUrl: choice.rpcUrl }, request.body);
      return { success: true as const, needsSignature: true, message: TOKEN_TEXTS.prepared, transactions };
    },
  });

  app.post('/revoke/confirm-transaction', {
    schema: { ...common, body: confirmRevokeSchema, response: { 200: confirmRevokeResponseSchema, ...errors } },
    handler: async (request) => {
      const { rpc } = await app.clusters.rpcFor(currentUser(request).id);
      return confirmRevoke(rpc, request.body);
    },
  });
};
