import { appConfigSchema, dataResponse, DISPLAY, healthSchema } from '@toolkit/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['server'];

  app.get('/health', {
    schema: { tags, summary: 'The server is up; its default cluster', response: { 200: dataResponse(healthSchema) } },
    handler: async () => {
      const { network, rpcUrl } = app.clusters.defaultChoice();
      return { success: true as const, data: { status: 'ok' as const, cluster: network, rpcUrl } };
    },
  });

  app.get('/config', {
    schema: { tags, summary: 'Public facts the app needs (cluster, treasury, prices)', response: { 200: dataResponse(appConfigSchema) } },
    handler: async () => {
      const { config } = app;
      return {
        success: true as const,
        data: {
          cluster: config.solanaCluster,
          localRpcUrl: config.solanaCluster === 'local' ? app.clusters.urlOf('local') : config.localRpcUrl,
          allowCustomRpc: config.allowCustomRpc,
          treasury: app.secrets.treasuryAddress,
          inrRate: config.usdInr ?? DISPLAY.inrRate,
          solPriceInr: config.solPriceUsd * config.usdInr,
        },
      };
    },
  });
};
