import { errorResponseSchema, sendAndConfirmResponseSchema, sendAndConfirmSchema } from '@toolkit/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';

export const transactionRoutes: FastifyPluginAsyncZod = async (app) => {
  const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };

  app.post('/transaction/sendAndConfirm', {
    preHandler: app.authenticate,
    schema: {
      tags: ['transactions'],
      security: [{ bearer: [] }],
      summary: 'Submit a transaction this server built, signed by the wallet; answers once the chain confirmed it',
      body: sendAndConfirmSchema,
      response: { 200: sendAndConfirmResponseSchema, ...errors },
    },
    handler: async (request) => {
      const { signature } = await app.transactions.submit(currentUser(request).id, request.body.rawSignedTransaction);
      return { success: true as const, signature };
    },
  });
};
