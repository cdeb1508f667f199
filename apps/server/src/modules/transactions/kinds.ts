/**
 * What a module tells the transaction core about its kind of transaction: which lock to hold,
 * what to re-check before the server signs, and what to record once it landed. A kind's context
 * (what its builder stored with the transaction) is parsed once by the kind's schema, so every
 * hook sees it typed; each hook's decision is handed to the next as an argument (beforeSubmit's
 * to afterSend, afterConfirm and afterFailure; afterConfirm's to answer), never kept aside.
 */
import type { Rpc, SolanaRpcApi } from '@solana/kit';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { ChainOutcome } from './chain-submit.ts';

export type StoredContext = Record<string, unknown>;

export interface PendingTransaction<C = StoredContext> {
  id: string;
  userId: string;
  kind: string;
  feePayer: string;
  signature: string | null;
  context: C;
  rpcUrl: string;
  messageBytes: Uint8Array;
}

export interface KindContext {
  app: FastifyInstance;
  rpc: Rpc<SolanaRpcApi>;
}

/**
 * `C`: the context as the kind's schema parses it; `D`: what beforeSubmit decided (e.g. what it
 * reserved); `R`: what afterConfirm recorded, which answer tells the submitter.
 */
export interface TransactionKind<C = StoredContext, D = void, R = void> {
  /** Parses the stored context, once per use of the transaction; without one, hooks see it as stored. */
  context?: z.ZodType<C>;
  /** A lock held (across instances) from beforeSubmit through confirmation, e.g. `pool:<address>`. */
  lockKey?(p: PendingTransaction<C>): string | string[] | null;
  /**
   * 'send': the lock covers only the check, the server's signatures and the send, not the wait
   * for confirmation. 'sign': only the check and the server's signatures; the send follows the
   * lock's release, for kinds whose decisions hold in whatever order their transactions reach the
   * chain. Default 'confirm'.
   */
  lockThrough?: 'sign' | 'send' | 'confirm';
  /**
   * When a claimed submission starts waiting for its lock. The function returned is called once
   * beforeSubmit has run, or the submission stopped before it.
   */
  waiting?(p: PendingTransaction<C>): () => void;
  /** Under the lock, before the server signs: re-read chain state; throw an AppError to refuse; answer the decision later hooks get. */
  beforeSubmit?(p: PendingTransaction<C>, ctx: KindContext): Promise<D>;
  /** As soon as the chain took it (before its confirmation): start what may go right behind it. Must not wait for the chain. */
  afterSend?(p: PendingTransaction<C> & { signature: string }, ctx: KindContext, decision: D | undefined): void;
  /**
   * Once the chain confirmed it, before that is recorded: what to keep with the transaction (merged
   * into its stored context in the same write as its confirmation, and seen by afterConfirm and
   * answer). `outcome.transaction`: the chain's record of it, when the wait read it. A failure here
   * is logged and the confirmation recorded without it.
   */
  contextOnConfirm?(
    p: PendingTransaction<C> & { signature: string },
    ctx: KindContext,
    outcome: Extract<ChainOutcome, { status: 'confirmed' }>,
  ): Promise<Partial<C> | null>;
  /** After the chain confirmed it, still under the lock: record outcomes; what it answers goes to `answer`. */
  afterConfirm?(p: PendingTransaction<C> & { signature: string }, ctx: KindContext, decision: D | undefined): Promise<R>;
  /** After it was signed and can no longer land (refused at send, failed, expired): release what beforeSubmit reserved. */
  afterFailure?(p: PendingTransaction<C>, ctx: KindContext, decision: D | undefined): Promise<void>;
  /**
   * What the submitter is told besides the signature once it is confirmed (e.g. a swap's
   * `received`). `recorded`: afterConfirm's answer when this request confirmed it; undefined when
   * another did (a repeated submission), which reads what was stored.
   */
  answer?(p: PendingTransaction<C>, recorded: R | undefined): Promise<Record<string, string>>;
  /** Waits for the chain's verdict on a sent transaction instead of one poll per transaction (many in flight: one poll for all). */
  awaitOutcome?(rpc: Rpc<SolanaRpcApi>, signature: string, lastValidBlockHeight: bigint): Promise<ChainOutcome>;
}

/** A kind's hooks, their types inferred from its context schema and its hooks' answers. */
export function defineKind<C = StoredContext, D = void, R = void>(hooks: TransactionKind<C, D, R>): TransactionKind<C, D, R> {
  return hooks;
}

/** The registry holds kinds of every context and decision: the core hands each its own. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyKind = TransactionKind<any, any, any>;

/**
 * The transaction as its kind's hooks see it: its context parsed by the kind's schema, once; null
 * when the context is not one the kind reads now (a transaction an earlier version built).
 */
export function pendingFor<C>(kind: TransactionKind<C, unknown, unknown>, p: PendingTransaction): PendingTransaction<C> | null {
  if (!kind.context) return { ...p, context: p.context as C };
  const parsed = kind.context.safeParse(p.context);
  return parsed.success ? { ...p, context: parsed.data } : null;
}

export function createKindRegistry() {
  const kinds = new Map<string, AnyKind>();
  return {
    register(kind: string, hooks: AnyKind) {
      if (kinds.has(kind)) throw new Error(`Transaction kind ${kind} is registered twice`);
      kinds.set(kind, hooks);
    },
    get(kind: string): AnyKind {
      const hooks = kinds.get(kind);
      if (!hooks) throw new Error(`Unknown transaction kind ${kind}`);
      return hooks;
    },
    has: (kind: string) => kinds.has(kind),
  };
}
export type KindRegistry = ReturnType<typeof createKindRegistry>;
