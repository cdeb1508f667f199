/**
 * Managing Token-2022 extensions: each route builds the transactions the authority's
 * wallet signs (submitted through POST /transaction/sendAndConfirm), on the user's cluster.
 */
import { TEXTS, tokenOperations as ops } from '@toolkit/shared';
import type { FastifyPluginAsync } from 'fastify';
import { registerOperation } from '../../lib/operation-route.ts';
import { prepareFreezeChange, prepareHarvest, prepareInterestRate, prepareSetTransferFee } from './extension-management.ts';
import { walletCaller } from './wallet-caller.ts';

const bounded = { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } };
const message = TEXTS.transactionPrepared;

export const extensionRoutes: FastifyPluginAsync = async (app) => {
  registerOperation(
    app,
    ops.harvestFees,
    async ({ user, body }) => ({ message, transactions: await prepareHarvest(app, await walletCaller(app, user), body) }),
    bounded,
  );
  registerOperation(
    app,
    ops.setTransferFee,
    async ({ user, body }) => ({
      message: TEXTS.transferFeeChanged,
      transaction: await prepareSetTransferFee(app, await walletCaller(app, user), body),
    }),
    bounded,
  );
  registerOperation(
    app,
    ops.thaw,
    async ({ user, body }) => ({ message, transactions: await prepareFreezeChange(app, await walletCaller(app, user), body, 'thaw') }),
    bounded,
  );
  registerOperation(
    app,
    ops.freeze,
    async ({ user, body }) => ({ message, transactions: await prepareFreezeChange(app, await walletCaller(app, user), body, 'freeze') }),
    bounded,
  );
  registerOperation(
    app,
    ops.setInterestRate,
    async ({ user, body }) => ({ message, transaction: await prepareInterestRate(app, await walletCaller(app, user), body) }),
    bounded,
  );
};
