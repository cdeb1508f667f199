/** The Wallet Manager's routes, each registered from its contract (packages/shared contract). */
import { TEXTS, walletManagerOperations as ops, type TransferRequest, type TransferResponse } from '@toolkit/shared';
import type { FastifyPluginAsync } from 'fastify';
import { registerOperation } from '../../lib/operation-route.ts';
import { createBalanceService } from './balances.ts';
import { createFundingService } from './funding.ts';
import { onChain } from './on-chain.ts';
import { readTransferRequest, type TransferAsset, type TransferUser } from './transfer-request.ts';
import { createWithdrawalService } from './withdrawal.ts';

export const walletManagerRoutes: FastifyPluginAsync = async (app) => {
  const wallets = app.wallets;
  const balances = createBalanceService(app, wallets);
  const fund = createFundingService(app, balances);
  const withdraw = createWithdrawalService(app, wallets, balances);

  registerOperation(
    app,
    ops.generate,
    async ({ user, params, body }) => {
      wallets.assertOwnUser(user.id, params.userId);
      return { message: TEXTS.walletsGenerated, data: await wallets.generate(user.id, body.count) };
    },
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
  );
  registerOperation(app, ops.list, async ({ user, query }) => wallets.list(user.id, query));

  registerOperation(app, ops.fetchAll, async ({ user }) => ({ data: await onChain(() => balances.fetchAll(user.id)) }));
  registerOperation(app, ops.fetchSpecific, async ({ user, body }) => ({
    data: await onChain(() => balances.fetchSpecific(user.id, body.addresses)),
  }));
  registerOperation(app, ops.fetchRange, async ({ user, body }) => ({
    data: await onChain(() => balances.fetchRange(user.id, body.from, body.to)),
  }));
  registerOperation(app, ops.fetchConnectedWallet, async ({ user, body }) => ({
    data: await onChain(() => balances.fetchConnected(user.id, user.phantomAddress, body.walletAddress)),
  }));

  const transfer =
    (asset: TransferAsset) =>
    async ({ user, body }: { user: TransferUser; body: TransferRequest }) => {
      const order = readTransferRequest(body, asset);
      return onChain<TransferResponse>(() => (order.kind === 'withdraw' ? withdraw(user, order) : fund(user, order)));
    };
  const limit = { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } };
  registerOperation(app, ops.transferSol, transfer('sol'), limit);
  registerOperation(app, ops.transferSplToken, transfer('spl'), limit);
};
