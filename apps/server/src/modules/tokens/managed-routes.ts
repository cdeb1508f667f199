import {
  addTokenSchema,
  dataResponse,
  errorResponseSchema,
  idParamsSchema,
  managedTokenSchema,
  messageResponseSchema,
  TEXTS,
  updateTokenSchema,
} from '@toolkit/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { createTokenService } from './service.ts';

export const managedTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  const tokens = createTokenService(app.db);
  app.addHook('preHandler', app.authenticate);
  const common = { tags: ['tokens'], security: [{ bearer: [] }] };
  const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };

  app.post('/token/add', {
    schema: { ...common, body: addTokenSchema, response: { 200: dataResponse(managedTokenSchema), ...errors } },
    handler: async (request) => ({
      success: true as const,
      message: TEXTS.tokenAdded,
      data: await tokens.add(currentUser(request).id, request.body),
    }),
  });

  app.get('/token/get', {
    schema: { ...common, response: { 200: dataResponse(managedTokenSchema.array()), ...errors } },
    handler: async (request) => ({ success: true as const, data: await tokens.list(currentUser(request).id) }),
  });

  app.get('/token/get/:id', {
    schema: { ...common, params: idParamsSchema, response: { 200: dataResponse(managedTokenSchema), ...errors } },
    handler: async (request) => ({
      success: true as const,
      data: await tokens.get(currentUser(request).id, request.params.id),
    }),
  });

  app.put('/token/update/:id', {
    schema: {
      ...common,
      params: idParamsSchema,
      body: updateTokenSchema,
      response: { 200: dataResponse(managedTokenSchema), ...errors },
    },
    handler: async (request) => ({
      success: true as const,
      message: 'Token updated successfully',
      data: await tokens.update(currentUser(request).id, request.params.id, request.body),
    }),
  });

  app.delete('/token/delete/:id', {
    schema: { ...common, params: idParamsSchema, response: { 200: messageResponseSchema, ...errors } },
    handler: async (request) => {
      await tokens.remove(currentUser(request).id, request.params.id);
      return { success: true as const, message: TEXTS.tokenDeleted };
    },
  });
};
