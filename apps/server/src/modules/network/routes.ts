import { clusterSchema, dataResponse, errorResponseSchema, setClusterRequestSchema } from '@toolkit/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { createNetworkService } from './service.ts';

export const networkRoutes: FastifyPluginAsyncZod = async (app) => {
  const network = createNetworkService(app.db, app.clusters, app.config);
  const tags = ['network'];

  app.get('/network/getCluster', {
    // Public: without a session it answers the server's default cluster.
    preHandler: app.identify,
    schema: { tags, response: { 200: dataResponse(clusterSchema) } },
    handler: async (request) => ({ success: true as const, data: await network.current(request.user?.id ?? null) }),
  });

  app.post('/network/setCluster', {
    preHandler: app.authenticate,
    schema: {
      tags,
      security: [{ bearer: [] }],
      body: setClusterRequestSchema,
      response: {
        200: dataResponse(clusterSchema),
        400: errorResponseSchema,
        401: errorResponseSchema,
        403: errorResponseSchema,
      },
    },
    handler: async (request) => {
      const { message, choice } = await network.switchTo(currentUser(request).id, request.body);
      return { success: true as const, message, data: choice };
    },
  });
};
