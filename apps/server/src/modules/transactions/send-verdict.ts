/**
 * What became of a transaction the server signed and sent through `execute()` with an
 * idempotency key, when its sender may have died (kill -9, a lost answer): the core's record first
 * (its signature is stored before anything is sent), then the chain. No record means it was never
 * handed to the core, so nothing reached the chain; a signature not seen on chain is 'open' until
 * its blockhash is dead, and only then 'expired' (safe to send again). The bots scheduler and the
 * distribution engine (and the vesting jobs it runs) resolve their uncertain sends with it.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pendingTransactions } from '../../db/schema.ts';
import { lookUp } from './chain-submit.ts';

export type SendRecord = typeof pendingTransactions.$inferSelect;

export type SendVerdict =
  | { status: 'landed'; signature: string }
  | { status: 'expired' }
  | { status: 'failed'; error: string; code: string | null; signature: string | null }
  /** It may still land (or, signed by a wallet, still be submitted) until its blockhash is dead. */
  | { status: 'open'; record: SendRecord };

/** The core's record of the send: by the id the caller kept, or by the idempotency key it sent under. */
export type SendRef = { id: string } | { userId: string; idempotencyKey: string };

export interface SendVerdictOptions {
  /**
   * The transaction is signed by a connected wallet, not the server: a record the server never
   * signed may still be signed and submitted until its blockhash is dead, so it stays 'open' till then.
   */
  walletSigns?: boolean;
}

/** Codes of a record closed without its transaction ever reaching the chain. */
const NEVER_SENT = new Set(['TRANSACTION_EXPIRED', 'TRANSACTION_RPC_UNAVAILABLE']);

export async function sendVerdict(app: FastifyInstance, ref: SendRef, options: SendVerdictOptions = {}): Promise<SendVerdict> {
  const [record] = await app.db
    .select()
    .from(pendingTransactions)
    .where(
      'id' in ref
        ? eq(pendingTransactions.id, ref.id)
        : and(eq(pendingTransactions.userId, ref.userId), eq(pendingTransactions.idempotencyKey, ref.idempotencyKey)),
    );
  if (!record) return { status: 'expired' };
  if (record.status === 'confirmed') return { status: 'landed', signature: record.signature! };
  const failed = (): SendVerdict =>
    record.errorCode && NEVER_SENT.has(record.errorCode)
      ? { status: 'expired' }
      : { status: 'failed', error: record.error ?? 'Transaction failed', code: record.errorCode, signature: record.signature };
  const rpc = app.clusters.rpcAt(record.rpcUrl);
  const dead = async () => (await rpc.getBlockHeight({ commitment: 'confirmed' }).send()) > BigInt(record.lastValidBlockHeight);
  if (!record.signature) {
    if (options.walletSigns && record.status === 'built' && !(await dead())) return { status: 'open', record };
    return record.status === 'failed' ? failed() : { status: 'expired' };
  }
  const seen = await lookUp(rpc, record.signature);
  if (seen?.status === 'confirmed') return { status: 'landed', signature: record.signature };
  if (seen?.status === 'failed') return { status: 'failed', error: seen.reason, code: seen.code, signature: record.signature };
  // One last look after expiry: it may have landed in the block that ended its lifetime.
  if ((await dead()) && !(await lookUp(rpc, record.signature))) return record.status === 'failed' ? failed() : { status: 'expired' };
  return { status: 'open', record };
}
