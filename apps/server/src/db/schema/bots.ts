/**
 * Making Bots: a user's orders (DCA, TWAP, limit, stop-loss, take-profit) and their fills. An
 * order is claimed by one scheduler at a time through its lease (a conditional update, so several
 * API instances on one database share the work); a fill's row is written 'sending' before its
 * transaction is handed to the transaction core (which stores the signature before sending), and
 * at most one fill per order and place is ever 'sending' or 'landed' (a partial unique index), so
 * no crash or second instance can fill the same place twice.
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { BotOrderKind, BotOrderReason, BotOrderStatus, BotSide, Cluster } from '@toolkit/shared';
import { createdAt, id, updatedAt } from './columns.ts';
import { owner } from './users.ts';

export const botOrders = pgTable(
  'bot_orders',
  {
    id: id(),
    userId: owner(),
    kind: text('kind').notNull().$type<BotOrderKind>(),
    side: text('side').notNull().$type<BotSide>(),
    /** The custodial wallet (admin or generated) that trades and signs. */
    wallet: text('wallet').notNull(),
    pool: text('pool').notNull(),
    /** The cluster, fixed at creation: a network switch never moves a running order. */
    rpcUrl: text('rpc_url').notNull(),
    network: text('network').notNull().$type<Cluster>(),
    baseMint: text('base_mint').notNull(),
    baseSymbol: text('base_symbol').notNull(),
    baseDecimals: integer('base_decimals').notNull(),
    baseProgram: text('base_program').notNull(),
    quoteMint: text('quote_mint').notNull(),
    quoteSymbol: text('quote_symbol').notNull(),
    quoteDecimals: integer('quote_decimals').notNull(),
    quoteProgram: text('quote_program').notNull(),
    /** Base units of the token spent: per fill for a DCA, in all otherwise (u64 as text). */
    amount: text('amount').notNull(),
    total: text('total').notNull(),
    intervalSeconds: integer('interval_seconds'),
    count: integer('count'),
    durationSeconds: integer('duration_seconds'),
    /** Quote per base, decimal text as the user wrote it. */
    price: text('price'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    /** Percent, as text ("0.5"). */
    slippage: text('slippage').notNull(),
    prioritySol: text('priority_sol').notNull(),
    status: text('status').notNull().$type<BotOrderStatus>(),
    reason: text('reason').$type<BotOrderReason>(),
    reasonMessage: text('reason_message'),
    /** Scheduled kinds: fill i is due at startAt + i * interval. */
    startAt: timestamp('start_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Fills landed so far (the place of the next fill). */
    fills: integer('fills').notNull().default(0),
    /** Base units spent and received over the landed fills. */
    spent: text('spent').notNull().default('0'),
    received: text('received').notNull().default('0'),
    /** When the scheduler next looks at it (the next fill or price check); null when not active. */
    nextDueAt: timestamp('next_due_at', { withTimezone: true, mode: 'date' }),
    /** Until when one scheduler holds it; another takes it over only after. */
    leaseUntil: timestamp('lease_until', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bot_orders_due_idx').on(t.status, t.nextDueAt),
    index('bot_orders_user_idx').on(t.userId, t.createdAt),
    index('bot_orders_pool_idx').on(t.rpcUrl, t.pool, t.status),
  ],
);

/**
 * 'sending' until the chain's verdict: 'landed', 'failed' (the chain refused it; the order goes
 * on or pauses), or 'expired' (it never landed: the same place is tried again, a new row).
 */
export type BotFillRowStatus = 'sending' | 'landed' | 'failed' | 'expired';

export const botFills = pgTable(
  'bot_fills',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => botOrders.id, { onDelete: 'cascade' }),
    /** The fill's place in the order (0-based). */
    index: integer('index').notNull(),
    status: text('status').notNull().$type<BotFillRowStatus>(),
    dueAt: timestamp('due_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Base units spent, the least accepted (enforced on chain) and what arrived. */
    amount: text('amount').notNull(),
    minimumReceived: text('minimum_received').notNull(),
    received: text('received'),
    signature: text('signature'),
    error: text('error'),
    landedAt: timestamp('landed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('bot_fills_once_idx')
      .on(t.orderId, t.index)
      .where(sql`${t.status} in ('sending', 'landed')`),
    index('bot_fills_order_idx').on(t.orderId, t.createdAt),
  ],
);

export type BotOrderRow = typeof botOrders.$inferSelect;
export type BotFillRow = typeof botFills.$inferSelect;
