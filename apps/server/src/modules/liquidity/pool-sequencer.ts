/**
 * Sequencing swaps on a pool without serialising them through confirmation (DESIGN.md 4).
 *
 * Note (the design, also in README "Trust model"): pools are held by server keys, so the bytes
 * a user signs are fixed when the swap is built. They pay the user's minimum received. When the
 * swap is submitted, under the pool's lock (held only to decide and sign), the sequencer decides
 * the output at the pool's reserves as they will be once every swap already signed has landed,
 * refuses the swap if that output is below its minimum, and otherwise records a reservation:
 * what the swap moves in and out of the vaults, including the improvement above the minimum,
 * which the pool pays in its own transaction, sent right behind the swap and landing only if the
 * swap did (it closes the swap's receipt). The reservation is written before the swap is sent, so
 * the improvement is paid exactly once, also after a crash (improvement-payment.ts: a payment
 * pays several swaps, each reservation is in one at a time).
 *
 * The reserves a decision uses are the settled anchor (the vaults after every closed operation,
 * re-read from the chain whenever nothing is in flight) plus the open reservations: all that
 * landed, and those not yet landed that push the price against this swap (same direction). A
 * swap in flight the other way is counted only once it landed: it may still expire, and the pool
 * must hold its constant product whichever in-flight swaps land and in whatever order. An open
 * reservation keeps its amounts reserved until it is paid, or until its transaction failed or its
 * blockhash expired without it landing.
 */
import type { Rpc, Signature, SolanaRpcApi } from '@solana/kit';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pendingTransactions, poolReservations, pools } from '../../db/schema.ts';
import { readPoolState } from './pool-state.ts';
import type { PoolRow } from './pool-store.ts';

export interface Reserves {
  base: bigint;
  quote: bigint;
}

export interface Reservation {
  id: string;
  poolId: string;
  transactionId: string;
  userId: string;
  direction: 'xy' | 'yx';
  baseDelta: bigint;
  quoteDelta: bigint;
  minimumOut: bigint;
  improvement: bigint;
  paymentKey: string | null;
  paidSignature: string | null;
  /** The swap's receipt, closed by the payment that pays it (null: a swap built before receipts). */
  receipt: string | null;
  status: 'open' | 'closed' | 'dropped';
  createdAt: Date;
}

interface OpenReservation extends Reservation {
  /** The swap transaction's state in the transaction core. */
  txStatus: string;
  signature: string | null;
  lastValidBlockHeight: bigint;
}

/** A blockhash lives about 60 s; an open swap younger than this cannot have expired. */
const MAYBE_EXPIRED_MS = 55_000;

const toReservation = (r: typeof poolReservations.$inferSelect): Reservation => ({
  ...r,
  baseDelta: BigInt(r.baseDelta),
  quoteDelta: BigInt(r.quoteDelta),
  minimumOut: BigInt(r.minimumOut),
  improvement: BigInt(r.improvement),
});

export function createPoolSequencer(app: FastifyInstance) {
  const { db } = app;

  async function setStatus(ids: string[], status: 'dropped'): Promise<void> {
    if (ids.length > 0)
      await db
        .update(poolReservations)
        .set({ status })
        .where(and(inArray(poolReservations.id, ids), eq(poolReservations.status, 'open')));
  }

  /** Open swaps that can no longer land (failed, or expired unseen) release their amounts. */
  async function dropDead(rpc: Rpc<SolanaRpcApi>, open: OpenReservation[]): Promise<OpenReservation[]> {
    const dead = new Set(open.filter((r) => r.txStatus === 'failed').map((r) => r.id));
    const old = open.filter((r) => r.txStatus === 'submitting' && !dead.has(r.id) && Date.now() - r.createdAt.getTime() > MAYBE_EXPIRED_MS);
    if (old.length > 0) {
      // Height first, then statuses: unseen after its blockhash died means it never landed.
      const height = await rpc.getBlockHeight({ commitment: 'confirmed' }).send();
      const expired = old.filter((r) => height > r.lastValidBlockHeight);
      const withSig = expired.filter((r) => r.signature);
      const { value } = withSig.length
        ? await rpc
            .getSignatureStatuses(
              withSig.map((r) => r.signature as Signature),
              { searchTransactionHistory: true },
            )
            .send()
        : { value: [] };
      const seen = new Set(withSig.filter((_, i) => value[i]).map((r) => r.id));
      for (const r of expired) if (!seen.has(r.id)) dead.add(r.id);
    }
    await setStatus([...dead], 'dropped');
    return open.filter((r) => !dead.has(r.id));
  }

  // Built once: every quote and every swap decision asks it.
  const snapshotQuery = db
    .select({
      base: pools.settledBaseReserve,
      quote: pools.settledQuoteReserve,
      r: poolReservations,
      txStatus: pendingTransactions.status,
      signature: pendingTransactions.signature,
      lvbh: pendingTransactions.lastValidBlockHeight,
    })
    .from(pools)
    .leftJoin(poolReservations, and(eq(poolReservations.poolId, pools.id), eq(poolReservations.status, 'open')))
    .leftJoin(pendingTransactions, eq(pendingTransactions.id, poolReservations.transactionId))
    .where(eq(pools.id, sql.placeholder('pool')))
    .prepare('pool_snapshot');

  /**
   * The open reservations and the stored anchor as of one instant. A swap's close() moves its
   * amounts from the first to the second in one statement; reading both in one statement (one
   * snapshot, under any isolation level) sees each landed swap exactly once. Two reads could see
   * it in both when a close falls between them, on PostgreSQL where closes run concurrently.
   */
  async function snapshot(poolId: string): Promise<{ open: OpenReservation[]; stored: { base: string | null; quote: string | null } | undefined }> {
    const rows = await snapshotQuery.execute({ pool: poolId });
    const open: OpenReservation[] = [];
    for (const { r, txStatus, signature, lvbh } of rows) {
      if (r && txStatus !== null && lvbh !== null) open.push({ ...toReservation(r), txStatus, signature, lastValidBlockHeight: BigInt(lvbh) });
    }
    return { open, stored: rows[0] && { base: rows[0].base, quote: rows[0].quote } };
  }

  /** The anchor: the stored one, or (nothing in flight) the chain's vaults now, stored for the next decision. */
  async function anchor(
    rpc: Rpc<SolanaRpcApi>,
    row: PoolRow,
    inFlight: number,
    stored: { base: string | null; quote: string | null } | undefined,
  ): Promise<Reserves | null> {
    if (inFlight > 0 && stored?.base != null && stored.quote != null) return { base: BigInt(stored.base), quote: BigInt(stored.quote) };
    const state = await readPoolState(rpc, row);
    if (!state) return null;
    await db
      .update(pools)
      .set({ settledBaseReserve: state.baseReserve.toString(), settledQuoteReserve: state.quoteReserve.toString() })
      .where(eq(pools.id, row.id));
    return { base: state.baseReserve, quote: state.quoteReserve };
  }

  const withDeltas = (start: Reserves, rs: Reservation[]): Reserves =>
    rs.reduce((acc, r) => ({ base: acc.base + r.baseDelta, quote: acc.quote + r.quoteDelta }), start);

  return {
    /**
     * Under the pool's lock: the reserves a swap in `direction` executes at (see the note above);
     * null when the pool's vaults cannot be read. Reservations and anchor come from one snapshot.
     */
    async reservesForSwap(rpc: Rpc<SolanaRpcApi>, row: PoolRow, direction: 'xy' | 'yx'): Promise<Reserves | null> {
      const seen = await snapshot(row.id);
      const open = await dropDead(rpc, seen.open);
      const start = await anchor(rpc, row, open.length, seen.stored);
      if (!start) return null;
      return withDeltas(
        start,
        open.filter((r) => r.txStatus === 'confirmed' || r.direction === direction),
      );
    },

    /**
     * Under the pool's lock, before the pool signs a deposit or withdrawal: the landed swaps counted,
     * and of those still in flight (which may yet expire) each side's deltas bounded the way that
     * favours the pool whichever of them land: 'most' (a deposit's LP is smaller the larger the
     * reserves) counts only what they add, 'least' (a withdrawal's share is smaller the smaller
     * the reserves) only what they take. With nothing in flight both are the reserves.
     */
    async reservesForLiquidity(rpc: Rpc<SolanaRpcApi>, row: PoolRow, bound: 'most' | 'least'): Promise<Reserves | null> {
      const seen = await snapshot(row.id);
      const open = await dropDead(rpc, seen.open);
      const start = await anchor(rpc, row, open.length, seen.stored);
      if (!start) return null;
      const counted = (d: bigint) => (bound === 'most' ? d > 0n : d < 0n);
      return open.reduce(
        (acc, r) =>
          r.txStatus === 'confirmed'
            ? { base: acc.base + r.baseDelta, quote: acc.quote + r.quoteDelta }
            : { base: acc.base + (counted(r.baseDelta) ? r.baseDelta : 0n), quote: acc.quote + (counted(r.quoteDelta) ? r.quoteDelta : 0n) },
        start,
      );
    },

    /** For quotes (no lock): the chain adjusted for every swap in flight. */
    async quoteReserves(rpc: Rpc<SolanaRpcApi>, row: PoolRow): Promise<Reserves | null> {
      const { open, stored } = await snapshot(row.id);
      if (open.length === 0) {
        const state = await readPoolState(rpc, row);
        return state && { base: state.baseReserve, quote: state.quoteReserve };
      }
      if (stored?.base == null || stored.quote == null) return null;
      return withDeltas({ base: BigInt(stored.base), quote: BigInt(stored.quote) }, open);
    },

    /** Under the pool's lock, before the swap is signed: its amounts and improvement, recorded. */
    async open(r: Omit<Reservation, 'id' | 'status' | 'paymentKey' | 'paidSignature' | 'createdAt'>): Promise<Reservation> {
      const [row] = await db
        .insert(poolReservations)
        .values({
          ...r,
          baseDelta: r.baseDelta.toString(),
          quoteDelta: r.quoteDelta.toString(),
          minimumOut: r.minimumOut.toString(),
          improvement: r.improvement.toString(),
        })
        .returning();
      return toReservation(row!);
    },

    async byTransaction(transactionId: string): Promise<Reservation | null> {
      const [r] = await db.select().from(poolReservations).where(eq(poolReservations.transactionId, transactionId));
      return r ? toReservation(r) : null;
    },

    /** Swaps that landed (or may have) and still owe their improvement, on every pool. */
    async unpaid(): Promise<Array<Reservation & { txStatus: string; signature: string | null }>> {
      const rows = await db
        .select({ r: poolReservations, txStatus: pendingTransactions.status, signature: pendingTransactions.signature })
        .from(poolReservations)
        .innerJoin(pendingTransactions, eq(pendingTransactions.id, poolReservations.transactionId))
        .where(and(eq(poolReservations.status, 'open'), inArray(pendingTransactions.status, ['submitting', 'confirmed'])));
      return rows.map(({ r, txStatus, signature }) => ({ ...toReservation(r), txStatus, signature }));
    },

    /**
     * The swap landed and its improvement (if any) was paid: its amounts join the anchor, in one
     * statement, exactly once. No lock needed: decisions read reservations and the
     * anchor in one snapshot (see snapshot()).
     */
    async close(transactionId: string, paidSignature: string | null): Promise<void> {
      // One statement, so it is atomic and a snapshot sees the amounts on one side only.
      await db.execute(sql`
        with closed as (
          update ${poolReservations} set status = 'closed', paid_signature = ${paidSignature}
          where transaction_id = ${transactionId} and status = 'open'
          returning pool_id, base_delta, quote_delta
        )
        update ${pools} set
          settled_base_reserve = settled_base_reserve + closed.base_delta,
          settled_quote_reserve = settled_quote_reserve + closed.quote_delta
        from closed where ${pools.id} = closed.pool_id`);
    },

    /**
     * Puts the open reservations among `ids` that are in no payment yet into the payment `key`
     * (before it is built): each improvement is in one payment at a time, across instances.
     */
    async claimPayment(ids: string[], key: string): Promise<Reservation[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .update(poolReservations)
        .set({ paymentKey: key })
        .where(and(inArray(poolReservations.id, ids), eq(poolReservations.status, 'open'), isNull(poolReservations.paymentKey)))
        .returning();
      return rows.map(toReservation);
    },

    /** The reservations `ids` as they are now (closed ones included). */
    async byIds(ids: string[]): Promise<Reservation[]> {
      if (ids.length === 0) return [];
      return (await db.select().from(poolReservations).where(inArray(poolReservations.id, ids))).map(toReservation);
    },

    /** The open reservations a payment pays. */
    async inPayment(key: string): Promise<Reservation[]> {
      const rows = await db
        .select()
        .from(poolReservations)
        .where(and(eq(poolReservations.paymentKey, key), eq(poolReservations.status, 'open')));
      return rows.map(toReservation);
    },

    /** The payment `key` landed: every swap it paid closes, its amounts join the anchor, in one statement, once. */
    async closePaid(key: string, paidSignature: string): Promise<void> {
      await db.execute(sql`
        with closed as (
          update ${poolReservations} set status = 'closed', paid_signature = ${paidSignature}
          where payment_key = ${key} and status = 'open'
          returning pool_id, base_delta, quote_delta
        ), moved as (
          select pool_id, sum(base_delta) as base_delta, sum(quote_delta) as quote_delta from closed group by pool_id
        )
        update ${pools} set
          settled_base_reserve = settled_base_reserve + moved.base_delta,
          settled_quote_reserve = settled_quote_reserve + moved.quote_delta
        from moved where ${pools.id} = moved.pool_id`);
    },

    /** The payment `key` can no longer land (failed, or expired unseen): its swaps wait for another. */
    async releasePayment(key: string): Promise<void> {
      await db
        .update(poolReservations)
        .set({ paymentKey: null })
        .where(and(eq(poolReservations.paymentKey, key), eq(poolReservations.status, 'open')));
    },

    /** The swap can no longer land: its amounts are released. */
    async drop(transactionId: string): Promise<void> {
      await db
        .update(poolReservations)
        .set({ status: 'dropped' })
        .where(and(eq(poolReservations.transactionId, transactionId), eq(poolReservations.status, 'open')));
    },

    /** A deposit or withdrawal landed (it held the pool's lock through confirmation): the anchor moves with it. */
    async settleLiquidity(poolId: string, baseDelta: bigint, quoteDelta: bigint): Promise<void> {
      await db
        .update(pools)
        .set({
          settledBaseReserve: sql`${pools.settledBaseReserve} + ${baseDelta.toString()}::numeric`,
          settledQuoteReserve: sql`${pools.settledQuoteReserve} + ${quoteDelta.toString()}::numeric`,
        })
        .where(eq(pools.id, poolId));
    },
  };
}
export type PoolSequencer = ReturnType<typeof createPoolSequencer>;
