import { DISPLAY, healthOperations } from '@toolkit/shared';
import type { FastifyPluginAsync } from 'fastify';
import { registerOperation } from '../../lib/operation-route.ts';
import { shownRpcUrl } from '../../lib/shown-rpc-url.ts';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  registerOperation(app, healthOperations.health, async () => {
    const { network, rpcUrl } = app.clusters.defaultChoice();
    return { data: { status: 'ok' as const, cluster: network, rpcUrl: shownRpcUrl(network, rpcUrl) } };
  });

  registerOperation(app, healthOperations.config, async () => {
    const { config } = app;
    const solPrice = await app.solPrice.at(app.clusters.defaultChoice(), app.clusters.rpcAt(app.clusters.defaultChoice().rpcUrl));
    return {
      data: {
        cluster: config.solanaCluster,
        localRpcUrl: config.localRpcUrl === null && config.solanaCluster !== 'local' ? null : shownRpcUrl('local', app.clusters.urlOf('local')),
        allowCustomRpc: config.allowCustomRpc,
        treasury: app.secrets.treasuryAddress,
        inrRate: config.usdInr ?? DISPLAY.inrRate,
        solPriceInr: solPrice.usd * config.usdInr,
        solPriceUsd: solPrice.usd,
        solPriceSource: solPrice.source,
      },
    };
  });
};
