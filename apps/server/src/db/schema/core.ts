/** The core tables: sign-in, sessions, settings, managed tokens, withdrawal accounts. */
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { owner, users } from './users.ts';

export { users };

/** Bearer sessions: only an HMAC of the token is stored, so a database leak signs nobody in. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: owner(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** One-time sign-in nonces: deleted when used, so a replayed message finds nothing. */
export const signInNonces = pgTable('sign_in_nonces', {
  nonce: text('nonce').primaryKey(),
  address: text('address').notNull(),
  domain: text('domain').notNull(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** Per-user settings popup values and network choice (DESIGN.md 9: per user, not global). */
export const userSettings = pgTable('user_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  settings: jsonb('settings'),
  network: text('network'),
  customRpcUrl: text('custom_rpc_url'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const managedTokens = pgTable(
  'managed_tokens',
  {
    id: id(),
    userId: owner(),
    name: text('name').notNull(),
    symbol: text('symbol').notNull(),
    decimals: integer('decimals').notNull(),
    address: text('address').notNull(),
    hasMetadata: boolean('has_metadata').notNull().default(false),
    imageUrl: text('image_url'),
    metadataUrl: text('metadata_url'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('managed_tokens_user_address_idx').on(t.userId, t.address)],
);

export const withdrawAccounts = pgTable(
  'withdraw_accounts',
  {
    id: id(),
    userId: owner(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('withdraw_accounts_user_idx').on(t.userId)],
);
