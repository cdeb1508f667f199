import {
  errorResponseSchema,
  fundResponseSchema,
  NATIVE_MINT,
  transferRequestSchema,
  WALLET_TEXTS,
  withdrawResponseSchema,
  type FundPayload,
  type TransferRequest,
  type WithdrawPayload,
} from '@toolkit/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { currentUser } from '../../plugins/auth.ts';
import { onChain } from '../wallet-operations/index.ts';
import { createTransferService, FUND_KIND, WITHDRAW_KIND, type TransferAsset } from './service.ts';
import { TRANSFER_TEXTS } from './texts.ts';

const isWithdrawal = (p: FundPayload | WithdrawPayload): p is WithdrawPayload => 'senderPubKey' in p;

export const transferRoutes: FastifyPluginAsyncZod = async (app) => {
  // Funding transactions are checked by the chain itself; withdrawals are validated and locked by
  // the service before they are built, so neither kind needs hooks of its own.
  app.transactions.registerKind(FUND_KIND, {});
  app.transactions.registerKind(WITHDRAW_KIND, {});
  const transfers = createTransferService(app);
  app.addHook('preHandler', app.authenticate);

  const handle = (asset: TransferAsset) => async (request: { body: TransferRequest; user: unknown }) => {
    const user = currentUser(request as never);
    const body = request.body;
    const payloads = Array.isArray(body) ? body : body.payloads;
    const requestId = Array.isArray(body) ? undefined : body.requestId;
    const withdrawals = payloads.filter(isWithdrawal);
    if (withdrawals.length && withdrawals.length !== payloads.length) throw new AppError('BAD_REQUEST', WALLET_TEXTS.mixedPayloads);
    if (asset === 'sol' && payloads.some((p) => p.tokenAddress && p.tokenAddress !== NATIVE_MINT)) {
      throw new AppError('BAD_REQUEST', TRANSFER_TEXTS.solRouteGotToken);
    }
    if (withdrawals.length) return onChain(() => transfers.withdraw(user, withdrawals, asset, requestId));
    return onChain(() => transfers.fund(user, payloads as FundPayload[], asset));
  };

  const schema = (summary: string) => ({
    tags: ['transfers'],
    security: [{ bearer: [] }],
    summary,
    body: transferRequestSchema,
    response: {
      200: z.union([fundResponseSchema, withdrawResponseSchema]),
      400: errorResponseSchema,
      401: errorResponseSchema,
      403: errorResponseSchema,
      404: errorResponseSchema,
      409: errorResponseSchema,
    },
  });
  const limit = { rateLimit: { max: 60, timeWindow: '1 minute' } };

  app.post('/transaction/sol', {
    config: limit,
    schema: schema('Fund wallets with SOL (packed transactions to sign) or withdraw SOL from custodial wallets (executed)'),
    handler: handle('sol'),
  });
  app.post('/transaction/spl-token', {
    config: limit,
    schema: schema('Fund wallets with a token (packed transactions to sign) or withdraw a token from custodial wallets (executed)'),
    handler: handle('spl'),
  });
};
