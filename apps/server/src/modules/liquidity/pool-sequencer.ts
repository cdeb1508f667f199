/**
 * Sequencing swaps, deposits and withdrawals on a pool without serialising them through
 * confirmation (DESIGN.md 4).
 *
 * Note (the design, also in README "Trust model"): pools are held by server keys, so the bytes
 * a user signs are fixed when the operation is built. They pay the user's minimum: a swap's
 * minimum received, a deposit's minimum LP, a withdrawal's minimum of each side. When it is
 * submitted, under the pool's lock (held only to decide, sign and send, never through
 * confirmation), the sequencer gives the reserves to decide at, the operation is refused if its
 * minimum is not met there, and otherwise a reservation is recorded: what it moves in and out of
 * the vaults and the LP supply once it landed and the pool paid what it owes above the minimum
 * (a swap's improvement, improvement-payment.ts; a deposit's or withdrawal's top-up,
 * liquidity-topup.ts), each recorded before the operation is sent and paid exactly once, also
 * after a crash. A reservation stays open (its amounts reserved) until it is paid, or until its
 * transaction failed or its blockhash expired without it landing.
 *
 * The pool a decision sees is the settled anchor (vaults and LP supply after every closed
 * operation, re-read from the chain whenever nothing is in flight; moved only together with the
 * closing of reservations, in one statement) plus every reservation that landed, plus a subset of
 * those still in flight: any subset may land, in any order (the end state of a subset does not
 * depend on the order: each reservation's amounts were fixed when it was decided). The subset
 * taken is the one that gives the pool's side the least, found exactly (leastRatio(), Dinkelbach's
 * method: each decision is a ratio of the pool's amounts, linear in which reservations land):
 * - a swap pays out reserveOut * in / (reserveIn + in) (less its fee): the least reserveOut per
 *   reserveIn, so its output keeps k whichever land. Swaps in flight the same way are counted,
 *   those the other way are not (they may expire); a deposit in flight, whose reserves may never
 *   arrive, is counted only when it would worsen the price for this swap (deposited off the pool's
 *   ratio); a withdrawal in flight, whose payouts may leave, is counted when that gives less.
 * - a deposit is owed min(base * lp / baseReserve, quote * lp / quoteReserve): each side at the
 *   least LP per reserve. Every deposit and withdrawal decided this way raises the reserves per LP
 *   wherever it lands, so those in flight are counted as if they land; swaps in flight only when
 *   they add to that side.
 * - a withdrawal is paid lp * reserve / lpSupply of each side: the least reserve per LP, so
 *   deposits and withdrawals in flight are not counted (they could only raise it) and swaps in
 *   flight only when they take from that side. Its payout is below that side's vault in every
 *   state it can land in (it burns LP its owner holds there).
 * - an LP burn made in the app is reserved too (its LP supply taken): counted for deposits, not
 *   for withdrawals. One made outside the app, while operations are in flight, is seen only once
 *   none is (the anchor is re-read from the chain then).
 * So in every order k never falls across a swap, reserves per LP never fall across a deposit or
 * withdrawal (a deposit in flight shares in the fees of swaps that land before it, as with any
 * pool), every signed minimum is met and the vaults pay every output.
 */
import type { Rpc, Signature, SolanaRpcApi } from '@solana/kit';
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pendingTransactions, poolReservations, pools, poolTopUps, type ReservationKind } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { readPoolState } from './pool-state.ts';
import type { PoolRow } from './pool-store.ts';

export interface Reserves {
  base: bigint;
  quote: bigint;
}

/** One side's reserve and the LP supply, both of one state of the pool. */
export interface SideAndSupply {
  reserve: bigint;
  lpSupply: bigint;
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

/** An open reservation of any kind, as a decision counts it. */
interface InFlight {
  id: string;
  kind: ReservationKind;
  direction: 'xy' | 'yx' | null;
  baseDelta: bigint;
  quoteDelta: bigint;
  lpDelta: bigint;
  createdAt: Date;
  /** The transaction's state in the transaction core. */
  txStatus: string;
  signature: string | null;
  lastValidBlockHeight: bigint;
}

interface PoolAmounts {
  base: bigint;
  quote: bigint;
  lp: bigint;
}
type Side = 'base' | 'quote' | 'lp';

/** A blockhash lives about 60 s; an open operation younger than this cannot have expired. */
const MAYBE_EXPIRED_MS = 55_000;
const BPS = 10_000n;

/** Swap rows always carry a direction (only deposits' and withdrawals' have none). */
const toReservation = (r: typeof poolReservations.$inferSelect): Reservation => ({
  ...r,
  direction: r.direction ?? 'xy',
  baseDelta: BigInt(r.baseDelta),
  quoteDelta: BigInt(r.quoteDelta),
  minimumOut: BigInt(r.minimumOut),
  improvement: BigInt(r.improvement),
});

const deltaOf = (r: InFlight, side: Side) => (side === 'base' ? r.baseDelta : side === 'quote' ? r.quoteDelta : r.lpDelta);

/**
 * The subset of `items` (each adding n to the numerator and d to the denominator) that gives the
 * least (n0 + Σn) / (d0 + Σd), exactly (Dinkelbach: take every item below the ratio so far, until
 * the ratio stops falling; it falls strictly at each step, so this ends). Null when some subset
 * leaves the denominator at or below zero (a state the pool cannot be in while solvent).
 */
export function leastRatio(n0: bigint, d0: bigint, items: ReadonlyArray<{ n: bigint; d: bigint }>): boolean[] | null {
  if (items.reduce((sum, i) => sum + (i.d < 0n ? i.d : 0n), d0) <= 0n) return null;
  let [taken, n, d] = [items.map(() => false), n0, d0];
  for (;;) {
    const next = items.map((i) => i.n * d < n * i.d);
    const nn = items.reduce((sum, i, k) => sum + (next[k] ? i.n : 0n), n0);
    const dn = items.reduce((sum, i, k) => sum + (next[k] ? i.d : 0n), d0);
    if (nn * d >= n * dn) return taken;
    [taken, n, d] = [next, nn, dn];
  }
}

export function createPoolSequencer(app: FastifyInstance) {
  const { db } = app;

  /** Open operations that can no longer land (failed, or expired unseen) release their amounts. */
  async function dropDead(rpc: Rpc<SolanaRpcApi>, open: InFlight[]): Promise<InFlight[]> {
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
    if (dead.size > 0) {
      const dropped = await db
        .update(poolReservations)
        .set({ status: 'dropped' })
        .where(and(inArray(poolReservations.id, [...dead]), eq(poolReservations.status, 'open')))
        .returning({ transactionId: poolReservations.transactionId });
      // A deposit or withdrawal that can no longer land owes no top-up either.
      if (dropped.length > 0)
        await db
          .update(poolTopUps)
          .set({ status: 'dropped' })
          .where(
            and(
              inArray(
                poolTopUps.transactionId,
                dropped.map((d) => d.transactionId),
              ),
              eq(poolTopUps.status, 'open'),
            ),
          );
    }
    return open.filter((r) => !dead.has(r.id));
  }

  // Built once: every quote and every decision asks it.
  const snapshotQuery = db
    .select({
      status: pools.status,
      base: pools.settledBaseReserve,
      quote: pools.settledQuoteReserve,
      lp: pools.settledLpSupply,
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

  type Stored = { status: string; base: string | null; quote: string | null; lp: string | null } | undefined;
  /**
   * The open reservations and the stored anchor as of one instant. A close moves an operation's
   * amounts from the first to the second in one statement; reading both in one statement (one
   * snapshot, under any isolation level) sees each landed operation exactly once. Two reads could
   * see it in both when a close falls between them, on PostgreSQL where closes run concurrently.
   */
  async function snapshot(poolId: string): Promise<{ open: InFlight[]; stored: Stored }> {
    const rows = await snapshotQuery.execute({ pool: poolId });
    const open: InFlight[] = [];
    for (const { r, txStatus, signature, lvbh } of rows) {
      if (r && txStatus !== null && lvbh !== null)
        open.push({
          id: r.id,
          kind: r.kind,
          direction: r.direction,
          baseDelta: BigInt(r.baseDelta),
          quoteDelta: BigInt(r.quoteDelta),
          lpDelta: BigInt(r.lpDelta),
          createdAt: r.createdAt,
          txStatus,
          signature,
          lastValidBlockHeight: BigInt(lvbh),
        });
    }
    return { open, stored: rows[0] && { status: rows[0].status, base: rows[0].base, quote: rows[0].quote, lp: rows[0].lp } };
  }

  /**
   * The anchor: the stored one, or (nothing in flight) the chain's vaults and LP supply now, stored
   * for the next decision. A pool anchored before LP supplies were (only swaps in flight, which
   * leave it as it is) takes the chain's.
   */
  async function anchor(rpc: Rpc<SolanaRpcApi>, row: PoolRow, inFlight: number, stored: Stored): Promise<PoolAmounts | null> {
    if (inFlight > 0 && stored?.base != null && stored.quote != null && stored.lp != null)
      return { base: BigInt(stored.base), quote: BigInt(stored.quote), lp: BigInt(stored.lp) };
    const state = await readPoolState(rpc, row);
    if (!state) return null;
    const now =
      inFlight > 0 && stored?.base != null && stored.quote != null
        ? { base: BigInt(stored.base), quote: BigInt(stored.quote), lp: state.lpSupply }
        : { base: state.baseReserve, quote: state.quoteReserve, lp: state.lpSupply };
    await db
      .update(pools)
      .set({ settledBaseReserve: now.base.toString(), settledQuoteReserve: now.quote.toString(), settledLpSupply: now.lp.toString() })
      .where(eq(pools.id, row.id));
    return now;
  }

  /** Under the pool's lock: the anchor with every landed operation, and those still in flight. */
  async function decisionState(rpc: Rpc<SolanaRpcApi>, row: PoolRow): Promise<{ landed: PoolAmounts; inFlight: InFlight[] } | null> {
    const seen = await snapshot(row.id);
    // Read under the pool's lock: another instance's cached row may still say active, this never.
    if (seen.stored?.status === 'closed') throw new AppError('POOL_RETIRED');
    const open = await dropDead(rpc, seen.open);
    const start = await anchor(rpc, row, open.length, seen.stored);
    if (!start) return null;
    const landed = open.filter((r) => r.txStatus === 'confirmed');
    return { landed: withDeltas(start, landed), inFlight: open.filter((r) => r.txStatus !== 'confirmed') };
  }

  const withDeltas = (start: PoolAmounts, rs: InFlight[]): PoolAmounts =>
    rs.reduce((acc, r) => ({ base: acc.base + r.baseDelta, quote: acc.quote + r.quoteDelta, lp: acc.lp + r.lpDelta }), start);

  /**
   * The state (landed plus the subset of `inFlight` that lands) with the least (num + numOffset) /
   * (den + denOffset), each side scaled by its factor; null when none is safe to decide at.
   */
  function leastState(
    s: { landed: PoolAmounts; inFlight: InFlight[] },
    num: Side,
    den: Side,
    { denScale = 1n, denOffset = 0n }: { denScale?: bigint; denOffset?: bigint } = {},
  ): PoolAmounts | null {
    const items = s.inFlight.map((r) => ({ n: deltaOf(r, num), d: deltaOf(r, den) * denScale }));
    const taken = leastRatio(s.landed[num], s.landed[den] * denScale + denOffset, items);
    return (
      taken &&
      withDeltas(
        s.landed,
        s.inFlight.filter((_, i) => taken[i]),
      )
    );
  }

  /**
   * Moves the amounts of the reservations a statement closes into the anchor, in that statement:
   * `ctes` are its common table expressions, the last named `closed` and returning them.
   */
  const closing = (ctes: SQL) =>
    db.execute(sql`
      with ${ctes}, moved as (
        select pool_id, sum(base_delta) as base_delta, sum(quote_delta) as quote_delta, sum(lp_delta) as lp_delta from closed group by pool_id
      )
      update ${pools} set
        settled_base_reserve = settled_base_reserve + moved.base_delta,
        settled_quote_reserve = settled_quote_reserve + moved.quote_delta,
        settled_lp_supply = settled_lp_supply + moved.lp_delta
      from moved where ${pools.id} = moved.pool_id`);

  return {
    /**
     * Under the pool's lock: the reserves a swap of `amountIn` (what the vault receives) in
     * `direction` executes at, the least output of every state the pool may be in when it lands
     * (see the note above); null when the pool's vaults cannot be read or no state is safe.
     */
    async reservesForSwap(rpc: Rpc<SolanaRpcApi>, row: PoolRow, direction: 'xy' | 'yx', amountIn: bigint): Promise<Reserves | null> {
      const s = await decisionState(rpc, row);
      if (!s) return null;
      const [into, outOf]: [Side, Side] = direction === 'xy' ? ['base', 'quote'] : ['quote', 'base'];
      // swapOut: reserveOut * inAfterFee / (reserveIn * BPS + inAfterFee).
      const least = leastState(s, outOf, into, { denScale: BPS, denOffset: amountIn * (BPS - BigInt(row.feeBps)) });
      return least && { base: least.base, quote: least.quote };
    },

    /**
     * Under the pool's lock, before the pool signs a deposit: for each side, the reserve and LP
     * supply of the state with the least LP per unit of that side (the deposit is owed the least
     * of the two sides' LP). Null when the pool's vaults cannot be read or no state is safe.
     */
    async reservesForDeposit(rpc: Rpc<SolanaRpcApi>, row: PoolRow): Promise<{ base: SideAndSupply; quote: SideAndSupply } | null> {
      const s = await decisionState(rpc, row);
      const [base, quote] = s ? [leastState(s, 'lp', 'base'), leastState(s, 'lp', 'quote')] : [null, null];
      if (!base || !quote) return null;
      return { base: { reserve: base.base, lpSupply: base.lp }, quote: { reserve: quote.quote, lpSupply: quote.lp } };
    },

    /**
     * Under the pool's lock, before the pool signs a withdrawal: for each side, the reserve and LP
     * supply of the state with the least of that side per LP. Null when the pool's vaults cannot be
     * read or no state is safe.
     */
    async reservesForWithdrawal(rpc: Rpc<SolanaRpcApi>, row: PoolRow): Promise<{ base: SideAndSupply; quote: SideAndSupply } | null> {
      const s = await decisionState(rpc, row);
      const [base, quote] = s ? [leastState(s, 'base', 'lp'), leastState(s, 'quote', 'lp')] : [null, null];
      if (!base || !quote) return null;
      return { base: { reserve: base.base, lpSupply: base.lp }, quote: { reserve: quote.quote, lpSupply: quote.lp } };
    },

    /** For quotes (no lock): the chain adjusted for every operation in flight. */
    async quoteReserves(rpc: Rpc<SolanaRpcApi>, row: PoolRow): Promise<Reserves | null> {
      const { open, stored } = await snapshot(row.id);
      if (open.length === 0) {
        const state = await readPoolState(rpc, row);
        return state && { base: state.baseReserve, quote: state.quoteReserve };
      }
      if (stored?.base == null || stored.quote == null) return null;
      const all = withDeltas({ base: BigInt(stored.base), quote: BigInt(stored.quote), lp: 0n }, open);
      return { base: all.base, quote: all.quote };
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

    /**
     * Under the pool's lock, before a deposit or withdrawal is signed: all it moves once landed and
     * its top-up paid (a deposit's LP owed, a withdrawal's payouts), recorded. An LP burn the same
     * way before it is sent: the LP supply it takes.
     */
    async openLiquidity(r: {
      poolId: string;
      transactionId: string;
      userId: string;
      kind: 'add' | 'remove' | 'burn';
      baseDelta: bigint;
      quoteDelta: bigint;
      lpDelta: bigint;
    }): Promise<void> {
      await db.insert(poolReservations).values({
        ...r,
        baseDelta: r.baseDelta.toString(),
        quoteDelta: r.quoteDelta.toString(),
        lpDelta: r.lpDelta.toString(),
        minimumOut: '0',
        improvement: '0',
      });
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
        .where(
          and(
            eq(poolReservations.kind, 'swap'),
            eq(poolReservations.status, 'open'),
            inArray(pendingTransactions.status, ['submitting', 'confirmed']),
          ),
        );
      return rows.map(({ r, txStatus, signature }) => ({ ...toReservation(r), txStatus, signature }));
    },

    /** Deposits, withdrawals and LP burns not yet closed (landed, or may have), with their transaction's state, for recovery. */
    async unsettledLiquidity() {
      const rows = await db
        .select({
          poolId: poolReservations.poolId,
          transactionId: poolReservations.transactionId,
          createdAt: poolReservations.createdAt,
          txStatus: pendingTransactions.status,
          signature: pendingTransactions.signature,
          lastValid: pendingTransactions.lastValidBlockHeight,
        })
        .from(poolReservations)
        .innerJoin(pendingTransactions, eq(pendingTransactions.id, poolReservations.transactionId))
        .where(and(inArray(poolReservations.kind, ['add', 'remove', 'burn']), eq(poolReservations.status, 'open')));
      return rows;
    },

    /**
     * The operation landed and what it owed (a swap's improvement) was paid, or it owed nothing: its
     * amounts join the anchor, in one statement, exactly once. No lock needed: decisions read
     * reservations and the anchor in one snapshot (see snapshot()).
     */
    async close(transactionId: string, paidSignature: string | null): Promise<void> {
      await closing(sql`closed as (
        update ${poolReservations} set status = 'closed', paid_signature = ${paidSignature}
        where transaction_id = ${transactionId} and status = 'open'
        returning pool_id, base_delta, quote_delta, lp_delta
      )`);
    },

    /** A deposit's or withdrawal's top-up `topUpId` was paid: it and its operation close, the anchor moves, in one statement, once. */
    async closeTopUp(topUpId: string, paidSignature: string): Promise<void> {
      await closing(sql`paid as (
        update ${poolTopUps} set status = 'paid', paid_signature = ${paidSignature}
        where id = ${topUpId} and status = 'open'
        returning transaction_id
      ), closed as (
        update ${poolReservations} set status = 'closed', paid_signature = ${paidSignature}
        where transaction_id in (select transaction_id from paid) and status = 'open'
        returning pool_id, base_delta, quote_delta, lp_delta
      )`);
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
      await closing(sql`closed as (
        update ${poolReservations} set status = 'closed', paid_signature = ${paidSignature}
        where payment_key = ${key} and status = 'open'
        returning pool_id, base_delta, quote_delta, lp_delta
      )`);
    },

    /** The payment `key` can no longer land (failed, or expired unseen): its swaps wait for another. */
    async releasePayment(key: string): Promise<void> {
      await db
        .update(poolReservations)
        .set({ paymentKey: null })
        .where(and(eq(poolReservations.paymentKey, key), eq(poolReservations.status, 'open')));
    },

    /** The operation can no longer land: its amounts are released. */
    async drop(transactionId: string): Promise<void> {
      await db
        .update(poolReservations)
        .set({ status: 'dropped' })
        .where(and(eq(poolReservations.transactionId, transactionId), eq(poolReservations.status, 'open')));
    },
  };
}
export type PoolSequencer = ReturnType<typeof createPoolSequencer>;
