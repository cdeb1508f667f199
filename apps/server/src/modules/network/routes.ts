import { networkOperations } from '@toolkit/shared';
import type { FastifyPluginAsync } from 'fastify';
import { registerOperation } from '../../lib/operation-route.ts';
import { shownRpcUrl } from '../../lib/shown-rpc-url.ts';
import type { ClusterChoice } from '../../plugins/rpc.ts';
import { createNetworkService } from './service.ts';

export const networkRoutes: FastifyPluginAsync = async (app) => {
  const network = createNetworkService(app.db, app.clusters, app.config);
  // The choice as the user may see it: never the operator's API key.
  const shown = (c: ClusterChoice): ClusterChoice => ({ ...c, rpcUrl: shownRpcUrl(c.network, c.rpcUrl) });

  registerOperation(app, networkOperations.getCluster, async ({ user }) => ({ data: shown(await network.current(user?.id ?? null)) }));

  registerOperation(app, networkOperations.setCluster, async ({ user, body }) => {
    const { message, choice } = await network.switchTo(user.id, body);
    return { message, data: shown(choice) };
  });
};
