import {
  connectedWalletBalanceSchema,
  dataResponse,
  errorResponseSchema,
  fetchConnectedWalletSchema,
  fetchRangeSchema,
  fetchSpecificSchema,
  walletBalanceDataSchema,
} from '@toolkit/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { onChain } from './on-chain.ts';
import { createBalanceService } from './service.ts';

export const walletOperationRoutes: FastifyPluginAsyncZod = async (app) => {
  const balances = createBalanceService(app);
  app.addHook('preHandler', app.authenticate);
  const common = { tags: ['wallet balances'], security: [{ bearer: [] }] };
  const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
  const ok = dataResponse(walletBalanceDataSchema);

  app.get('/walletOperation/fetchAll', {
    schema: { ...common, summary: 'Balances of the admin wallet and every generated wallet', response: { 200: ok, ...errors } },
    handler: async (request) => ({ success: true as const, data: await onChain(() => balances.fetchAll(currentUser(request).id)) }),
  });

  app.post('/walletOperation/fetchSpecific', {
    schema: { ...common, body: fetchSpecificSchema, response: { 200: ok, ...errors } },
    handler: async (request) => ({
      success: true as const,
      data: await onChain(() => balances.fetchSpecific(currentUser(request).id, request.body.addresses)),
    }),
  });

  app.post('/walletOperation/fetchRange', {
    schema: { ...common, summary: 'Balances of wallets From..To (wallet numbers, inclusive)', body: fetchRangeSchema, response: { 200: ok, ...errors } },
    handler: async (request) => ({
      success: true as const,
      data: await onChain(() => balances.fetchRange(currentUser(request).id, request.body.from, request.body.to)),
    }),
  });

  app.post('/walletOperation/fetchConnectedWallet', {
    schema: { ...common, body: fetchConnectedWalletSchema, response: { 200: dataResponse(connectedWalletBalanceSchema), ...errors } },
    handler: async (request) => {
      const user = currentUser(request);
      return { success: true as const, data: await onChain(() => balances.fetchConnected(user.id, user.phantomAddress, request.body.walletAddress)) };
    },
  });
};
