import { dataResponse, errorResponseSchema, mintParamsSchema, tokenDetailsSchema } from '@toolkit/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tokenInfo } from './token-info.ts';

/** GET /token/info/:mint — public (the token page is shared with people who have no session). */
export const infoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/token/info/:mint', {
    preHandler: app.identify,
    config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    schema: {
      tags: ['token lifecycle'],
      params: mintParamsSchema,
      response: { 200: dataResponse(tokenDetailsSchema), 400: errorResponseSchema, 404: errorResponseSchema, 429: errorResponseSchema },
    },
    handler: async (request) => {
      const { choice, rpc } = await app.clusters.rpcFor(request.user?.id ?? null);
      return { success: true as const, data: await tokenInfo(app, rpc, request.params.mint, choice.network) };
    },
  });
};
