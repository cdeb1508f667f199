/**
 * Server-held pools of earlier versions (modules/legacy-pools), kept until each is wound down: the
 * pool authority's sealed key (it signs the payouts), the fee tier, the start time, who created it
 * and the init amounts; their swaps, LP locks and burns. The app's pools live on the AMM program
 * now and nothing about them is stored here.
 */
import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { owner, users } from './users.ts';

/** 'closed': a server-held pool being or already wound down, its funds returned to its LP holders (modules/legacy-pools). */
export const POOL_STATUSES = ['pending', 'active', 'closed'] as const;
export type PoolStatus = (typeof POOL_STATUSES)[number];

export const pools = pgTable(
  'pools',
  {
    id: id(),
    /** The creator. Pools are public: anyone may swap or add liquidity. */
    userId: owner(),
    /** The pool authority's public key, which is the pool's address. */
    address: text('address').notNull().unique(),
    /** The pool authority's 32-byte seed, sealed with the key vault (bound to the address). */
    sealedKey: text('sealed_key').notNull(),
    /** The cluster the pool lives on. */
    rpcUrl: text('rpc_url').notNull(),
    /** Base and quote mints in sorted order plus the fee tier: one pool per pair and tier. */
    pairKey: text('pair_key').notNull(),
    baseMint: text('base_mint').notNull(),
    baseProgram: text('base_program').notNull(),
    baseDecimals: integer('base_decimals').notNull(),
    quoteMint: text('quote_mint').notNull(),
    quoteProgram: text('quote_program').notNull(),
    quoteDecimals: integer('quote_decimals').notNull(),
    baseVault: text('base_vault').notNull(),
    quoteVault: text('quote_vault').notNull(),
    lpMint: text('lp_mint').notNull(),
    /** The LP mint's token program: Token-2022 (named by its metadata) for pools made once LP tokens carried names, classic before. */
    lpProgram: text('lp_program').notNull().default('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'),
    lpDecimals: integer('lp_decimals').notNull(),
    /** Basis points: 25, 50, 100, 200, 400. */
    feeBps: integer('fee_bps').notNull(),
    startTime: timestamp('start_time', { withTimezone: true, mode: 'date' }),
    /** Base units, as text (u64). */
    initBaseAmount: text('init_base_amount').notNull(),
    initQuoteAmount: text('init_quote_amount').notNull(),
    /** 'pending' until the init transaction is confirmed. */
    status: text('status').notNull().$type<PoolStatus>().default('pending'),
    createdAt: createdAt(),
  },
  // One live pool per pair and tier; pending creations (built, unsigned, failed) block nobody.
  (t) => [
    uniqueIndex('pools_pair_idx')
      .on(t.rpcUrl, t.pairKey)
      .where(sql`${t.status} = 'active'`),
    index('pools_user_idx').on(t.userId),
  ],
);

export const poolSwaps = pgTable(
  'pool_swaps',
  {
    id: id(),
    poolId: uuid('pool_id')
      .notNull()
      .references(() => pools.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    signature: text('signature').notNull().unique(),
    direction: text('direction').notNull().$type<'xy' | 'yx'>(),
    /** Base units, as text. */
    amountIn: text('amount_in').notNull(),
    amountOut: text('amount_out').notNull(),
    /** The fee kept by the pool, in input units. */
    fee: text('fee').notNull(),
    /** The vaults right after the swap (read under the pool lock): the pool's price history. */
    baseReserveAfter: text('base_reserve_after'),
    quoteReserveAfter: text('quote_reserve_after'),
    createdAt: createdAt(),
  },
  (t) => [index('pool_swaps_pool_time_idx').on(t.poolId, t.createdAt)],
);

export const LP_LOCK_STATUSES = ['locked', 'unlocked'] as const;
export type LpLockStatus = (typeof LP_LOCK_STATUSES)[number];

/**
 * LP tokens locked until a date: held in the pool's lock account (pool-signed, see
 * lp-positions.ts) and released only to their owner, only after `unlockAt`. A row is written once
 * the lock landed; the lock account's balance is the sum of the pool's 'locked' rows.
 */
export const lpLocks = pgTable(
  'lp_locks',
  {
    id: id(),
    poolId: uuid('pool_id')
      .notNull()
      .references(() => pools.id, { onDelete: 'cascade' }),
    userId: owner(),
    /** LP base units. */
    amount: numeric('amount').notNull(),
    unlockAt: timestamp('unlock_at', { withTimezone: true, mode: 'date' }).notNull(),
    status: text('status').notNull().$type<LpLockStatus>().default('locked'),
    /** The lock transaction (one row per landed lock). */
    signature: text('signature').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [index('lp_locks_pool_idx').on(t.poolId, t.status), index('lp_locks_user_idx').on(t.userId)],
);

/** LP tokens burned for good by their holder, for the token page's risk analysis. */
export const lpBurns = pgTable(
  'lp_burns',
  {
    id: id(),
    poolId: uuid('pool_id')
      .notNull()
      .references(() => pools.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    amount: numeric('amount').notNull(),
    signature: text('signature').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [index('lp_burns_pool_idx').on(t.poolId)],
);
