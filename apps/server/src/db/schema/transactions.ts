/**
 * Transactions the server built and is waiting to see signed (DESIGN.md 3). The server accepts
 * only a transaction whose message is byte-identical to one remembered here for the same user,
 * adds its own signatures only then, and records the outcome, so the same transaction submitted
 * twice is answered from this row instead of being executed twice.
 */
import { index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { owner } from './users.ts';

export const PENDING_STATUSES = ['built', 'submitting', 'confirmed', 'failed'] as const;
export type PendingStatus = (typeof PENDING_STATUSES)[number];

export const pendingTransactions = pgTable(
  'pending_transactions',
  {
    id: id(),
    userId: owner(),
    kind: text('kind').notNull(),
    /** SHA-256 of the message bytes: how a signed transaction finds its row. */
    messageHash: text('message_hash').notNull(),
    /** The message bytes (base64), compared byte for byte at submission. */
    message: text('message').notNull(),
    feePayer: text('fee_payer').notNull(),
    /** Server signers: custodial addresses, and new keys sealed with the key vault. */
    serverSigners: jsonb('server_signers').notNull().$type<StoredServerSigner[]>(),
    context: jsonb('context').notNull().$type<Record<string, unknown>>(),
    rpcUrl: text('rpc_url').notNull(),
    /** u64 as text: the block height after which the blockhash is dead. */
    lastValidBlockHeight: text('last_valid_block_height').notNull(),
    status: text('status').notNull().$type<PendingStatus>().default('built'),
    signature: text('signature'),
    error: text('error'),
    /** The AppError code of a refusal (e.g. CONFLICT when a pool moved), so a retry answers alike. */
    errorCode: text('error_code'),
    /** Server-executed transactions: a retried request with the same key gets the first outcome. */
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('pending_transactions_message_idx').on(t.messageHash),
    uniqueIndex('pending_transactions_idempotency_idx').on(t.userId, t.idempotencyKey),
    index('pending_transactions_user_idx').on(t.userId, t.createdAt),
  ],
);

export type StoredServerSigner = { type: 'ephemeral'; address: string; sealed: string } | { type: 'custodial'; address: string };
