/**
 * Withdrawal: the user's custodial wallets pay. Access is checked, then, under one lock
 * per owner, a replayed request id is answered from its first run; otherwise the withdrawal is
 * planned against the chain and executed with the custodial keys.
 */
import type { WithdrawResponse } from '@toolkit/shared';
import type { FastifyInstance } from 'fastify';
import { userTransactionContext } from '../transactions/index.ts';
import { createWithdrawalAccountService } from '../withdrawal-accounts/index.ts';
import type { BalanceService } from './balances.ts';
import type { WalletService } from './custodial-wallets.ts';
import { createRequestReplay } from './request-replay.ts';
import type { TransferUser, WithdrawalOrder } from './transfer-request.ts';
import { checkWithdrawalAccess } from './withdrawal-access.ts';
import { executeWithdrawal } from './withdrawal-execution.ts';
import { planWithdrawal } from './withdrawal-plan.ts';

/**
 * One lock for the user's whole wallet set, so two racing withdrawals never spend the same
 * lamports: a custodial wallet has exactly one owner, and one advisory lock per signer (up to 10
 * per transaction) would hold as many database connections.
 */
const ownerLock = (userId: string) => `wallet:owner:${userId}`;

export function createWithdrawalService(app: FastifyInstance, wallets: WalletService, balances: BalanceService) {
  const accounts = createWithdrawalAccountService(app.db);
  const replayOr = createRequestReplay(app.db);

  return async function withdraw(user: TransferUser, order: WithdrawalOrder): Promise<WithdrawResponse> {
    await checkWithdrawalAccess(wallets, accounts, user, order.payloads);
    return app.locks.withLock(ownerLock(user.id), () =>
      replayOr(user.id, order.requestId, async () => {
        const { rpc, rpcUrl, prioritySol } = await userTransactionContext(app, user.id);
        const plan = await planWithdrawal(rpc, prioritySol, order);
        const response = await executeWithdrawal(app, {
          userId: user.id,
          rpcUrl,
          payloads: order.payloads,
          asset: order.asset,
          plan,
          requestId: order.requestId,
        });
        if (plan.mints.length) await balances.rememberMints(user.id, plan.mints);
        return response;
      }),
    );
  };
}
