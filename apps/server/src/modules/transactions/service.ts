/**
 * The one way transactions reach the chain (DESIGN.md 3). `prepare` remembers a transaction the
 * server built; `submit` accepts only that transaction back, signed by the user's wallet, adds the
 * server's signatures, runs the kind's checks under its lock, sends, confirms and records the
 * outcome; `execute` does the same for transactions only the server signs (custodial wallets).
 * Any second submission of the same transaction is answered from the record, never re-executed.
 */
import {
  getCompiledTransactionMessageDecoder,
  getSignatureFromTransaction,
  type Base64EncodedWireTransaction,
  type TransactionMessage,
  type SignatureBytes,
  type Transaction,
  type TransactionMessageWithBlockhashLifetime,
  type TransactionMessageWithFeePayer,
} from '@solana/kit';
import { compileTransaction, encodeBase58 } from '@toolkit/chain';
import { isErrorCode, LIMITS } from '@toolkit/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pendingTransactions } from '../../db/schema.ts';
import { verifySolanaSignature } from '../../lib/ed25519.ts';
import { AppError, isAppError } from '../../lib/errors.ts';
import { isRpcFailure } from '../../lib/rpc-failure.ts';
import { awaitOutcome, lookUp, sendTransaction, type ChainOutcome } from './chain-submit.ts';
import { createRowWrites } from './row-writes.ts';
import { createKindRegistry, pendingFor, type AnyKind, type PendingTransaction, type StoredContext } from './kinds.ts';
import { signAsServer, storeServerSigners, type KeySource, type ServerSigner } from './server-signers.ts';
import { bytesEqual, decodeWireTransaction, messageHashOf, wireBase64, wireSize } from './wire.ts';

export interface PrepareInput {
  userId: string;
  /** A registered kind, e.g. 'token.create'. */
  kind: string;
  message: TransactionMessage & TransactionMessageWithFeePayer & TransactionMessageWithBlockhashLifetime;
  /**
   * The cluster it was built for (`app.clusters.rpcFor(userId)`); it is sent there through
   * `app.clusters.rpcAt`, which guards any URL that is not one of the operator's (no SSRF).
   */
  rpcUrl: string;
  serverSigners?: ServerSigner[];
  /** JSON-able (bigints as strings); handed back to the kind's hooks. */
  context?: Record<string, unknown>;
}

export interface PreparedTransaction {
  id: string;
  /** Base64 wire transaction; the wallet's and the server's signatures are still empty. */
  transaction: string;
  lastValidBlockHeight: bigint;
}

type Row = typeof pendingTransactions.$inferSelect;
/** What record() stored of an outcome. */
type RecordedOutcome = Pick<Row, 'status' | 'error' | 'errorCode'>;

/** How long a waiter trusts another request (maybe a dead process) to finish a submission. */
const STALE_SUBMISSION_MS = 120_000;

/** A stored message's bytes (the server wrote it: no check of the text needed). */
const bytesOfStored = (message: string) => new Uint8Array(Buffer.from(message, 'base64'));

/** A transaction's id: its first (fee payer's) signature in base58, as kit's getSignatureFromTransaction gives it, without its bigint arithmetic. */
function signatureOf(tx: Transaction): string {
  const first = Object.values(tx.signatures)[0];
  // Missing, kit's own throws the error it names.
  return first ? encodeBase58(first) : getSignatureFromTransaction(tx);
}

/** The addresses that must sign a message, in the order their signatures go on the wire. */
function signerOrder(messageBytes: Uint8Array): string[] {
  const message = getCompiledTransactionMessageDecoder().decode(messageBytes);
  return message.staticAccounts.slice(0, message.header.numSignerAccounts);
}

/** Rows this process built and has not seen submitted yet; beyond that, submissions read the database. */
const MAX_BUILT_MEMO = 10_000;

export function createTransactionService(app: FastifyInstance) {
  const kinds = createKindRegistry();
  const keySources: KeySource[] = [];
  const { db } = app;
  // A row's message, signers and context never change once written, so the row this process just
  // built answers its submission's lookup when it comes back here (its status is settled by the
  // claim, which is conditional on the database's). Another instance's, or an older one, is read.
  const built = new Map<string, Row>();

  // New transactions, claims and outcomes, each turn's in one statement of each (row-writes.ts).
  const writes = createRowWrites(db);

  const toPending = (row: Row): PendingTransaction => ({
    id: row.id,
    userId: row.userId,
    kind: row.kind,
    feePayer: row.feePayer,
    signature: row.signature,
    context: row.context,
    rpcUrl: row.rpcUrl,
    messageBytes: bytesOfStored(row.message),
  });

  /**
   * Stores a transaction the server built. `claimSigned` (execute(): only the server signs): the
   * server signs it now and the row is stored already claimed ('submitting') with its signature,
   * so it is recorded before it is sent in one statement rather than three (insert, claim, signature).
   */
  async function remember(
    input: PrepareInput,
    idempotencyKey: string | null,
    claimSigned = false,
  ): Promise<{ row: Row; wire: string; fresh: boolean; signers: string[]; signedByServer?: Map<string, Uint8Array> }> {
    if (!kinds.has(input.kind)) throw new Error(`Unknown transaction kind ${input.kind}`);
    const compiled = compileTransaction(input.message);
    // Its size from the message's length and the signature count, without encoding it a second time.
    const size = wireSize(compiled);
    if (size > LIMITS.transactionBytes) {
      throw new Error(`${input.kind} transaction is ${size} bytes, over the ${LIMITS.transactionBytes}-byte limit`);
    }
    const messageBytes = new Uint8Array(compiled.messageBytes);
    const messageHash = messageHashOf(messageBytes);
    const serverSigners = storeServerSigners(app.keyVault, input.serverSigners ?? [], messageHash);
    const signers = Object.keys(compiled.signatures);
    const required = new Set(signers);
    for (const s of serverSigners) {
      if (!required.has(s.address)) throw new Error(`${s.address} is not a signer of this ${input.kind} transaction`);
    }
    const feePayer = input.message.feePayer.address;
    if (claimSigned && signers.some((a) => !serverSigners.some((s) => s.address === a))) {
      throw new Error(`execute() needs every signer to be a server signer (${input.kind})`);
    }
    const signedByServer = claimSigned
      ? await signAsServer({
          vault: app.keyVault,
          sources: keySources,
          stored: serverSigners,
          messageHash,
          messageBytes,
          userId: input.userId,
          kind: input.kind,
        })
      : undefined;
    const claimed = signedByServer
      ? { status: 'submitting' as const, signature: encodeBase58(signedByServer.get(feePayer)!) }
      : { status: 'built' as const, signature: null };
    const values = {
      userId: input.userId,
      kind: input.kind,
      messageHash,
      message: Buffer.from(compiled.messageBytes).toString('base64'),
      feePayer,
      serverSigners,
      context: input.context ?? {},
      rpcUrl: input.rpcUrl,
      lastValidBlockHeight: input.message.lifetimeConstraint.lastValidBlockHeight.toString(),
      idempotencyKey,
      ...claimed,
    };
    const inserted = await writes.insert(values);
    const wire = wireBase64(compiled);
    if (inserted) return { row: inserted, wire, fresh: true, signers, signedByServer };
    // The same message built twice (same blockhash, same instructions), or a retried request with
    // the same idempotency key: both name the transaction already remembered.
    const [existing] = await db
      .select()
      .from(pendingTransactions)
      .where(
        idempotencyKey
          ? and(eq(pendingTransactions.userId, input.userId), eq(pendingTransactions.idempotencyKey, idempotencyKey))
          : eq(pendingTransactions.messageHash, messageHash),
      );
    if (!existing || existing.userId !== input.userId) throw new AppError('TRANSACTION_NOT_BUILT_HERE');
    return { row: existing, wire, fresh: false, signers };
  }

  /** Marks a remembered transaction as being submitted by this request; false if another has it. */
  async function claim(row: Row, signature: string | null): Promise<boolean> {
    return writes.claim({ id: row.id, signature, updatedAt: new Date() });
  }

  /**
   * Stores the outcome; a failure keeps its code and the message its submitter was answered.
   * `contextPatch`: merged into the stored context in the same write (a confirmation's contextOnConfirm).
   */
  async function record(
    id: string,
    outcome: ChainOutcome | { status: 'refused'; error: AppError },
    contextPatch?: StoredContext | null,
  ): Promise<RecordedOutcome | null> {
    if (outcome.status === 'unknown') return null;
    const failure = (error: AppError) => ({ status: 'failed' as const, error: error.message, errorCode: error.code });
    const set =
      outcome.status === 'confirmed'
        ? { status: 'confirmed' as const, error: null, errorCode: null }
        : outcome.status === 'refused'
          ? failure(outcome.error)
          : outcome.status === 'expired'
            ? failure(new AppError('TRANSACTION_EXPIRED'))
            : failure(new AppError(outcome.code, { context: { reason: outcome.reason } }));
    await writes.record({ ...set, id, updatedAt: new Date(), patch: contextPatch });
    return set;
  }

  /**
   * Under the kind's lock: check, sign as the server, send, confirm, record, run afterConfirm.
   * Answers the row as recorded (and what afterConfirm recorded), so its submitter need not read
   * it back; null while its outcome is still unknown.
   */
  async function run(
    row: Row,
    walletSignatures: Record<string, SignatureBytes | null>,
    /** The message's signers in wire order, where the caller has them (else read from the message). */
    signers: string[] | null,
    signedByServer?: Map<string, Uint8Array>,
  ): Promise<{ row: Row; recorded: unknown } | null> {
    const kind = kinds.get(row.kind);
    const rpc = app.clusters.rpcAt(row.rpcUrl);
    const pending = pendingFor(kind, toPending(row));
    if (!pending) {
      // Built by an earlier version for what this one no longer does (e.g. a swap on a server-held pool): never sent.
      const refusal = new AppError('TRANSACTION_UNKNOWN');
      await record(row.id, { status: 'refused', error: refusal });
      throw refusal;
    }
    const lockKeys = [kind.lockKey?.(pending) ?? []].flat().filter(Boolean).sort();
    const doneWaiting = kind.waiting?.(pending);
    const lastValid = BigInt(row.lastValidBlockHeight);
    // Once the send is attempted the transaction may land whatever else fails: the row then stays
    // 'submitting' and settle() resolves it on chain, never 'failed' while it may still land.
    let sendAttempted = false;
    let sentSignature: string | null = null;
    let recorded: RecordedOutcome | null = null;
    // What beforeSubmit decided, for the hooks after it; what afterConfirm recorded, for the answer.
    let decision: unknown;
    let confirmedRecord: unknown;
    // What the kind kept with the confirmation (contextOnConfirm), stored with it.
    let contextPatch: StoredContext | null = null;
    const note = async (outcome: Parameters<typeof record>[1], patch?: StoredContext | null) => {
      recorded = (await record(row.id, outcome, patch)) ?? recorded;
    };

    const ctx = { app, rpc };
    const failed = async (outcome: ChainOutcome) => {
      await note(outcome);
      if (outcome.status === 'failed' || outcome.status === 'expired') await kind.afterFailure?.(pending, ctx, decision);
    };
    /** Check and sign as the server: the part a kind with lockThrough 'sign' holds its lock for. */
    const checkAndSign = async (): Promise<{ signature: string; wire: Base64EncodedWireTransaction } | null> => {
      if ((await rpc.getBlockHeight({ commitment: 'confirmed' }).send()) > lastValid) {
        await note({ status: 'expired' });
        return null;
      }
      try {
        decision = await kind.beforeSubmit?.(pending, ctx);
      } catch (e) {
        if (!isAppError(e)) throw e;
        await note({ status: 'refused', error: e });
        return null;
      } finally {
        doneWaiting?.();
      }
      let serverSignatures: Map<string, Uint8Array>;
      try {
        serverSignatures =
          signedByServer ??
          (await signAsServer({
            vault: app.keyVault,
            sources: keySources,
            stored: row.serverSigners,
            messageHash: row.messageHash,
            messageBytes: pending.messageBytes,
            userId: row.userId,
            kind: row.kind,
          }));
      } catch (e) {
        // A key source may refuse to sign (a retired pool's authority signs only its payouts).
        if (!isAppError(e)) throw e;
        await note({ status: 'refused', error: e });
        return null;
      }
      // The wire format lists signatures in the message's signer order, so the map must follow it.
      const all = new Map<string, SignatureBytes | null>([...Object.entries(walletSignatures), ...serverSignatures] as [string, SignatureBytes][]);
      const signed: Transaction = {
        messageBytes: pending.messageBytes as unknown as Transaction['messageBytes'],
        signatures: Object.fromEntries(
          (signers ?? signerOrder(pending.messageBytes)).map((a) => [a, all.get(a) ?? null]),
        ) as Transaction['signatures'],
      };
      const signature = signatureOf(signed);
      sentSignature = signature;
      // A wallet-paid transaction's signature was stored when it was claimed (submit()), a
      // server-paid one's when it was stored claimed (execute()); signatures are deterministic.
      if (!walletSignatures[row.feePayer] && row.signature !== signature)
        await db.update(pendingTransactions).set({ signature }).where(eq(pendingTransactions.id, row.id));
      return { signature, wire: wireBase64(signed) };
    };
    const send = async (signed: { signature: string; wire: Base64EncodedWireTransaction } | null): Promise<string | null> => {
      if (!signed) return null;
      sendAttempted = true;
      const refused = await sendTransaction(rpc, signed.wire);
      if (refused) {
        await failed(refused);
        return null;
      }
      return signed.signature;
    };
    const confirm = async (signature: string) => {
      kind.afterSend?.({ ...pending, signature }, ctx, decision);
      const outcome = await (kind.awaitOutcome ?? awaitOutcome)(rpc, signature, lastValid);
      if (outcome.status !== 'confirmed') return failed(outcome);
      if (kind.contextOnConfirm) {
        try {
          contextPatch = await kind.contextOnConfirm({ ...pending, signature }, ctx, outcome);
        } catch (e) {
          // The transaction landed: that is recorded whatever its kind could not read.
          app.log.error({ err: e, kind: row.kind, signature }, 'contextOnConfirm failed');
        }
      }
      await note(outcome, contextPatch);
      if (kind.afterConfirm) {
        try {
          const context = contextPatch ? { ...pending.context, ...contextPatch } : pending.context;
          confirmedRecord = await kind.afterConfirm({ ...pending, context, signature }, ctx, decision);
        } catch (e) {
          // The transaction landed; a failed bookkeeping step must not turn that into an error.
          app.log.error({ err: e, kind: row.kind, signature }, 'afterConfirm failed');
        }
      }
    };

    const locked = <T>(inner: () => Promise<T>) =>
      lockKeys.reduceRight<() => Promise<T>>((next, key) => () => app.locks.withLock(key, next), inner)();
    try {
      if (kind.lockThrough === 'sign') {
        const signature = await send(await locked(checkAndSign));
        if (signature) await confirm(signature);
      } else if (kind.lockThrough === 'send') {
        const signature = await locked(async () => send(await checkAndSign()));
        if (signature) await confirm(signature);
      } else {
        await locked(async () => {
          const signature = await send(await checkAndSign());
          if (signature) await confirm(signature);
        });
      }
      if (!recorded) return null;
      // Set in confirm(), which TypeScript's narrowing does not follow.
      const patch = contextPatch as StoredContext | null;
      const context = patch ? { ...row.context, ...patch } : row.context;
      return { row: { ...row, ...(recorded as RecordedOutcome), context, signature: sentSignature ?? row.signature }, recorded: confirmedRecord };
    } catch (e) {
      if (sendAttempted) {
        if (!isRpcFailure(e)) throw e;
        throw new AppError('TRANSACTION_NOT_CONFIRMED', { cause: e });
      }
      // Nothing was sent: close the row with the answer its submitter gets, so a resubmission gets it too.
      const error = isRpcFailure(e) ? new AppError('TRANSACTION_RPC_UNAVAILABLE', { cause: e }) : null;
      await record(
        row.id,
        error ? { status: 'refused', error } : { status: 'failed', code: 'TRANSACTION_FAILED', reason: e instanceof Error ? e.message : String(e) },
      );
      throw error ?? e;
    } finally {
      doneWaiting?.();
    }
  }

  /** The final state of a transaction another request is submitting (or one a dead process left). */
  async function settle(id: string): Promise<Row> {
    for (;;) {
      const [row] = await db.select().from(pendingTransactions).where(eq(pendingTransactions.id, id));
      if (!row) throw new AppError('TRANSACTION_UNKNOWN');
      if (row.status === 'confirmed' || row.status === 'failed') return row;
      if (row.status === 'submitting' && Date.now() - row.updatedAt.getTime() > STALE_SUBMISSION_MS) {
        // Its submitter is gone (or stuck). The signature is stored before anything is sent, so
        // without one nothing reached the chain; with one, the chain says whether it landed. Either
        // way the row closes once its blockhash has expired, when nothing more can land: the
        // deadline of every pending record.
        const rpc = app.clusters.rpcAt(row.rpcUrl);
        let seen: ChainOutcome | null;
        let height: bigint;
        try {
          seen = row.signature ? await lookUp(rpc, row.signature) : null;
          height = await rpc.getBlockHeight({ commitment: 'confirmed' }).send();
        } catch (e) {
          // The chain cannot be asked now; the row stays for the next asker.
          if (isRpcFailure(e)) throw new AppError('TRANSACTION_NOT_CONFIRMED', { cause: e });
          throw e;
        }
        if (seen) await record(row.id, seen);
        else if (height > BigInt(row.lastValidBlockHeight)) await record(row.id, { status: 'expired' });
        else await new Promise((r) => setTimeout(r, 1_000));
        continue;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  /** `recorded`: what afterConfirm answered, when this request confirmed it. */
  async function answer(row: Row, recorded?: unknown): Promise<{ signature: string } & Record<string, string>> {
    if (row.status === 'confirmed') {
      const kind = kinds.has(row.kind) ? kinds.get(row.kind) : null;
      const pending = kind?.answer ? pendingFor(kind, toPending(row)) : null;
      const extra = kind?.answer && pending ? await kind.answer(pending, recorded) : undefined;
      return { ...extra, signature: row.signature! };
    }
    // Every submission of it is answered as the first was: the stored code and message.
    if (!row.errorCode || !isErrorCode(row.errorCode)) throw new AppError('TRANSACTION_NOT_CONFIRMED');
    throw new AppError(row.errorCode, { message: row.error ?? undefined });
  }

  async function finalRow(id: string): Promise<Row> {
    const [row] = await db.select().from(pendingTransactions).where(eq(pendingTransactions.id, id));
    if (row && row.status === 'submitting') throw new AppError('TRANSACTION_NOT_CONFIRMED');
    return row!;
  }

  return {
    registerKind(kind: string, hooks: AnyKind) {
      kinds.register(kind, hooks);
    },
    registerKeySource(source: KeySource) {
      keySources.push(source);
    },

    async prepare(input: PrepareInput): Promise<PreparedTransaction> {
      const { row, wire, fresh } = await remember(input, null);
      if (fresh) {
        if (built.size >= MAX_BUILT_MEMO) built.clear();
        built.set(row.messageHash, row);
      }
      return { id: row.id, transaction: wire, lastValidBlockHeight: BigInt(row.lastValidBlockHeight) };
    },

    async submit(userId: string, rawSignedTransaction: string): Promise<{ signature: string } & Record<string, string>> {
      const tx = decodeWireTransaction(rawSignedTransaction);
      const messageBytes = new Uint8Array(tx.messageBytes);
      const messageHash = messageHashOf(messageBytes);
      const memo = built.get(messageHash);
      built.delete(messageHash);
      const [row] = memo ? [memo] : await db.select().from(pendingTransactions).where(eq(pendingTransactions.messageHash, messageHash));
      if (!row || row.userId !== userId || !bytesEqual(bytesOfStored(row.message), messageBytes)) {
        throw new AppError('TRANSACTION_UNKNOWN');
      }
      if (row.status !== 'built') return answer(await settle(row.id));

      const serverAddresses = new Set(row.serverSigners.map((s) => s.address));
      const walletSignatures: Record<string, SignatureBytes | null> = {};
      for (const [address, signature] of Object.entries(tx.signatures)) {
        if (serverAddresses.has(address)) continue;
        // Every other signer the server put in the message signs in the browser: the wallet, or a
        // key made there (a vanity mint), whose signature is verified like the wallet's.
        if (!signature) throw new AppError('TRANSACTION_SIGNATURE_MISSING');
        if (!verifySolanaSignature(address, messageBytes, signature)) {
          throw new AppError('TRANSACTION_SIGNATURE_INVALID');
        }
        walletSignatures[address] = signature;
      }
      const feePayerSignature = walletSignatures[row.feePayer];
      // A transaction's id is its fee payer's signature: known now if the wallet pays.
      const signature = feePayerSignature ? encodeBase58(feePayerSignature) : null;
      if (!(await claim(row, signature))) return answer(await settle(row.id));
      // The wire transaction lists every signer in order (its bytes are the row's message, checked above).
      const ran = await run(row, walletSignatures, Object.keys(tx.signatures));
      return ran ? answer(ran.row, ran.recorded) : answer(await finalRow(row.id));
    },

    async execute(input: PrepareInput & { idempotencyKey?: string }): Promise<{ signature: string } & Record<string, string>> {
      const { row, fresh, signers, signedByServer } = await remember(input, input.idempotencyKey ?? null, true);
      // Fresh, it was stored claimed and signed by this call; otherwise it is run only if still unclaimed.
      if (!fresh && (row.status !== 'built' || !(await claim(row, null)))) return answer(await settle(row.id));
      // A row found under the key may hold another message than this call's (a retry builds anew).
      const ran = await run(row, {}, fresh ? signers : null, signedByServer);
      return ran ? answer(ran.row, ran.recorded) : answer(await finalRow(row.id));
    },
  };
}

export type TransactionService = ReturnType<typeof createTransactionService>;
