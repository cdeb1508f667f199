import { readMints } from '@toolkit/chain';
import { dataResponse, errorResponseSchema, mintParamsSchema, mintSummariesQuerySchema, mintSummarySchema, tokenDetailsSchema } from '@toolkit/shared';
import { z } from 'zod';
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

  // Supplies and authorities of several mints in one getMultipleAccounts (the dashboard's rows).
  app.get('/token/mints', {
    preHandler: app.identify,
    config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    schema: {
      tags: ['token lifecycle'],
      querystring: mintSummariesQuerySchema,
      response: { 200: dataResponse(z.record(z.string(), mintSummarySchema.nullable())), 400: errorResponseSchema, 429: errorResponseSchema },
    },
    handler: async (request) => {
      const { rpc } = await app.clusters.rpcFor(request.user?.id ?? null);
      const mints = request.query.mints;
      const infos = await readMints(rpc, mints);
      const data = Object.fromEntries(
        mints.map((m: string, i: number) => {
          const info = infos[i];
          return [m, info ? {
            program: info.program, decimals: info.decimals, supply: info.supply.toString(), mintAuthority: info.mintAuthority,
            freezeAuthority: info.freezeAuthority, updateAuthority: info.metadata?.updateAuthority ?? null,
            name: info.metadata?.name ?? null, symbol: info.metadata?.symbol ?? null,
          } : null];
        }),
      );
      return { success: true as const, data };
    },
  });
};
