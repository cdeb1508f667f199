import {
  addWithdrawAccountSchema,
  dataResponse,
  errorResponseSchema,
  idParamsSchema,
  messageResponseSchema,
  TEXTS,
  updateWithdrawAccountSchema,
  withdrawAccountSchema,
} from '@toolkit/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { createWithdrawService, WITHDRAW_TEXTS } from './service.ts';

export const withdrawRoutes: FastifyPluginAsyncZod = async (app) => {
  const accounts = createWithdrawService(app.db);
  app.addHook('preHandler', app.authenticate);
  const common = { tags: ['withdrawal accounts'], security: [{ bearer: [] }] };
  const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };

  app.post('/withdraw/add', {
    schema: { ...common, body: addWithdrawAccountSchema, response: { 200: dataResponse(withdrawAccountSchema), ...errors } },
    handler: async (request) => ({
      success: true as const,
      message: TEXTS.withdrawalAccountAdded,
      data: await accounts.add(currentUser(request).id, request.body),
    }),
  });

  app.get('/withdraw/get', {
    schema: { ...common, response: { 200: dataResponse(withdrawAccountSchema.array()), ...errors } },
    handler: async (request) => ({ success: true as const, data: await accounts.list(currentUser(request).id) }),
  });

  app.get('/withdraw/get/:id', {
    schema: { ...common, params: idParamsSchema, response: { 200: dataResponse(withdrawAccountSchema), ...errors } },
    handler: async (request) => ({
      success: true as const,
      data: await accounts.get(currentUser(request).id, request.params.id),
    }),
  });

  app.put('/withdraw/update/:id', {
    schema: {
      ...common,
      params: idParamsSchema,
      body: updateWithdrawAccountSchema,
      response: { 200: dataResponse(withdrawAccountSchema), ...errors },
    },
    handler: async (request) => ({
      success: true as const,
      message: WITHDRAW_TEXTS.updated,
      data: await accounts.update(currentUser(request).id, request.params.id, request.body),
    }),
  });

  app.delete('/withdraw/delete/:id', {
    schema: { ...common, params: idParamsSchema, response: { 200: messageResponseSchema, ...errors } },
    handler: async (request) => {
      await accounts.remove(currentUser(request).id, request.params.id);
      return { success: true as const, message: TEXTS.accountDeleted };
    },
  });
};
