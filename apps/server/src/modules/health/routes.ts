import { DISPLAY, healthOperations } from '@toolkit/shared';
import type { FastifyPluginAsync } from 'fastify';
import { registerOperation } from '../../lib/operation-route.ts';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  registerOperation(app, healthOperations.health, async () => {
    const { network, rpcUrl } = app.clusters.defaultChoice();
    return { data: { status: 'ok' as const, cluster: network, rpcUrl } };
  });

  registerOperation(app, healthOperations.config, async () => {
    const { config } = app;
    return {
      data: {
        cluster: config.solanaCluster,
        localRpcUrl: config.solanaCluster === 'local' ? app.clusters.urlOf('local') : config.localRpcUrl,
        allowCustomRpc: config.allowCustomRpc,
        treasury: app.secrets.treasuryAddress,
        inrRate: config.usdInr ?? DISPLAY.inrRate,
        solPriceInr: config.solPriceUsd * config.usdInr,
      },
    };
  });
};
