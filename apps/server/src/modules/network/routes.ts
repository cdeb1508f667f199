import { networkOperations } from '@toolkit/shared';
import type { FastifyPluginAsync } from 'fastify';
import { registerOperation } from '../../lib/operation-route.ts';
import { createNetworkService } from './service.ts';

export const networkRoutes: FastifyPluginAsync = async (app) => {
  const network = createNetworkService(app.db, app.clusters, app.config);

  registerOperation(app, networkOperations.getCluster, async ({ user }) => ({ data: await network.current(user?.id ?? null) }));

  registerOperation(app, networkOperations.setCluster, async ({ user, body }) => {
    const { message, choice } = await network.switchTo(user.id, body);
    return { message, data: choice };
  });
};
