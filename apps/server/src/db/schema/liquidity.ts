/**
 * Liquidity pools (DESIGN.md 4). A pool row records what the chain cannot tell us: the pool
 * authority's sealed key, the fee tier, the start time, who created it and the init amounts.
 * Reserves and LP supply are always read from the chain, never from here. Swaps are recorded
 * after the chain confirmed them, for volume, fees and APR.
 */
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { owner, users } from './users.ts';

export const POOL_STATUSES = ['pending', 'active'] as const;
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
  (t) => [uniqueIndex('pools_pair_idx').on(t.rpcUrl, t.pairKey), index('pools_user_idx').on(t.userId)],
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
