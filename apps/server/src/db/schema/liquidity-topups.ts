/**
 * What a deposit or withdrawal is owed above the minimum its user signed for (liquidity-topup.ts):
 * decided and written under the pool's lock before the deposit or withdrawal is sent, paid by the
 * pool in its own transaction once it landed, exactly once, also after a crash.
 */
import { index, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { pools } from './liquidity.ts';
import { users } from './users.ts';

export const TOPUP_STATUSES = ['open', 'paid', 'dropped'] as const;
export type TopUpStatus = (typeof TOPUP_STATUSES)[number];

export const poolTopUps = pgTable(
  'pool_topups',
  {
    id: id(),
    poolId: uuid('pool_id')
      .notNull()
      .references(() => pools.id, { onDelete: 'cascade' }),
    /** The deposit's or withdrawal's row in pending_transactions (one top-up per transaction). */
    transactionId: uuid('transaction_id').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Base units: LP the pool mints to a depositor; what each vault pays a withdrawer (before any transfer fee). */
    lpAmount: numeric('lp_amount').notNull(),
    baseAmount: numeric('base_amount').notNull(),
    quoteAmount: numeric('quote_amount').notNull(),
    /** The idempotency key of the pool's payment, set before it is built: one payment at a time, across instances. */
    paymentKey: text('payment_key'),
    paidSignature: text('paid_signature'),
    status: text('status').notNull().$type<TopUpStatus>().default('open'),
    createdAt: createdAt(),
  },
  (t) => [index('pool_topups_open_idx').on(t.poolId, t.status)],
);
