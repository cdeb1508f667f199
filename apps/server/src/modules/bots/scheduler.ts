/**
 * The durable scheduler, in every API process. Each pass claims due orders with a conditional
 * update (`FOR UPDATE SKIP LOCKED` under a lease), so several instances on one PostgreSQL never
 * work the same order at once. For each order it first resolves any fill left 'sending' (by a
 * crash or a lost answer) on chain, through the transaction core's record (`sendVerdict`), before
 * anything is sent again; then, if the order is still active and its fill is due, it reads the
 * pool on chain, applies the wash-trading guard and the funds check, writes the fill 'sending'
 * (one per order and place, by a unique index), and sends the swap through the core's
 * `execute()`, which stores the signed transaction's signature before sending. So kill -9 at any
 * point neither fills a place twice nor skips one.
 *
 * "Due" is judged by the time of the order's chain (clock.ts): each pass reads the clock of every
 * cluster with active orders once, and claims an order when its chain has reached its due time.
 * Due times are whole seconds, as the chain's clock reads.
 */
import { address } from '@solana/kit';
import { swapBaseInputInstructions } from '@toolkit/chain';
import { BOT_PRICE_CHECK_SECONDS, fillDueAt, isPriceKind, type BotOrderReason } from '@toolkit/shared';
import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { botFills, botOrders, type BotFillRow, type BotOrderRow } from '../../db/schema.ts';
import { isAppError } from '../../lib/errors.ts';
import { isRpcFailure } from '../../lib/rpc-failure.ts';
import { createProgramPools } from '../liquidity/index.ts';
import { rememberWalletMints } from '../wallet-manager/index.ts';
import { buildTransactionMessage, receivedOnChain, sendVerdict, type PayerHoldings, type SendVerdict } from '../transactions/index.ts';
import { wholeSecond, type BotClock } from './clock.ts';
import { crashPoint } from './crash-point.ts';
import { planFill } from './fill-plan.ts';
import { readPool, requireOrderFunds } from './order-checks.ts';
import { REASON_WORDS } from './order-view.ts';
import { createSharedReads } from './shared-reads.ts';
import { assertNotWashTrading, freshGuardReads, type GuardReads } from './wash-guard.ts';

export const BOT_FILL_KIND = 'bots.fill';
/**
 * How long one scheduler holds an order without renewing it: renewed every third of it while the
 * order is worked, so an order a killed server held is taken up by another pass within this time.
 */
const LEASE_MS = 30_000;
/**
 * Orders worked at once. Each worker takes the next claimed order as soon as its last is done, and
 * orders are claimed only as workers free up (at most this many waiting), so no claimed order
 * waits behind a slow batch with its lease running.
 */
const PARALLEL_ORDERS = 32;
const RECHECK_MS = 500;
/** A fill the chain refused for its price is tried again this much later. */
const RETRY_MS = 2_000;
const SWAP_COMPUTE_UNITS = 150_000;
/** Core answers that leave a send's outcome unknown: resolved on chain before anything is sent again. */
const UNCERTAIN = new Set(['TRANSACTION_NOT_CONFIRMED', 'TRANSACTION_RPC_UNAVAILABLE']);
const FUNDS = new Set(['TRANSACTION_INSUFFICIENT_SOL', 'TRANSACTION_INSUFFICIENT_TOKEN', 'TRANSACTION_BELOW_RENT']);

const fillKey = (fillId: string) => `bots:fill:${fillId}`;
/**
 * Two fills of one wallet on one pool for the same amount in the same blockhash would be the same
 * transaction, which the chain (and the core) take once: each fill's compute limit differs a little
 * by its id, so every fill is a transaction of its own.
 */
const computeUnitsOf = (fillId: string) => SWAP_COMPUTE_UNITS + (parseInt(fillId.slice(0, 8), 16) % 50_000);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const CLOCK_WARNING_EVERY_MS = 60_000;

/** A claimed order as the claim left it, and whether a fill of it is still 'sending'. */
type Claimed = BotOrderRow & { sending: boolean };
/** The chain's time (ms) of one order's cluster, as the pass under way reads it. */
type ChainNow = () => Promise<number>;

export function createScheduler(app: FastifyInstance, clock: BotClock) {
  const { db } = app;
  const pools = createProgramPools(app);
  let closing = false;
  let running: Promise<number> | null = null;
  let again = false;
  const fresh = freshGuardReads(app);
  // The pool on chain, the wash guard's indexer catch-up of a pool, and a user's wallets: shared by the fills that ask at once.
  const shared = createSharedReads();
  const guardReads: GuardReads = {
    catchUp: (order, pool) => shared.after(`catch-up ${order.rpcUrl} ${order.pool}`, () => fresh.catchUp(order, pool)),
    userWallets: (userId) => shared.after(`wallets ${userId}`, () => fresh.userWallets(userId)),
  };

  // A cluster that stays unreachable (or that the operator no longer serves) is named in the log once a minute, not every pass.
  const clockWarnedAt = new Map<string, number>();
  function unreadClock(rpcUrl: string, err: unknown) {
    const last = clockWarnedAt.get(rpcUrl);
    if (last !== undefined && Date.now() - last < CLOCK_WARNING_EVERY_MS) return;
    clockWarnedAt.set(rpcUrl, Date.now());
    // The host alone: a provider's URL may carry its API key.
    app.log.warn({ err, host: URL.parse(rpcUrl)?.host }, 'bots: a chain clock could not be read; its orders wait');
  }

  /**
   * The chains' clocks for one pass, as offsets from the wall clock: every cluster with active
   * orders read at once, any other when first asked. A cluster whose clock cannot be read now has
   * none, so its orders wait for a later pass rather than hold back the others'.
   */
  async function passClocks() {
    const clusters = await db.selectDistinct({ rpcUrl: botOrders.rpcUrl }).from(botOrders).where(eq(botOrders.status, 'active'));
    const offsets = new Map<string, number>();
    const read = await Promise.allSettled(clusters.map(async ({ rpcUrl }) => offsets.set(rpcUrl, await clock.chainOffset(rpcUrl))));
    read.forEach((r, i) => {
      if (r.status === 'rejected') unreadClock(clusters[i]!.rpcUrl, r.reason);
    });
    return {
      /** Each cluster's time now: for the claim's due test. */
      known: () => [...offsets].map(([rpcUrl, offset]) => ({ rpcUrl, now: new Date(clock.wallNow() + offset) })),
      nowAt:
        (rpcUrl: string): ChainNow =>
        async () => {
          let offset = offsets.get(rpcUrl);
          if (offset === undefined) offsets.set(rpcUrl, (offset = await clock.chainOffset(rpcUrl)));
          return clock.wallNow() + offset;
        },
    };
  }
  type PassClocks = Awaited<ReturnType<typeof passClocks>>;

  /**
   * Claims up to `limit` orders whose lease is free and that are due on their chain's clock (or
   * have a fill to resolve), each as it is now. The lease is on the wall clock, which every
   * instance shares.
   */
  async function claim(clocks: PassClocks, limit: number): Promise<Claimed[]> {
    const wall = new Date(clock.wallNow());
    const leaseUntil = new Date(wall.getTime() + LEASE_MS);
    const chains = clocks.known();
    // Each order against its own chain's time (no branch for an unread cluster: not due now).
    const dueBy = chains.length
      ? sql`${botOrders.nextDueAt} <= ${chains.reduce((a, c) => (c.now > a ? c.now : a), chains[0]!.now).toISOString()}::timestamptz
          and ${botOrders.nextDueAt} <= case ${botOrders.rpcUrl} ${sql.join(
            chains.map((c) => sql`when ${c.rpcUrl} then ${c.now.toISOString()}::timestamptz`),
            sql` `,
          )} end`
      : sql`false`;
    // The order's id named in full: in an update Drizzle leaves columns unqualified, and a bare "id"
    // inside the subquery would be the fill's own.
    const sending = sql<boolean>`exists (select 1 from ${botFills} where ${botFills.orderId} = "bot_orders"."id" and ${botFills.status} = 'sending')`;
    const due = sql`(
      (${botOrders.status} = 'active' and ${dueBy})
      or ${sending}
    ) and (${botOrders.leaseUntil} is null or ${botOrders.leaseUntil} < ${wall})`;
    const ids = db
      .select({ id: botOrders.id })
      .from(botOrders)
      .where(due)
      .orderBy(asc(botOrders.nextDueAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    return db
      .update(botOrders)
      .set({ leaseUntil })
      .where(and(inArray(botOrders.id, ids), due))
      .returning({ ...getTableColumns(botOrders), sending });
  }

  /** Lets an order go (the lease is bookkeeping between schedulers, not a change the user sees). */
  const release = (id: string, set: Partial<BotOrderRow> = {}) =>
    db
      .update(botOrders)
      .set({ ...set, leaseUntil: null })
      .where(eq(botOrders.id, id));

  /** Ends or pauses an order (unless the user moved it first), with its reason. */
  async function stop(order: BotOrderRow, nowMs: number, status: BotOrderRow['status'], reason: BotOrderReason, message?: string) {
    await db
      .update(botOrders)
      .set({
        status,
        reason,
        reasonMessage: message ?? REASON_WORDS[reason as keyof typeof REASON_WORDS] ?? null,
        nextDueAt: null,
        leaseUntil: null,
        updatedAt: new Date(nowMs),
      })
      .where(and(eq(botOrders.id, order.id), inArray(botOrders.status, ['active', 'paused'])));
  }

  /**
   * Records a landed fill and moves the order on: its totals, its next due time, or its end. True
   * when the order's next fill is due already (it fell behind), so it may follow in this pass.
   */
  async function landed(order: BotOrderRow, fill: BotFillRow, signature: string, chainNow: ChainNow): Promise<boolean> {
    const rpc = app.clusters.rpcAt(order.rpcUrl);
    const [mint, program] = order.side === 'buy' ? [order.baseMint, order.baseProgram] : [order.quoteMint, order.quoteProgram];
    let got: bigint | null = null;
    for (let i = 0; i < 20 && got === null; i++) {
      got = await receivedOnChain(rpc, signature, { owner: order.wallet, outputMint: mint, outputProgram: program }).catch(() => null);
      if (got === null) await sleep(RECHECK_MS);
    }
    // The program guaranteed at least the minimum: when the chain's record of the fill cannot be read,
    // the order's totals count that floor rather than a guess above it.
    const gotUnits = got ?? BigInt(fill.minimumReceived);
    const nowMs = await chainNow();
    return db.transaction(async (tx) => {
      const [done] = await tx
        .update(botFills)
        .set({ status: 'landed', signature, received: gotUnits.toString(), landedAt: new Date(nowMs), error: null, updatedAt: new Date(nowMs) })
        .where(and(eq(botFills.id, fill.id), eq(botFills.status, 'sending')))
        .returning();
      if (!done) return false;
      // The Wallet Manager lists the tokens that moved through the user's wallets: now what the bot bought too.
      await rememberWalletMints(tx, order.userId, [mint]);
      const [o] = await tx.select().from(botOrders).where(eq(botOrders.id, order.id)).for('update');
      const fills = o!.fills + 1;
      const spent = BigInt(o!.spent) + BigInt(fill.amount);
      const finished = o!.count !== null ? fills >= o!.count : spent >= BigInt(o!.total);
      const nextDueAt = finished
        ? null
        : o!.intervalSeconds
          ? new Date(fillDueAt(o!.startAt.getTime(), o!.intervalSeconds, fills))
          : new Date(wholeSecond(nowMs) + BOT_PRICE_CHECK_SECONDS * 1000);
      await tx
        .update(botOrders)
        .set({
          fills,
          spent: spent.toString(),
          received: (BigInt(o!.received) + gotUnits).toString(),
          ...(finished
            ? { status: 'done' as const, reason: 'completed' as const, reasonMessage: REASON_WORDS.completed, nextDueAt: null }
            : o!.status === 'active'
              ? { nextDueAt }
              : {}),
          updatedAt: new Date(nowMs),
        })
        .where(eq(botOrders.id, order.id));
      return nextDueAt !== null && o!.status === 'active' && nextDueAt.getTime() <= nowMs;
    });
  }

  /** Applies a verdict on a fill; true when the order may go on to its next fill in this pass. */
  async function settle(
    order: BotOrderRow,
    fill: BotFillRow,
    verdict: Exclude<SendVerdict, { status: 'open' }>,
    chainNow: ChainNow,
  ): Promise<boolean> {
    if (verdict.status === 'landed') return landed(order, fill, verdict.signature, chainNow);
    const now = new Date(await chainNow());
    if (verdict.status === 'expired') {
      // It never landed: the same place is tried again (a new row, a new transaction).
      await db
        .update(botFills)
        .set({ status: 'expired', updatedAt: now })
        .where(and(eq(botFills.id, fill.id), eq(botFills.status, 'sending')));
      return true;
    }
    await db
      .update(botFills)
      .set({ status: 'failed', error: verdict.error, signature: verdict.signature, updatedAt: now })
      .where(and(eq(botFills.id, fill.id), eq(botFills.status, 'sending')));
    if (verdict.code && FUNDS.has(verdict.code)) {
      await stop(order, now.getTime(), 'paused', 'insufficient-funds', verdict.error);
      return false;
    }
    // Another refusal (the price moved beyond the slippage, as other swaps landed first): the same
    // place is tried again shortly, on a fresh quote.
    await db
      .update(botOrders)
      .set({ nextDueAt: new Date(wholeSecond(now.getTime()) + RETRY_MS) })
      .where(and(eq(botOrders.id, order.id), eq(botOrders.status, 'active')));
    return false;
  }

  /** Waits for the chain's verdict on a fill some sender left 'sending'; null when closing first. */
  async function resolve(order: BotOrderRow, fill: BotFillRow, chainNow: ChainNow): Promise<boolean> {
    while (!closing) {
      try {
        const verdict = await sendVerdict(app, { userId: order.userId, idempotencyKey: fillKey(fill.id) });
        if (verdict.status !== 'open') return settle(order, fill, verdict, chainNow);
      } catch (e) {
        if (!isRpcFailure(e)) throw e;
      }
      await sleep(RECHECK_MS);
    }
    return false;
  }

  /** One fill of a claimed order, if it is due and allowed; true when another may follow at once. */
  async function fillOnce(order: BotOrderRow, chainNow: ChainNow): Promise<boolean> {
    const nowMs = await chainNow();
    if (order.status !== 'active' || !order.nextDueAt || order.nextDueAt.getTime() > nowMs) return false;
    if (isPriceKind(order.kind) && order.expiresAt && order.expiresAt.getTime() <= nowMs) {
      await stop(order, nowMs, 'expired', 'expired');
      return false;
    }
    const where = await pools.at(order.network, order.rpcUrl, app.clusters.rpcAt(order.rpcUrl));
    const pool = await shared.after(`pool ${order.rpcUrl} ${order.pool}`, () => readPool(where, order.pool));
    if (!pool) {
      await stop(order, nowMs, 'cancelled', 'pool-not-found');
      return false;
    }
    const later = () => release(order.id, { nextDueAt: new Date(wholeSecond(nowMs) + BOT_PRICE_CHECK_SECONDS * 1000) });
    if (pool.state.openTime * 1000n > BigInt(nowMs)) return (await later(), false);
    const plan = planFill(pool, {
      kind: order.kind,
      side: order.side,
      amount: BigInt(order.amount),
      total: BigInt(order.total),
      spent: BigInt(order.spent),
      count: order.count,
      fills: order.fills,
      price: order.price,
      slippage: Number(order.slippage),
    });
    if (!plan) return (await later(), false);
    let holdings: PayerHoldings;
    try {
      await assertNotWashTrading(app, order, pool, nowMs, guardReads);
      holdings = await requireOrderFunds(
        { rpc: where.rpc, prioritySol: Number(order.prioritySol) },
        order.wallet,
        pool,
        order.side,
        plan.amountIn,
        1,
        'amount',
      );
    } catch (e) {
      if (isAppError(e) && e.code === 'BOT_WASH_TRADING') return (await stop(order, nowMs, 'paused', 'wash-trading', e.message), false);
      if (isAppError(e) && e.code === 'BOT_INSUFFICIENT_FUNDS') {
        return (await stop(order, nowMs, 'paused', 'insufficient-funds', e.message.replace(' This wallet cannot pay for every fill.', '')), false);
      }
      throw e;
    }
    const wallet = address(order.wallet);
    const fillId = crypto.randomUUID();
    const built = await swapBaseInputInstructions({
      pool,
      trader: wallet,
      inputMint: plan.inputMint,
      amountIn: plan.amountIn,
      slippageBps: plan.slippageBps,
      destinationExists: holdings.tokens.some((t) => t.mint === (order.side === 'buy' ? order.baseMint : order.quoteMint)),
    });
    const message = await buildTransactionMessage({
      rpc: where.rpc,
      feePayer: wallet,
      instructions: built.instructions,
      prioritySol: Number(order.prioritySol),
      computeUnitLimit: computeUnitsOf(fillId),
      version: 0,
    });
    // The fill exists before its transaction: written only if the order is still active and no
    // fill holds its place (the unique index), so a second scheduler or a restart cannot send it twice.
    const dueAt = order.intervalSeconds ? new Date(fillDueAt(order.startAt.getTime(), order.intervalSeconds, order.fills)) : new Date(nowMs);
    const fill = await db.transaction(async (tx) => {
      const [still] = await tx
        .select({ status: botOrders.status, fills: botOrders.fills })
        .from(botOrders)
        .where(eq(botOrders.id, order.id))
        .for('update');
      if (still?.status !== 'active' || still.fills !== order.fills) return null;
      const [row] = await tx
        .insert(botFills)
        .values({
          id: fillId,
          orderId: order.id,
          index: order.fills,
          status: 'sending',
          dueAt,
          amount: plan.amountIn.toString(),
          minimumReceived: built.quote.minimumReceived.toString(),
          createdAt: new Date(nowMs),
          updatedAt: new Date(nowMs),
        })
        .onConflictDoNothing()
        .returning();
      return row ?? null;
    });
    if (!fill) return false;
    crashPoint('recorded');
    try {
      const { signature } = await app.transactions.execute({
        userId: order.userId,
        kind: BOT_FILL_KIND,
        message,
        rpcUrl: order.rpcUrl,
        serverSigners: [{ type: 'custodial', address: order.wallet }],
        context: { orderId: order.id, fillId: fill.id },
        idempotencyKey: fillKey(fill.id),
      });
      crashPoint('landed');
      return await landed(order, fill, signature, chainNow);
    } catch (e) {
      if (isAppError(e) && UNCERTAIN.has(e.code)) return resolve(order, fill, chainNow);
      if (isAppError(e) && e.code === 'TRANSACTION_EXPIRED') return settle(order, fill, { status: 'expired' }, chainNow);
      if (isAppError(e)) return settle(order, fill, { status: 'failed', error: e.message, code: e.code, signature: null }, chainNow);
      // Anything else left the outcome unknown: the chain decides before this place is sent again.
      app.log.warn({ err: e, orderId: order.id }, 'bots: fill outcome unknown, resolving on chain');
      return resolve(order, fill, chainNow);
    }
  }

  /** Works one claimed order: resolve what is uncertain, then fill what is due, then let it go. */
  async function work(claimed: Claimed, chainNow: ChainNow) {
    const renew = setInterval(() => {
      void db
        .update(botOrders)
        .set({ leaseUntil: new Date(clock.wallNow() + LEASE_MS) })
        .where(eq(botOrders.id, claimed.id))
        .catch(() => {});
    }, LEASE_MS / 3);
    try {
      await workClaimed(claimed, chainNow);
    } finally {
      clearInterval(renew);
    }
  }

  async function workClaimed(claimed: Claimed, chainNow: ChainNow) {
    try {
      // The order as claimed is current, unless a fill left 'sending' is resolved first.
      let order: BotOrderRow | undefined = claimed;
      if (claimed.sending) {
        const open = await db
          .select()
          .from(botFills)
          .where(and(eq(botFills.orderId, claimed.id), eq(botFills.status, 'sending')));
        for (const fill of open) await resolve(claimed, fill, chainNow);
        order = undefined;
      }
      // A few fills back to back when it fell behind (a restart, a resume), each due in its turn.
      for (let i = 0; i < 3 && !closing; i++) {
        order ??= (await db.select().from(botOrders).where(eq(botOrders.id, claimed.id)))[0];
        if (!order || !(await fillOnce(order, chainNow))) break;
        order = undefined;
      }
    } catch (e) {
      app.log.warn({ err: e, orderId: claimed.id }, 'bots: an order pass stopped; it is taken up again on a later pass');
      const nowMs = await chainNow().catch(() => null);
      // Without its chain's time, the order is looked at again by the next pass that reads it.
      await release(claimed.id, nowMs === null ? {} : { nextDueAt: new Date(wholeSecond(nowMs) + BOT_PRICE_CHECK_SECONDS * 1000) }).catch(() => {});
      return;
    }
    await release(claimed.id).catch(() => {});
  }

  /** Works every order due until none is left: claimed as workers free up, so the slowest fill holds back no other. */
  async function pass(): Promise<number> {
    let worked = 0;
    let exhausted = false;
    const queue: Claimed[] = [];
    let claiming: Promise<void> | null = null;
    let failure: unknown = null;
    const clocks = await passClocks();
    const refill = () =>
      (claiming ??= claim(clocks, PARALLEL_ORDERS)
        .then((rows) => {
          if (!rows.length) exhausted = true;
          queue.push(...rows);
        })
        .finally(() => {
          claiming = null;
        }));
    const worker = async () => {
      while (!closing) {
        const order = queue.shift();
        if (!order) {
          if (exhausted) return;
          try {
            await refill();
          } catch (e) {
            exhausted = true;
            failure ??= e;
          }
          continue;
        }
        // Claim the next ones while this one is worked, so a freed worker rarely waits for a claim.
        if (queue.length < PARALLEL_ORDERS / 2 && !exhausted) void refill().catch(() => {});
        await work(order, clocks.nowAt(order.rpcUrl));
        worked++;
      }
    };
    await Promise.all(Array.from({ length: PARALLEL_ORDERS }, worker));
    // A claim still under way (a prefetch) may bring orders no worker will take now.
    await (claiming as Promise<void> | null)?.catch(() => {});
    // Closing: what was claimed but not begun is let go at once, not left to its lease.
    await Promise.all(queue.splice(0).map((o) => release(o.id).catch(() => {})));
    if (failure) throw failure;
    return worked;
  }

  /** A pass soon (an order was created or resumed, or the timer ticked): one under way is followed by another. */
  function kick(): void {
    if (closing) return;
    if (running) {
      again = true;
      return;
    }
    running = pass()
      .catch((e: unknown) => {
        app.log.error({ message: e instanceof Error ? e.message : String(e) }, 'bots scheduler pass failed');
        return 0;
      })
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          kick();
        }
      });
  }

  return {
    kick,
    /** One full pass now, after the one under way (tests, the benchmark). Answers the orders worked. */
    async runOnce(): Promise<number> {
      while (running) await running;
      running = pass().finally(() => {
        running = null;
      });
      return running;
    },
    /** Waits for the pass under way, if any. */
    idle: async () => {
      while (running) await running.catch(() => 0);
    },
    async close() {
      closing = true;
      while (running) await running.catch(() => 0);
    },
  };
}
export type BotScheduler = ReturnType<typeof createScheduler>;
