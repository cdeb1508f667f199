/**
 * The user's side of Making Bots: preview and create an order (checked in full first), list the
 * orders with their fills, and pause, resume and cancel, each a conditional state change the
 * scheduler honours before every fill. Per-user limits: active orders, and fills a minute counted
 * from the active orders' schedules. Times are the order's chain's (clock.ts); an order starts on
 * a whole second, so its fills fall due the moment the chain's clock reads theirs.
 */
import { address } from '@solana/kit';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  BOT_MAX_ACTIVE_ORDERS,
  BOT_MAX_FILLS_PER_MINUTE,
  BOT_TEXTS,
  fillDueAt,
  fillsPerMinute,
  formatAmount,
  formatPrice,
  isPriceKind,
  minimumAtPrice,
  parsePrice,
  priceConditionMet,
  scheduledFillAmount,
  tradePrice,
  type BotOrderView,
  type BotPreview,
  type CreateBotOrderBody,
} from '@toolkit/shared';
import type { FastifyInstance } from 'fastify';
import { botFills, botOrders, type BotOrderRow } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { wholeSecond, type BotClock } from './clock.ts';
import { poolPrice, received } from './fill-plan.ts';
import { checkOrder, readPool, requireOrderFunds } from './order-checks.ts';
import { orderView, REASON_WORDS } from './order-view.ts';
import { assertNotWashTrading } from './wash-guard.ts';
import { createProgramPools } from '../liquidity/index.ts';

const PREVIEW_FILLS = 50;

export function createOrderService(app: FastifyInstance, clock: BotClock, kick: () => void) {
  const { db } = app;

  async function limitsOf(userId: string, except?: string) {
    const rows = await db
      .select({ id: botOrders.id, kind: botOrders.kind, intervalSeconds: botOrders.intervalSeconds })
      .from(botOrders)
      .where(and(eq(botOrders.userId, userId), eq(botOrders.status, 'active')));
    const active = rows.filter((r) => r.id !== except);
    return { activeOrders: active.length, fillsPerMinute: active.reduce((s, r) => s + fillsPerMinute(r), 0) };
  }

  async function assertLimits(userId: string, order: { kind: BotOrderRow['kind']; intervalSeconds: number | null }, except?: string) {
    const now = await limitsOf(userId, except);
    if (now.activeOrders + 1 > BOT_MAX_ACTIVE_ORDERS) throw new AppError('BOT_ACTIVE_ORDERS_LIMIT', { context: { max: BOT_MAX_ACTIVE_ORDERS } });
    const rate = now.fillsPerMinute + fillsPerMinute(order);
    if (rate > BOT_MAX_FILLS_PER_MINUTE) {
      throw new AppError('BOT_FILLS_PER_MINUTE_LIMIT', {
        field: order.kind === 'dca' ? 'intervalSeconds' : order.kind === 'twap' ? 'durationSeconds' : 'kind',
        context: { rate: Math.round(rate * 10) / 10, max: BOT_MAX_FILLS_PER_MINUTE },
      });
    }
  }

  async function find(userId: string, id: string): Promise<BotOrderRow> {
    const [row] = await db
      .select()
      .from(botOrders)
      .where(and(eq(botOrders.id, id), eq(botOrders.userId, userId)));
    if (!row) throw new AppError('BOT_ORDER_NOT_FOUND');
    return row;
  }

  async function view(row: BotOrderRow): Promise<BotOrderView> {
    return orderView(row, await db.select().from(botFills).where(eq(botFills.orderId, row.id)));
  }

  /** A conditional change of state; the order as it is now, or a refusal naming its state. */
  async function transition(
    userId: string,
    id: string,
    from: BotOrderRow['status'][],
    set: Partial<BotOrderRow>,
    action: string,
    nowMs?: number,
  ): Promise<BotOrderRow> {
    const found = await find(userId, id);
    // Pausing and cancelling never wait on a chain: when its clock cannot be read, the wall clock stamps the change.
    const at = nowMs ?? (await clock.chainNow(found.rpcUrl).catch(() => clock.wallNow()));
    const [moved] = await db
      .update(botOrders)
      .set({ ...set, updatedAt: new Date(at) })
      .where(and(eq(botOrders.id, id), inArray(botOrders.status, from)))
      .returning();
    if (!moved) throw new AppError('BOT_ORDER_STATE_CONFLICT', { context: { status: found.status, action } });
    return moved;
  }

  return {
    async preview(userId: string, body: CreateBotOrderBody): Promise<BotPreview> {
      const c = await checkOrder(app, userId, body, clock);
      const nowMs = c.nowMs;
      const { base, quote } = c.view;
      const [spend, receive] = body.side === 'buy' ? [quote, base] : [base, quote];
      const priceNow = poolPrice(c.pool);
      const target = body.price ? parsePrice(body.price) : null;
      const fills: BotPreview['fills'] = [];
      const slippageBps = BigInt(Math.round(c.slippage * 100));
      const fill = (index: number, at: string | null, amount: bigint, floor = 0n) => {
        const got = received(c.pool, address(body.side === 'buy' ? quote.mint : base.mint), amount) ?? 0n;
        const slipped = (got * (10_000n - slippageBps)) / 10_000n;
        const p = got > 0n ? tradePrice(body.side, amount, got, base.decimals, quote.decimals) : null;
        fills.push({
          index,
          at,
          amount: formatAmount(amount, spend.decimals),
          estimatedReceived: formatAmount(got, receive.decimals),
          minimumReceived: formatAmount(slipped > floor ? slipped : floor, receive.decimals),
          estimatedPrice: p ? formatPrice(p) : null,
        });
        return got;
      };
      let estimated = 0n;
      if (c.count !== null) {
        for (let i = 0; i < c.count; i++) {
          const amount = scheduledFillAmount({ kind: body.kind, amount: c.amount, count: c.count }, i);
          const at = new Date(fillDueAt(nowMs, c.intervalSeconds!, i)).toISOString();
          if (i < PREVIEW_FILLS) estimated += fill(i, at, amount);
          else estimated += received(c.pool, address(body.side === 'buy' ? quote.mint : base.mint), amount) ?? 0n;
        }
      } else {
        const floor = body.kind === 'limit' && target ? minimumAtPrice(body.side, c.total, target, base.decimals, quote.decimals) : 0n;
        estimated = fill(0, null, c.total, floor);
      }
      const words = {
        limit: body.side === 'buy' ? 'Buys when the price is at or below' : 'Sells when the price is at or above',
        'stop-loss': 'Sells when the price falls to',
        'take-profit': 'Sells when the price rises to',
      } as const;
      const condition =
        isPriceKind(body.kind) && body.price ? `${words[body.kind as keyof typeof words]} ${body.price} ${quote.symbol} per ${base.symbol}` : null;
      return {
        kind: body.kind,
        side: body.side,
        spend: { mint: spend.mint, symbol: spend.symbol, decimals: spend.decimals },
        receive: { mint: receive.mint, symbol: receive.symbol, decimals: receive.decimals },
        total: formatAmount(c.total, spend.decimals),
        count: c.count,
        intervalSeconds: c.intervalSeconds,
        priceNow: priceNow ? formatPrice(priceNow) : null,
        condition,
        conditionMetNow: isPriceKind(body.kind) && target && priceNow ? priceConditionMet(body.kind, body.side, priceNow, target) : null,
        slippage: c.slippage,
        fills,
        estimatedReceived: formatAmount(estimated, receive.decimals),
        fillsPerMinute: fillsPerMinute({ kind: body.kind, intervalSeconds: c.intervalSeconds }),
      };
    },

    async create(userId: string, body: CreateBotOrderBody): Promise<BotOrderView> {
      const c = await checkOrder(app, userId, body, clock);
      const nowMs = c.nowMs;
      await assertLimits(userId, { kind: body.kind, intervalSeconds: c.intervalSeconds });
      const { base, quote } = c.view;
      const [row] = await db
        .insert(botOrders)
        .values({
          userId,
          kind: body.kind,
          side: body.side,
          wallet: body.wallet,
          pool: c.pool.address,
          rpcUrl: c.tx.rpcUrl,
          network: c.tx.network,
          baseMint: base.mint,
          baseSymbol: base.symbol,
          baseDecimals: base.decimals,
          baseProgram: base.program,
          quoteMint: quote.mint,
          quoteSymbol: quote.symbol,
          quoteDecimals: quote.decimals,
          quoteProgram: quote.program,
          amount: c.amount.toString(),
          total: c.total.toString(),
          intervalSeconds: c.intervalSeconds,
          count: c.count,
          durationSeconds: body.kind === 'twap' ? (body.durationSeconds ?? null) : null,
          price: isPriceKind(body.kind) ? (body.price ?? null) : null,
          expiresAt: c.expiresAt,
          slippage: String(c.slippage),
          prioritySol: String(c.tx.prioritySol),
          status: 'active',
          startAt: new Date(nowMs),
          nextDueAt: new Date(nowMs),
          createdAt: new Date(nowMs),
          updatedAt: new Date(nowMs),
        })
        .returning();
      kick();
      return view(row!);
    },

    async list(userId: string, query: { pool?: string; mint?: string; status?: 'open' | 'all' }) {
      const rows = await db
        .select()
        .from(botOrders)
        .where(
          and(
            eq(botOrders.userId, userId),
            query.pool ? eq(botOrders.pool, query.pool) : undefined,
            query.mint ? sql`(${botOrders.baseMint} = ${query.mint} or ${botOrders.quoteMint} = ${query.mint})` : undefined,
            query.status === 'open' ? inArray(botOrders.status, ['active', 'paused']) : undefined,
          ),
        )
        .orderBy(desc(botOrders.createdAt))
        .limit(200);
      const fills = rows.length
        ? await db
            .select()
            .from(botFills)
            .where(
              inArray(
                botFills.orderId,
                rows.map((r) => r.id),
              ),
            )
        : [];
      const limits = await limitsOf(userId);
      return {
        orders: rows.map((r) =>
          orderView(
            r,
            fills.filter((f) => f.orderId === r.id),
          ),
        ),
        limits: {
          activeOrders: limits.activeOrders,
          maxActiveOrders: BOT_MAX_ACTIVE_ORDERS,
          fillsPerMinute: limits.fillsPerMinute,
          maxFillsPerMinute: BOT_MAX_FILLS_PER_MINUTE,
        },
      };
    },

    async pause(userId: string, id: string) {
      return view(
        await transition(
          userId,
          id,
          ['active'],
          { status: 'paused', reason: 'paused-by-you', reasonMessage: REASON_WORDS['paused-by-you'], nextDueAt: null },
          'paused',
        ),
      );
    },

    /** Checked again as at creation; the schedule moves so the next fill is due now and the rest keep their interval. */
    async resume(userId: string, id: string) {
      const order = await find(userId, id);
      if (order.status !== 'paused') throw new AppError('BOT_ORDER_STATE_CONFLICT', { context: { status: order.status, action: 'resumed' } });
      const nowMs = wholeSecond(await clock.chainNow(order.rpcUrl));
      const where = await createProgramPools(app).at(order.network, order.rpcUrl, app.clusters.rpcAt(order.rpcUrl));
      const pool = await readPool(where, order.pool);
      if (!pool) throw new AppError('BOT_POOL_NOT_FOUND', { field: 'pool' });
      const left = BigInt(order.total) - BigInt(order.spent);
      await requireOrderFunds(
        { rpc: where.rpc, prioritySol: Number(order.prioritySol) },
        order.wallet,
        pool,
        order.side,
        left,
        order.count ? order.count - order.fills : 1,
        order.kind === 'dca' ? 'count' : 'amount',
      );
      await assertNotWashTrading(app, order, pool, nowMs);
      await assertLimits(userId, order, order.id);
      const startAt = order.intervalSeconds ? new Date(nowMs - order.fills * order.intervalSeconds * 1000) : order.startAt;
      return view(
        await transition(
          userId,
          id,
          ['paused'],
          { status: 'active', reason: null, reasonMessage: null, startAt, nextDueAt: new Date(nowMs) },
          'resumed',
          nowMs,
        ),
      ).finally(kick);
    },

    async cancel(userId: string, id: string) {
      return view(
        await transition(
          userId,
          id,
          ['active', 'paused'],
          { status: 'cancelled', reason: 'cancelled-by-you', reasonMessage: BOT_TEXTS.cancelledByYou, nextDueAt: null },
          'cancelled',
        ),
      );
    },
  };
}
export type OrderService = ReturnType<typeof createOrderService>;
