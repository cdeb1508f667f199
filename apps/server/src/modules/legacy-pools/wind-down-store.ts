/**
 * The wind-down's rows (db/schema/legacy-pools.ts): created whole from a snapshot, and moved
 * between states only by conditional updates, so two instances can never both send a payout.
 */
import { and, count, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  legacyPoolPayoutBatches as batches,
  legacyPoolPayouts as payouts,
  legacyPoolWindDowns as windDowns,
  lpLocks,
  pendingTransactions,
  pools,
  users,
  type PayoutBatchStatus,
} from '../../db/schema.ts';
import type { LockShare, PlannedPayout } from './payout-shares.ts';
import type { PoolSnapshot } from './lp-holders.ts';

export type WindDownRow = typeof windDowns.$inferSelect;
export type PayoutRow = typeof payouts.$inferSelect;

export type Verdict = { status: 'landed'; signature: string } | { status: 'expired' } | { status: 'failed'; error: string; signature: string | null };

export function createWindDownStore(app: FastifyInstance) {
  const { db } = app;
  const now = () => new Date();

  return {
    /** Pools to wind down: active ones made before `cutoff`, and every one closed and not yet wound down. */
    async unfinished(cutoff: Date) {
      return db
        .select({ pool: pools })
        .from(pools)
        .leftJoin(windDowns, eq(windDowns.poolId, pools.id))
        .where(
          and(
            or(and(eq(pools.status, 'active'), lte(pools.createdAt, cutoff)), eq(pools.status, 'closed')),
            or(isNull(windDowns.id), eq(windDowns.status, 'paying')),
          ),
        )
        .orderBy(pools.createdAt);
    },

    async byPool(poolId: string): Promise<WindDownRow | null> {
      const [row] = await db.select().from(windDowns).where(eq(windDowns.poolId, poolId));
      return row ?? null;
    },

    /**
     * Transactions on the pool an earlier version sent and did not see settle, with their state:
     * their vault movements must settle before any snapshot.
     */
    async inFlight(poolAddress: string) {
      return db
        .select({
          txStatus: pendingTransactions.status,
          signature: pendingTransactions.signature,
          lastValid: pendingTransactions.lastValidBlockHeight,
        })
        .from(pendingTransactions)
        .where(
          and(
            eq(pendingTransactions.status, 'submitting'),
            sql`${pendingTransactions.context}->>'pool' = ${poolAddress}`,
            sql`${pendingTransactions.kind} like 'pool.%'`,
          ),
        );
    },

    /** The pool's LP locks not released yet, with their owners' wallets. */
    async openLocks(poolId: string): Promise<LockShare[]> {
      const rows = await db
        .select({ id: lpLocks.id, owner: users.phantomAddress, amount: lpLocks.amount, unlockAt: lpLocks.unlockAt })
        .from(lpLocks)
        .innerJoin(users, eq(users.id, lpLocks.userId))
        .where(and(eq(lpLocks.poolId, poolId), eq(lpLocks.status, 'locked')));
      return rows.map((r) => ({ lockId: r.id, owner: r.owner, amount: BigInt(r.amount), unlockAt: r.unlockAt }));
    },

    /** Writes the snapshot and every payout in one database transaction; the row already there if another did first. */
    async start(poolId: string, snapshot: PoolSnapshot, planned: PlannedPayout[]): Promise<WindDownRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(windDowns)
          .values({
            poolId,
            status: 'paying',
            baseReserve: snapshot.baseReserve.toString(),
            quoteReserve: snapshot.quoteReserve.toString(),
            lpSupply: snapshot.lpSupply.toString(),
          })
          .onConflictDoNothing()
          .returning();
        if (!row) return (await tx.select().from(windDowns).where(eq(windDowns.poolId, poolId)))[0]!;
        if (planned.length)
          await tx.insert(payouts).values(
            planned.map((p) => ({
              windDownId: row.id,
              kind: p.kind,
              payoutKey: p.payoutKey,
              recipient: p.recipient,
              lpAmount: p.lpAmount.toString(),
              baseAmount: p.baseAmount.toString(),
              quoteAmount: p.quoteAmount.toString(),
              dueAt: p.dueAt,
              status: 'pending' as const,
            })),
          );
        return row;
      });
    },

    /** Pending payouts whose date (if any) the chain's clock has passed. */
    async due(windDownId: string, chainNow: Date): Promise<PayoutRow[]> {
      return db
        .select()
        .from(payouts)
        .where(and(eq(payouts.windDownId, windDownId), eq(payouts.status, 'pending'), or(isNull(payouts.dueAt), lte(payouts.dueAt, chainNow))))
        .orderBy(payouts.payoutKey);
    },

    /** Pending lock payouts whose date the chain's clock has not passed: their shares go into escrows. */
    async locksAhead(windDownId: string, chainNow: Date): Promise<PayoutRow[]> {
      return db
        .select()
        .from(payouts)
        .where(and(eq(payouts.windDownId, windDownId), eq(payouts.status, 'pending'), eq(payouts.kind, 'lock'), gt(payouts.dueAt, chainNow)))
        .orderBy(payouts.payoutKey);
    },

    async all(windDownId: string): Promise<PayoutRow[]> {
      return db.select().from(payouts).where(eq(payouts.windDownId, windDownId));
    },

    openBatches: (windDownId: string) =>
      db
        .select({ id: batches.id })
        .from(batches)
        .where(and(eq(batches.windDownId, windDownId), eq(batches.status, 'sending' satisfies PayoutBatchStatus))),

    /** A batch row, and its payouts pointed at it, only if each is still pending; null otherwise (nothing written). */
    async recordBatch(windDownId: string, payoutIds: string[]): Promise<string | null> {
      try {
        return await db.transaction(async (tx) => {
          const [batch] = await tx.insert(batches).values({ windDownId, status: 'sending' }).returning({ id: batches.id });
          const claimed = await tx
            .update(payouts)
            .set({ status: 'sending', batchId: batch!.id })
            .where(and(inArray(payouts.id, payoutIds), eq(payouts.status, 'pending')))
            .returning({ id: payouts.id });
          if (claimed.length !== payoutIds.length) throw new Taken();
          return batch!.id;
        });
      } catch (e) {
        if (e instanceof Taken) return null;
        throw e;
      }
    },

    /** Records the chain's verdict on a batch and on every payout it carries. */
    async settle(batchId: string, verdict: Verdict): Promise<void> {
      await db.transaction(async (tx) => {
        const inBatch = and(eq(payouts.batchId, batchId), eq(payouts.status, 'sending'));
        const batchSet =
          verdict.status === 'landed'
            ? { status: 'landed' as const, signature: verdict.signature }
            : verdict.status === 'expired'
              ? { status: 'expired' as const }
              : { status: 'failed' as const, error: verdict.error, signature: verdict.signature };
        await tx
          .update(batches)
          .set({ ...batchSet, updatedAt: now() })
          .where(eq(batches.id, batchId));
        if (verdict.status === 'landed') await tx.update(payouts).set({ status: 'paid', signature: verdict.signature }).where(inBatch);
        else if (verdict.status === 'expired') await tx.update(payouts).set({ status: 'pending', batchId: null }).where(inBatch);
        else await tx.update(payouts).set({ status: 'failed', error: verdict.error, signature: verdict.signature }).where(inBatch);
      });
    },

    /** The dust left once every holder and lock was paid, recorded once before it is sent. */
    async recordDust(windDownId: string, treasury: string, baseAmount: bigint, quoteAmount: bigint): Promise<void> {
      await db
        .insert(payouts)
        .values({
          windDownId,
          kind: 'treasury',
          payoutKey: 'treasury',
          recipient: treasury,
          lpAmount: '0',
          baseAmount: baseAmount.toString(),
          quoteAmount: quoteAmount.toString(),
          // Nothing left: nothing to send.
          status: baseAmount === 0n && quoteAmount === 0n ? 'paid' : 'pending',
        })
        .onConflictDoNothing();
    },

    async finish(windDownId: string): Promise<boolean> {
      const done = await db
        .update(windDowns)
        .set({ status: 'wound_down', updatedAt: now() })
        .where(and(eq(windDowns.id, windDownId), eq(windDowns.status, 'paying')))
        .returning({ id: windDowns.id });
      return done.length === 1;
    },

    /** Sums of what landed, for the pool's summary line. */
    async paidTotals(windDownId: string) {
      const [t] = await db
        .select({
          payouts: count(),
          base: sql<string>`coalesce(sum(${payouts.baseAmount}), 0)`,
          quote: sql<string>`coalesce(sum(${payouts.quoteAmount}), 0)`,
        })
        .from(payouts)
        .where(and(eq(payouts.windDownId, windDownId), eq(payouts.status, 'paid'), inArray(payouts.kind, ['holder', 'lock'])));
      return { payouts: Number(t?.payouts ?? 0), base: BigInt(t?.base ?? 0), quote: BigInt(t?.quote ?? 0) };
    },
  };
}
export type WindDownStore = ReturnType<typeof createWindDownStore>;

class Taken extends Error {}
