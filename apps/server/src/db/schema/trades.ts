/**
 * Trades indexed from the chain (modules/trades): every swap_base_input and swap_base_output the
 * AMM program executed on a pool, whoever sent it, read from the pool's transactions. One row per
 * swap instruction, so a transaction that swaps twice records two; a cursor per pool says how far
 * its history has been read, so a restart resumes where it stopped.
 */
import { bigint, bigserial, index, integer, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

/** '0to1': token 0 in, token 1 out (the pool's mint order on chain); '1to0' the other way. */
export type TradeDirection = '0to1' | '1to0';

export const poolTrades = pgTable(
  'pool_trades',
  {
    /** Insertion order, which within a pool is chain order (its history is indexed oldest first). */
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    /** The cluster, as the RPC URL the trade was read from. */
    rpcUrl: text('rpc_url').notNull(),
    pool: text('pool').notNull(),
    signature: text('signature').notNull(),
    /** The swap's top-level instruction, and its place among that instruction's inner ones (-1: the top-level instruction itself). */
    instructionIndex: integer('instruction_index').notNull(),
    innerIndex: integer('inner_index').notNull(),
    slot: bigint('slot', { mode: 'number' }).notNull(),
    blockTime: timestamp('block_time', { withTimezone: true, mode: 'date' }).notNull(),
    /** The swap's payer (its first account): the wallet that traded. */
    trader: text('trader').notNull(),
    direction: text('direction').notNull().$type<TradeDirection>(),
    inputMint: text('input_mint').notNull(),
    outputMint: text('output_mint').notNull(),
    /** Base units into the input vault and out of the output vault. */
    amountIn: numeric('amount_in').notNull(),
    amountOut: numeric('amount_out').notNull(),
    /** The trade fee the pool kept, in input units (from the pool's fee tier). */
    tradeFee: numeric('trade_fee').notNull(),
    /** The vaults right after the swap, when the transaction says (null when it swapped this pool more than once). */
    vault0After: numeric('vault0_after'),
    vault1After: numeric('vault1_after'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('pool_trades_instruction_idx').on(t.rpcUrl, t.signature, t.instructionIndex, t.innerIndex),
    index('pool_trades_pool_time_idx').on(t.rpcUrl, t.pool, t.blockTime),
  ],
);

/** How far each pool's history has been indexed: its newest transaction read, all older ones read too. */
export const poolTradeCursors = pgTable(
  'pool_trade_cursors',
  {
    rpcUrl: text('rpc_url').notNull(),
    pool: text('pool').notNull(),
    /** Null until the first transaction was read. */
    lastSignature: text('last_signature'),
    lastSlot: bigint('last_slot', { mode: 'number' }),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.rpcUrl, t.pool] })],
);
