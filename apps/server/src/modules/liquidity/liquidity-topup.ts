/**
 * What a deposit or withdrawal is owed above the minimum its user signed for, the way swaps'
 * price improvements work (pool-sequencer.ts): the user signs a guaranteed minimum (LP for a
 * deposit, both payouts for a withdrawal); at submission, under the pool's lock, liquidity-kinds.ts
 * decides what is owed at the reserves then and records the difference here before the pool signs.
 * Once the deposit or withdrawal landed the pool pays it in its own transaction: LP minted by the
 * pool (the LP mint's authority), or each side paid from its vault. The payment takes its
 * idempotency key in the top-up's row before it is built and the transaction core runs it under
 * that key, so it is recorded before it is sent and executed at most once, across requests,
 * instances and restarts (liquidity-topup-recovery.ts). A payment that failed for good releases the
 * top-up to the next one. The statement that marks it paid also closes the operation's reservation
 * into the sequencer's anchor (pool-sequencer.ts closeTopUp).
 */
import { randomUUID } from 'node:crypto';
import { improvementInstructions, lpTopUpInstructions } from '@toolkit/chain';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { poolTopUps, users } from '../../db/schema.ts';
import { isAppError } from '../../lib/errors.ts';
import { buildTransactionMessage, CHAIN_FAILURE_CODES, type PendingTransaction } from '../transactions/index.ts';
import { poolSides } from './pool-row.ts';
import type { PoolSequencer } from './pool-sequencer.ts';
import type { PoolRow } from './pool-store.ts';
import { poolTransferFees } from './pool-transfer-fees.ts';

export const TOPUP_KIND = 'pool.topup';
/** The network fee of the pool's payment (one signature), handed over in each deposit and withdrawal, paid or not. */
export const TOPUP_PAYMENT_FEE = 5000n;
const TOKEN_ACCOUNT_SIZE = 165n;
/** Failures after which the payment cannot land any more: the top-up goes to the next payment. */
const RETRYABLE: ReadonlySet<string> = new Set([...CHAIN_FAILURE_CODES, 'TRANSACTION_RPC_UNAVAILABLE']);
const MAX_ATTEMPTS = 5;

export interface TopUpAmounts {
  lpAmount: bigint;
  baseAmount: bigint;
  quoteAmount: bigint;
}

export interface TopUp extends TopUpAmounts {
  id: string;
  poolId: string;
  transactionId: string;
  userId: string;
  paymentKey: string | null;
  status: 'open' | 'paid' | 'dropped';
  createdAt: Date;
}

const toTopUp = (r: typeof poolTopUps.$inferSelect): TopUp => ({
  ...r,
  lpAmount: BigInt(r.lpAmount),
  baseAmount: BigInt(r.baseAmount),
  quoteAmount: BigInt(r.quoteAmount),
});

export function createTopUps(app: FastifyInstance, sequencer: PoolSequencer) {
  const { db } = app;
  app.transactions.registerKind(TOPUP_KIND, {});

  async function payment(row: PoolRow, t: TopUp, key: string) {
    const rpc = app.clusters.rpcAt(row.rpcUrl);
    const sides = poolSides(row, await poolTransferFees(rpc, row));
    const [owner] = await db.select({ address: users.phantomAddress }).from(users).where(eq(users.id, t.userId));
    const user = owner!.address;
    const rent = t.baseAmount > 0n || t.quoteAmount > 0n ? await rpc.getMinimumBalanceForRentExemption(TOKEN_ACCOUNT_SIZE).send() : 0n;
    const payout = (token: typeof sides.base, vault: string, amount: bigint) =>
      amount > 0n
        ? improvementInstructions({ pool: row.address, token, vault, payees: [{ user, amount }], receipts: [], tokenAccountRent: rent })
        : [];
    const instructions = [
      ...(t.lpAmount > 0n ? await lpTopUpInstructions(sides, user, t.lpAmount) : []),
      ...(await payout(sides.base, sides.baseVault, t.baseAmount)),
      ...(await payout(sides.quote, sides.quoteVault, t.quoteAmount)),
    ];
    const message = await buildTransactionMessage({
      rpc,
      feePayer: row.address,
      instructions,
      prioritySol: 0,
      computeUnitLimit: 120_000,
      version: 0,
    });
    return {
      // The pool's record, not a user's: the amount is already in the deposit's or withdrawal's answer.
      userId: row.userId,
      kind: TOPUP_KIND,
      message,
      rpcUrl: row.rpcUrl,
      serverSigners: [{ type: 'custodial' as const, address: row.address }],
      context: { pool: row.address, for: t.transactionId },
      idempotencyKey: key,
    };
  }

  async function byId(id: string): Promise<TopUp | null> {
    const [r] = await db.select().from(poolTopUps).where(eq(poolTopUps.id, id));
    return r ? toTopUp(r) : null;
  }

  /** Runs (or resumes) the payment under `key`: true once it landed and the top-up is paid. */
  async function run(row: PoolRow, t: TopUp, key: string): Promise<boolean> {
    try {
      // A key already recorded (a payment resumed after a crash, or another instance's) runs as recorded, never anew.
      const { signature } = await app.transactions.execute(await payment(row, t, key));
      await sequencer.closeTopUp(t.id, signature);
      return true;
    } catch (e) {
      if (!isAppError(e) || !RETRYABLE.has(e.code)) throw e;
      await db
        .update(poolTopUps)
        .set({ paymentKey: null })
        .where(and(eq(poolTopUps.id, t.id), eq(poolTopUps.paymentKey, key), eq(poolTopUps.status, 'open')));
      return false;
    }
  }

  /** Pays the top-up exactly once, whoever else is paying it. */
  async function pay(row: PoolRow, first: TopUp): Promise<void> {
    let t: TopUp | null = first;
    for (let attempt = 1; t && t.status === 'open'; attempt++) {
      if (attempt > MAX_ATTEMPTS) throw new Error(`top-up ${t.id} on ${row.address} still unpaid after ${MAX_ATTEMPTS} payments`);
      let key = t.paymentKey;
      if (!key) {
        const fresh = `pool-topup:${randomUUID()}`;
        const [claimed] = await db
          .update(poolTopUps)
          .set({ paymentKey: fresh })
          .where(and(eq(poolTopUps.id, t.id), eq(poolTopUps.status, 'open'), isNull(poolTopUps.paymentKey)))
          .returning();
        key = claimed ? fresh : null;
      }
      if (key && (await run(row, t, key))) return;
      t = await byId(t.id);
    }
  }

  return {
    /** Under the pool's lock, before the pool signs: what is owed above the minimum, recorded (nothing when nothing is owed). */
    async record(p: PendingTransaction, row: PoolRow, owed: TopUpAmounts): Promise<void> {
      if (owed.lpAmount <= 0n && owed.baseAmount <= 0n && owed.quoteAmount <= 0n) return;
      await db
        .insert(poolTopUps)
        .values({
          poolId: row.id,
          transactionId: p.id,
          userId: p.userId,
          lpAmount: owed.lpAmount.toString(),
          baseAmount: owed.baseAmount.toString(),
          quoteAmount: owed.quoteAmount.toString(),
        })
        .onConflictDoNothing();
    },

    async byTransaction(transactionId: string): Promise<TopUp | null> {
      const [r] = await db.select().from(poolTopUps).where(eq(poolTopUps.transactionId, transactionId));
      return r ? toTopUp(r) : null;
    },

    /** The deposit or withdrawal can no longer land: nothing is owed. */
    async drop(transactionId: string): Promise<void> {
      await db
        .update(poolTopUps)
        .set({ status: 'dropped' })
        .where(and(eq(poolTopUps.transactionId, transactionId), eq(poolTopUps.status, 'open')));
    },

    /**
     * Once the deposit or withdrawal landed: pays its top-up (if any), exactly once, and the
     * operation closes into the sequencer's anchor (with the payment, in one statement).
     */
    async settle(row: PoolRow, transactionId: string): Promise<TopUp | null> {
      const t = await this.byTransaction(transactionId);
      if (!t) await sequencer.close(transactionId, null);
      else if (t.status === 'open') await pay(row, t);
      return t && (await byId(t.id));
    },
  };
}
export type TopUps = ReturnType<typeof createTopUps>;
