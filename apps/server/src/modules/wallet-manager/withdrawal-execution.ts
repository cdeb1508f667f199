/**
 * Executing a planned withdrawal: each message signed with the custodial keys and sent through
 * the transaction core, a few at a time. One failed transaction fails only its own payloads; the
 * answer says which, so the app can retry exactly those.
 */
import { compileTransaction } from '@solana/kit';
import { TEXTS, type WithdrawPayload, type WithdrawResponse, type WithdrawResult } from '@toolkit/shared';
import type { FastifyInstance } from 'fastify';
import { mapLimited } from '../../lib/map-limited.ts';
import type { WithdrawalPlan } from './withdrawal-plan.ts';

export const WITHDRAW_KIND = 'wallet.withdraw';
/** Withdrawal transactions in flight at once (all validated up front, under the user's lock). */
const PARALLEL_EXECUTIONS = 3;

export interface WithdrawalRun {
  userId: string;
  rpcUrl: string;
  payloads: WithdrawPayload[];
  asset: string;
  plan: WithdrawalPlan;
  /** Makes each transaction of a retried request the same one (see request-replay). */
  requestId?: string;
}

export async function executeWithdrawal(
  app: FastifyInstance,
  { userId, rpcUrl, payloads, asset, plan, requestId }: WithdrawalRun,
): Promise<WithdrawResponse> {
  const outcomes = await mapLimited(plan.messages, PARALLEL_EXECUTIONS, async (message, b) => {
    // In the compiled message's signer order: the core lays signatures out in the order given.
    const signers = Object.keys(compileTransaction(message).signatures);
    try {
      const { signature } = await app.transactions.execute({
        userId,
        kind: WITHDRAW_KIND,
        message,
        rpcUrl,
        serverSigners: signers.map((a) => ({ type: 'custodial' as const, address: a })),
        context: { asset, payloads: plan.batches[b] },
        idempotencyKey: requestId ? `withdraw:${requestId}:${b}` : undefined,
      });
      return { ok: true as const, signature };
    } catch (e) {
      return { ok: false as const, message: e instanceof Error ? e.message : TEXTS.transactionFailed };
    }
  });

  const results: WithdrawResult[] = payloads.map((p, i) => {
    const outcome = outcomes[plan.batches.findIndex((batch) => batch.includes(i))]!;
    return {
      index: i,
      senderPubKey: p.senderPubKey,
      recipient: p.recipient,
      amount: plan.amounts[i]!.toString(),
      ok: outcome.ok,
      signature: outcome.ok ? outcome.signature : null,
      ...(outcome.ok ? {} : { message: `${TEXTS.transactionFailed}: ${outcome.message}` }),
    };
  });
  return {
    success: true,
    message: outcomes.every((o) => o.ok) ? TEXTS.withdrawalCompleted : TEXTS.withdrawalPartlyFailed,
    signatures: outcomes.flatMap((o) => (o.ok ? [o.signature] : [])),
    results,
  };
}
