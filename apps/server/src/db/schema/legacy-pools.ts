/**
 * The one-time wind-down of server-held pools (modules/legacy-pools): one row per pool with the
 * snapshot its shares come from, one row per payout (an LP holder, an LP lock's owner, the
 * treasury's dust), one row per transaction sent. A payout row is written before anything is
 * sent and points at its transaction's row before that is handed to the transaction core, which
 * stores the signature before sending; so after any crash each uncertain transaction is resolved
 * on chain before its payouts can go again, and each payout is paid exactly once.
 */
import { index, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { pools } from './liquidity.ts';

/** 'paying' from the snapshot on; 'wound_down' once every payout and the dust landed. */
export type WindDownStatus = 'paying' | 'wound_down';
/** 'holder': LP in any account; 'lock': an LP lock's share (paid to its owner once due); 'treasury': the dust left at the end. */
export type PayoutKind = 'holder' | 'lock' | 'treasury';
/** 'failed': its transaction failed on chain; left for the operator, never sent again by itself. */
export type PayoutStatus = 'pending' | 'sending' | 'paid' | 'failed';
export type PayoutBatchStatus = 'sending' | 'landed' | 'failed' | 'expired';

export const legacyPoolWindDowns = pgTable('legacy_pool_wind_downs', {
  id: id(),
  poolId: uuid('pool_id')
    .notNull()
    .unique()
    .references(() => pools.id, { onDelete: 'cascade' }),
  status: text('status').notNull().$type<WindDownStatus>(),
  /** The vaults and the LP supply the shares were computed from (base units). */
  baseReserve: numeric('base_reserve').notNull(),
  quoteReserve: numeric('quote_reserve').notNull(),
  lpSupply: numeric('lp_supply').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const legacyPoolPayoutBatches = pgTable(
  'legacy_pool_payout_batches',
  {
    id: id(),
    windDownId: uuid('wind_down_id')
      .notNull()
      .references(() => legacyPoolWindDowns.id, { onDelete: 'cascade' }),
    /** 'sending' until the chain's verdict is known; 'expired': never landed, its payouts go again. */
    status: text('status').notNull().$type<PayoutBatchStatus>(),
    signature: text('signature'),
    error: text('error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('legacy_pool_payout_batches_idx').on(t.windDownId, t.status)],
);

export const legacyPoolPayouts = pgTable(
  'legacy_pool_payouts',
  {
    id: id(),
    windDownId: uuid('wind_down_id')
      .notNull()
      .references(() => legacyPoolWindDowns.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().$type<PayoutKind>(),
    /** 'holder:<owner>', 'lock:<lock id>' or 'treasury': one payout each per pool. */
    payoutKey: text('payout_key').notNull(),
    /** The wallet paid: the LP account's owner, the lock's owner, or the treasury. */
    recipient: text('recipient').notNull(),
    /** Base units: the LP it stands for, and what leaves each vault (a transfer fee is then withheld from it). */
    lpAmount: numeric('lp_amount').notNull(),
    baseAmount: numeric('base_amount').notNull(),
    quoteAmount: numeric('quote_amount').notNull(),
    /** A lock's unlock date: not paid before the chain's clock passes it. */
    dueAt: timestamp('due_at', { withTimezone: true, mode: 'date' }),
    status: text('status').notNull().$type<PayoutStatus>(),
    /** The transaction carrying it while 'sending', and the one that paid it once 'paid'. */
    batchId: uuid('batch_id').references(() => legacyPoolPayoutBatches.id),
    signature: text('signature'),
    error: text('error'),
  },
  (t) => [
    uniqueIndex('legacy_pool_payouts_key_idx').on(t.windDownId, t.payoutKey),
    index('legacy_pool_payouts_status_idx').on(t.windDownId, t.status),
    index('legacy_pool_payouts_batch_idx').on(t.batchId),
  ],
);
