/**
 * What a module tells the transaction core about its kind of transaction: which lock to hold,
 * what to re-check before the server signs, and what to record once it landed.
 */
import type { Rpc, SolanaRpcApi } from '@solana/kit';
import type { FastifyInstance } from 'fastify';
import type { ChainOutcome } from './chain-submit.ts';

export interface PendingTransaction {
  id: string;
  userId: string;
  kind: string;
  feePayer: string;
  signature: string | null;
  context: Record<string, unknown>;
  rpcUrl: string;
  messageBytes: Uint8Array;
}

export interface KindContext {
  app: FastifyInstance;
  rpc: Rpc<SolanaRpcApi>;
}

export interface TransactionKind {
  /** A lock held (across instances) from beforeSubmit through confirmation, e.g. `pool:<address>`. */
  lockKey?(p: PendingTransaction): string | string[] | null;
  /**
   * 'send': the lock covers only the check, the server's signatures and the send, not the wait
   * for confirmation (the kind reserves what is in flight itself, e.g. sequenced deposits).
   * 'sign': only the check and the server's signatures; the send follows the lock's release, for
   * kinds whose decisions hold in whatever order their transactions reach the chain (sequenced
   * swaps: each decided at the worst landing subset of what is in flight, as a real cluster may
   * land them in any order anyway), so a pool is not held through a round trip to the node.
   * Default 'confirm'.
   */
  lockThrough?: 'sign' | 'send' | 'confirm';
  /**
   * When a claimed submission starts waiting for its lock (e.g. quotes count the swaps queued
   * ahead of them). The function returned is called once beforeSubmit has run, or the submission
   * stopped before it.
   */
  waiting?(p: PendingTransaction): () => void;
  /** Under the lock, before the server signs: re-read chain state; throw an AppError to refuse. */
  beforeSubmit?(p: PendingTransaction, ctx: KindContext): Promise<void>;
  /**
   * As soon as the chain took it (before its confirmation, after the lock of lockThrough 'sign' or 'send'):
   * start what may go right behind it (a swap's improvement payment). Must not wait for the chain.
   */
  afterSend?(p: PendingTransaction & { signature: string }, ctx: KindContext): void;
  /** After the chain confirmed it, still under the lock: record outcomes. */
  afterConfirm?(p: PendingTransaction & { signature: string }, ctx: KindContext): Promise<void>;
  /** After it was signed and can no longer land (refused at send, failed, expired): release what beforeSubmit reserved. */
  afterFailure?(p: PendingTransaction, ctx: KindContext): Promise<void>;
  /** What the submitter is told besides the signature once it is confirmed (e.g. a swap's `received`). */
  answer?(p: PendingTransaction): Promise<Record<string, string>>;
  /** Waits for the chain's verdict on a sent transaction instead of one poll per transaction (many in flight: one poll for all). */
  awaitOutcome?(rpc: Rpc<SolanaRpcApi>, signature: string, lastValidBlockHeight: bigint): Promise<ChainOutcome>;
}

export function createKindRegistry() {
  const kinds = new Map<string, TransactionKind>();
  return {
    register(kind: string, hooks: TransactionKind) {
      if (kinds.has(kind)) throw new Error(`Transaction kind ${kind} is registered twice`);
      kinds.set(kind, hooks);
    },
    get(kind: string): TransactionKind {
      const hooks = kinds.get(kind);
      if (!hooks) throw new Error(`Unknown transaction kind ${kind}`);
      return hooks;
    },
    has: (kind: string) => kinds.has(kind),
  };
}
export type KindRegistry = ReturnType<typeof createKindRegistry>;
