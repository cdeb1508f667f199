/**
 * What became of a transaction the server signed and sent through `execute()` with an
 * idempotency key, when its sender may have died (kill -9, a lost answer): the core's record first
 * (its signature is stored before anything is sent), then the chain. No record means it was never
 * handed to the core, so nothing reached the chain; a signature not seen on chain is 'open' until
 * its blockhash is dead, and only then 'expired' (safe to send again). The same resolution the
 * distribution engine applies to its custodial batches.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pendingTransactions } from '../../db/schema.ts';
import { lookUp } from './chain-submit.ts';

export type SendVerdict =
  | { status: 'landed'; signature: string }
  | { status: 'expired' }
  | { status: 'failed'; error: string; code: string | null; signature: string | null }
  | { status: 'open' };

/** Codes of a record closed without its transaction ever reaching the chain. */
const NEVER_SENT = new Set(['TRANSACTION_EXPIRED', 'TRANSACTION_RPC_UNAVAILABLE']);

export async function sendVerdict(app: FastifyInstance, userId: string, idempotencyKey: string): Promise<SendVerdict> {
  const [record] = await app.db
    .select()
    .from(pendingTransactions)
    .where(and(eq(pendingTransactions.userId, userId), eq(pendingTransactions.idempotencyKey, idempotencyKey)));
  if (!record) return { status: 'expired' };
  if (record.status === 'confirmed') return { status: 'landed', signature: record.signature! };
  const failed = (): SendVerdict =>
    record.errorCode && NEVER_SENT.has(record.errorCode)
      ? { status: 'expired' }
      : { status: 'failed', error: record.error ?? 'Transaction failed', code: record.errorCode, signature: record.signature };
  if (!record.signature) return record.status === 'failed' ? failed() : { status: 'expired' };
  const rpc = app.clusters.rpcAt(record.rpcUrl);
  const seen = await lookUp(rpc, record.signature);
  if (seen?.status === 'confirmed') return { status: 'landed', signature: record.signature };
  if (seen?.status === 'failed') return { status: 'failed', error: seen.reason, code: seen.code, signature: record.signature };
  const dead = (await rpc.getBlockHeight({ commitment: 'confirmed' }).send()) > BigInt(record.lastValidBlockHeight);
  // One last look after expiry: it may have landed in the block that ended its lifetime.
  if (dead && !(await lookUp(rpc, record.signature))) return record.status === 'failed' ? failed() : { status: 'expired' };
  return { status: 'open' };
}
