/**
 * Paying swaps' price improvements (pool-sequencer.ts) in batches: one transaction only the pool
 * signs pays several swaps of one pool and side, up to BATCH, and closes each one's receipt back to
 * its trader (swap-receipt.ts in the chain package). The swaps are put into the payment (their
 * reservations take its idempotency key, in one statement) before it is built, and the transaction
 * core runs it under that key, so it is recorded before it is sent and executed at most once; each
 * improvement is in one payment at a time, across requests, instances and restarts. A payment that
 * failed for good releases its swaps to the next one.
 *
 * A payment lands only if every swap whose receipt it closes landed (it fails whole otherwise), so
 * it goes right behind the swaps, as soon as the chain took them (payEarly), not once they are
 * confirmed: at slot boundaries both are confirmed in the same slot. Early payments of a pool go
 * one after another, each once the one before is sent (or, where payments confirm at once, over),
 * and swaps sent meanwhile share the next one. An early payment that failed (a swap in it did not
 * land, or it raced ahead of its swap on a real cluster) leaves its swaps to settle(), which pays
 * the landed ones once confirmed, as swaps without a receipt (built before receipts) always are.
 */
import { randomUUID } from 'node:crypto';
import { improvementInstructions } from '@toolkit/chain';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema.ts';
import { isAppError } from '../../lib/errors.ts';
import { poolSides, poolTransferFees, type PoolRow, type PoolSequencer, type Reservation } from '../liquidity/index.ts';
import { buildTransactionMessage, CHAIN_FAILURE_CODES, type Confirmations } from '../transactions/index.ts';

export const IMPROVEMENT_KIND = 'pool.improvement';
/**
 * The network fee of the pool's payment (one signature, no priority fee), handed over in each swap:
 * when one payment pays several swaps, the rest stays in the pool authority's SOL, which pays the
 * fees of its later payments (the signed swap is built before anyone knows how it will be paid).
 */
export const IMPROVEMENT_PAYMENT_FEE = 5000n;
/**
 * Swaps one payment pays at most: the largest (a token side, six traders each with their account
 * opened if missing and their receipt closed) fits in 1232 bytes.
 */
const BATCH = 6;
const TOKEN_ACCOUNT_SIZE = 165n;
/**
 * Outcomes the core records only when the payment cannot land any more: every chain failure
 * (expired, out of SOL, a frozen account, ...) and a refusal before anything was sent. Its swaps
 * then go to the next payment; any other error leaves them claimed for the recovery pass.
 */
const RETRYABLE: ReadonlySet<string> = new Set([...CHAIN_FAILURE_CODES, 'TRANSACTION_RPC_UNAVAILABLE']);
const MAX_ATTEMPTS = 5;
const MAX_KNOWN_WALLETS = 10_000;
/** A cluster confirms payments at once (a slot is ~400 ms) if the last one took less from send to outcome. */
const QUICK_CONFIRM_MS = 50;

interface Waiter {
  r: Reservation;
  resolve(): void;
  reject(error: unknown): void;
}

export function createImprovementPayer(app: FastifyInstance, sequencer: PoolSequencer, confirmations: Confirmations) {
  /** Early payments being sent, by idempotency key: told once the chain took theirs. */
  const sending = new Map<string, () => void>();
  app.transactions.registerKind(IMPROVEMENT_KIND, {
    awaitOutcome: confirmations.awaitOutcome,
    afterSend: (p) => sending.get(p.context.key as string)?.(),
  });
  /** Per pool: the row, and the swaps waiting for a payment by reservation id (each served by one drain at a time). */
  const queues = new Map<string, { row: PoolRow; waiting: Map<string, Waiter[]> }>();
  /** Per pool: the swaps just sent whose payment goes right behind them, each told when that payment is over (and if it paid them). */
  const early = new Map<string, { row: PoolRow; waiting: Map<string, { r: Reservation; over(paid: boolean): void }> }>();
  /** Per cluster: how long the last early payment took from sent to over. */
  const confirmMs = new Map<string, number>();
  /** A swap's early payment until it is over, true if it landed: settle() waits for it before paying anew. */
  const attempts = new Map<string, Promise<boolean>>();

  /** Users' wallet addresses (a user's never changes), kept once read: nearly every swap has a payment. */
  const wallets = new Map<string, string>();
  async function walletsOf(userIds: string[]): Promise<Map<string, string>> {
    const missing = [...new Set(userIds.filter((id) => !wallets.has(id)))];
    if (missing.length > 0) {
      if (wallets.size + missing.length > MAX_KNOWN_WALLETS) wallets.clear();
      const rows = await app.db.select({ id: users.id, address: users.phantomAddress }).from(users).where(inArray(users.id, missing));
      for (const r of rows) wallets.set(r.id, r.address);
    }
    return wallets;
  }

  async function payment(row: PoolRow, rs: Reservation[], key: string) {
    const rpc = app.clusters.rpcAt(row.rpcUrl);
    const sides = poolSides(row, await poolTransferFees(rpc, row));
    const [token, vault] = rs[0]!.direction === 'xy' ? [sides.quote, sides.quoteVault] : [sides.base, sides.baseVault];
    const addressOf = await walletsOf(rs.map((r) => r.userId));
    // One transfer per user; per swap where a transfer fee applies, so each swap's user receives
    // exactly its improvement less the fee (the swap's answer says so; one transfer of the sum would withhold less).
    const owed = new Map<string, { user: string; amount: bigint }>();
    const receipts: Array<{ receipt: string; user: string }> = [];
    for (const r of rs) {
      const user = addressOf.get(r.userId);
      if (!user) continue;
      const key = token.transferFee ? r.id : user;
      if (r.improvement > 0n) owed.set(key, { user, amount: (owed.get(key)?.amount ?? 0n) + r.improvement });
      if (r.receipt) receipts.push({ receipt: r.receipt, user });
    }
    const message = await buildTransactionMessage({
      rpc,
      feePayer: row.address,
      instructions: await improvementInstructions({
        pool: row.address,
        token,
        vault,
        payees: [...owed.values()],
        receipts,
        // The scratch account's rent: a classic wrapped-SOL account (the RPC transport remembers it).
        tokenAccountRent: await rpc.getMinimumBalanceForRentExemption(TOKEN_ACCOUNT_SIZE).send(),
      }),
      prioritySol: 0,
      computeUnitLimit: 20_000 + 40_000 * owed.size + 5_000 * receipts.length,
      version: 0,
    });
    return {
      // The pool's record, not a user's: it pays several users (and is left out of their activity).
      userId: row.userId,
      kind: IMPROVEMENT_KIND,
      message,
      rpcUrl: row.rpcUrl,
      serverSigners: [{ type: 'custodial' as const, address: row.address }],
      context: { pool: row.address, swaps: rs.map((r) => r.transactionId), key },
      idempotencyKey: key,
    };
  }

  /**
   * Runs (or resumes, or waits for) the payment `key` of the open swaps `rs` in it (read when not
   * given): true once it landed and they closed, false when it cannot land and released them.
   */
  async function pay(row: PoolRow, key: string, rs?: Reservation[]): Promise<boolean> {
    const owed = rs ?? (await sequencer.inPayment(key));
    if (owed.length === 0) return true;
    try {
      // A key already recorded (a payment resumed after a crash, or another instance's) runs as recorded, never anew.
      const { signature } = await app.transactions.execute(await payment(row, owed, key));
      await sequencer.closePaid(key, signature);
      return true;
    } catch (e) {
      if (!isAppError(e) || !RETRYABLE.has(e.code)) throw e;
      await sequencer.releasePayment(key);
      return false;
    }
  }

  /** Pays the open swaps `rs` of one pool and side, each exactly once, whoever else is paying some of them. */
  async function payAll(row: PoolRow, rs: Reservation[]): Promise<void> {
    let open = rs;
    for (let attempt = 1; ; attempt++) {
      const free = open.filter((r) => r.paymentKey === null);
      const key = `pool-improvement:${randomUUID()}`;
      const claimed = await sequencer.claimPayment(
        free.map((r) => r.id),
        key,
      );
      // Claimed by another payment meanwhile: that one is awaited below, after a fresh read.
      let settled = claimed.length === free.length;
      if (claimed.length > 0) settled = (await pay(row, key, claimed)) && settled;
      for (const other of new Set(open.flatMap((r) => (r.paymentKey ? [r.paymentKey] : [])))) settled = (await pay(row, other)) && settled;
      if (settled) return;
      open = (await sequencer.byIds(rs.map((r) => r.id))).filter((r) => r.status === 'open');
      if (open.length === 0) return;
      if (attempt >= MAX_ATTEMPTS) throw new Error(`improvements of ${open.length} swaps on ${row.address} still unpaid after ${attempt} payments`);
    }
  }

  async function drain(poolId: string): Promise<void> {
    const queue = queues.get(poolId)!;
    while (queue.waiting.size > 0) {
      const [first] = queue.waiting.values();
      const side = first![0]!.r.direction;
      const batch = [...queue.waiting].filter(([, ws]) => ws[0]!.r.direction === side).slice(0, BATCH);
      for (const [id] of batch) queue.waiting.delete(id);
      const waiters = batch.flatMap(([, ws]) => ws);
      try {
        await payAll(
          queue.row,
          batch.map(([, ws]) => ws[0]!.r),
        );
        for (const w of waiters) w.resolve();
      } catch (e) {
        for (const w of waiters) w.reject(e);
      }
    }
    queues.delete(poolId);
  }

  /**
   * One payment of the swaps `rs` under `key`, tried once: the ids it paid (and closed). Any failure
   * leaves its swaps to settle() (and the recovery pass).
   */
  async function payOnce(row: PoolRow, rs: Reservation[], key: string): Promise<Set<string>> {
    try {
      const claimed = await sequencer.claimPayment(
        rs.map((r) => r.id),
        key,
      );
      if (claimed.length > 0 && (await pay(row, key, claimed))) return new Set(claimed.map((r) => r.id));
    } catch (e) {
      // Its outcome is unknown: its swaps stay in it, and settle() resolves it under its key before paying anew.
      app.log.warn({ message: e instanceof Error ? e.message : String(e), key }, 'early improvement payment unresolved');
    }
    return new Set();
  }

  async function drainEarly(poolId: string): Promise<void> {
    const queue = early.get(poolId)!;
    while (queue.waiting.size > 0) {
      const [first] = queue.waiting.values();
      const batch = [...queue.waiting.values()].filter((w) => w.r.direction === first!.r.direction).slice(0, BATCH);
      for (const w of batch) queue.waiting.delete(w.r.id);
      const key = `pool-improvement:${randomUUID()}`;
      let sentAt: number | null = null;
      const sent = new Promise<void>((resolve) =>
        sending.set(key, () => {
          sentAt = Date.now();
          resolve();
        }),
      );
      const over = payOnce(
        queue.row,
        batch.map((w) => w.r),
        key,
      ).then((paid) => {
        sending.delete(key);
        if (sentAt !== null) confirmMs.set(queue.row.rpcUrl, Date.now() - sentAt);
        for (const w of batch) w.over(paid.has(w.r.id));
      });
      // Where payments confirm at once, the next waits for this one to be over (swaps sent meanwhile
      // share it); where confirmation takes a slot, it goes as soon as this one is on its way.
      await ((confirmMs.get(queue.row.rpcUrl) ?? Infinity) < QUICK_CONFIRM_MS ? over : Promise.race([sent, over]));
    }
    early.delete(poolId);
  }

  return {
    /**
     * The swap `r` was just sent (the chain took it): its payment goes right behind it. Its receipt
     * makes that payment fail unless the swap landed; settle() then pays it once confirmed.
     */
    payEarly(row: PoolRow, r: Reservation): void {
      if (!r.receipt || r.status !== 'open') return;
      let queue = early.get(row.id);
      const idle = !queue;
      if (!queue) early.set(row.id, (queue = { row, waiting: new Map() }));
      const waiting = queue.waiting;
      attempts.set(
        r.id,
        new Promise<boolean>((over) => waiting.set(r.id, { r, over })).finally(() => attempts.delete(r.id)),
      );
      if (idle) void drainEarly(row.id);
    },

    /** Pays what the swap's reservation owes (once, in the pool's next payment, unless its early one paid it) and closes it. */
    async settle(row: PoolRow, swap: Reservation): Promise<void> {
      if (swap.status !== 'open') return;
      if (await attempts.get(swap.id)) return;
      // An early payment may have paid it (another instance's, or before a restart) or left it in a
      // payment of unknown outcome: read it again.
      const [r] = swap.receipt ? await sequencer.byIds([swap.id]) : [swap];
      if (!r || r.status !== 'open') return;
      // Nothing to pay and no receipt to refund.
      if (r.improvement === 0n && !r.receipt) return sequencer.close(r.transactionId, null);
      return new Promise<void>((resolve, reject) => {
        let queue = queues.get(row.id);
        const idle = !queue;
        if (!queue) queues.set(row.id, (queue = { row, waiting: new Map() }));
        const ws = queue.waiting.get(r.id) ?? [];
        ws.push({ r, resolve, reject });
        queue.waiting.set(r.id, ws);
        if (idle) void drain(row.id);
      });
    },
  };
}
export type ImprovementPayer = ReturnType<typeof createImprovementPayer>;
