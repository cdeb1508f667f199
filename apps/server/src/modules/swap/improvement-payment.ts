/**
 * Paying a swap's price improvement (pool-sequencer.ts): a transaction only the pool signs, run by
 * the transaction core with an idempotency key per swap, so it is recorded before it is sent and
 * executed at most once, whichever request (the swap's own, or the recovery after a restart) asks.
 */
import { improvementInstructions } from '@toolkit/chain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema.ts';
import { isAppError } from '../../lib/errors.ts';
import { poolSides, type PoolRow, type PoolSequencer, type Reservation } from '../liquidity/index.ts';
import { buildTransactionMessage } from '../transactions/index.ts';

export const IMPROVEMENT_KIND = 'pool.improvement';
/** The network fee of the pool's payment (one signature, no priority fee), handed over in the swap. */
export const IMPROVEMENT_PAYMENT_FEE = 5000n;
const TOKEN_ACCOUNT_SIZE = 165n;
/** Outcomes the core records only when the payment cannot land any more. */
const RETRYABLE = new Set(['TRANSACTION_EXPIRED', 'TRANSACTION_FAILED']);
const MAX_ATTEMPTS = 5;

export function createImprovementPayer(app: FastifyInstance, sequencer: PoolSequencer) {
  app.transactions.registerKind(IMPROVEMENT_KIND, {});

  return {
    /** Pays what the swap's reservation owes (once) and closes it. */
    async settle(row: PoolRow, r: Reservation): Promise<void> {
      if (r.status !== 'open') return;
      if (r.improvement === 0n) return sequencer.close(r.transactionId, null);
      const [owner] = await app.db.select({ address: users.phantomAddress }).from(users).where(eq(users.id, r.userId));
      if (!owner) return;
      // Each attempt has its own key; the next is made only once the one before failed for good
      // (recorded as failed or expired by the core), so at most one ever lands.
      for (let attempt = 0; ; attempt++) {
        try {
          const { signature } = await app.transactions.execute(await payment(row, r, owner.address, attempt));
          return sequencer.close(r.transactionId, signature);
        } catch (e) {
          if (!isAppError(e) || !RETRYABLE.has(e.code) || attempt >= MAX_ATTEMPTS) throw e;
        }
      }
    },
  };

  async function payment(row: PoolRow, r: Reservation, user: string, attempt: number) {
    const rpc = app.clusters.rpcAt(row.rpcUrl);
    const sides = poolSides(row);
    const [token, vault] = r.direction === 'xy' ? [sides.quote, sides.quoteVault] : [sides.base, sides.baseVault];
    const message = await buildTransactionMessage({
      rpc,
      feePayer: row.address,
      instructions: await improvementInstructions({
        pool: row.address,
        user,
        token,
        vault,
        amount: r.improvement,
        tokenAccountRent: await rpc.getMinimumBalanceForRentExemption(TOKEN_ACCOUNT_SIZE).send(),
      }),
      prioritySol: 0,
      computeUnitLimit: 60_000,
      version: 0,
    });
    return {
      userId: r.userId,
      kind: IMPROVEMENT_KIND,
      message,
      rpcUrl: row.rpcUrl,
      serverSigners: [{ type: 'custodial' as const, address: row.address }],
      context: { pool: row.address, swap: r.transactionId },
      idempotencyKey: `pool-improvement:${r.transactionId}:${attempt}`,
    };
  }
}
export type ImprovementPayer = ReturnType<typeof createImprovementPayer>;
