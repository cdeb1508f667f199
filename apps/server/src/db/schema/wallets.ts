/**
 * Custodial wallets (DESIGN.md 5): each user's admin wallet (index 0, made at first
 * sign-in) and up to 300 generated wallets numbered 1, 2, ... Seeds are sealed with the key vault
 * (AES-256-GCM, bound to the wallet's address) and opened only to sign.
 */
import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { owner } from './users.ts';

export const custodialWallets = pgTable(
  'custodial_wallets',
  {
    id: id(),
    userId: owner(),
    /** 0 = the admin wallet; 1..300 = generated wallets, in order. */
    index: integer('index').notNull(),
    address: text('address').notNull().unique(),
    sealedSeed: text('sealed_seed').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('custodial_wallets_user_index_idx').on(t.userId, t.index)],
);

/**
 * Mints that moved through a user's custodial wallets (funding, withdrawals) or sit in the user's
 * token list: the tokens whose balances the batched balance read looks up for every wallet.
 */
export const walletMints = pgTable(
  'wallet_mints',
  {
    userId: owner(),
    mint: text('mint').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.mint] })],
);

/** A withdrawal request's answer, so a retry with the same request id is answered, not re-run. */
export const walletWithdrawals = pgTable(
  'wallet_withdrawals',
  {
    id: id(),
    userId: owner(),
    requestId: text('request_id').notNull(),
    result: jsonb('result').notNull().$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('wallet_withdrawals_request_idx').on(t.userId, t.requestId), index('wallet_withdrawals_user_idx').on(t.userId)],
);

export type CustodialWalletRow = typeof custodialWallets.$inferSelect;
