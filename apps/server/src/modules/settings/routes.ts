import { dataResponse, errorResponseSchema, TEXTS, userSettingsSchema } from '@toolkit/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { createSettingsService } from './service.ts';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = createSettingsService(app.db);
  app.addHook('preHandler', app.authenticate);
  const common = { tags: ['settings'], security: [{ bearer: [] }] };

  app.get('/user/settings', {
    schema: { ...common, response: { 200: dataResponse(userSettingsSchema), 401: errorResponseSchema } },
    handler: async (request) => ({ success: true as const, data: await settings.get(currentUser(request).id) }),
  });

  app.put('/user/settings', {
    schema: {
      ...common,
      body: userSettingsSchema,
      response: { 200: dataResponse(userSettingsSchema), 400: errorResponseSchema, 401: errorResponseSchema },
    },
    handler: async (request) => ({
      success: true as const,
      message: TEXTS.settingSaved,
      data: await settings.save(currentUser(request).id, request.body),
    }),
  });
};
