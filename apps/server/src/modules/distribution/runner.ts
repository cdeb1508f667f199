/**
 * The durable runner (DESIGN.md 10): a job's recipients are packed and sent from the
 * custodial source through the transaction core, many transactions in flight. Before a
 * transaction is sent its batch row exists and its recipients point at it; the core stores the
 * signature before sending. So after any crash, each batch still 'sending' is resolved on chain
 * (landed: paid; never landed and its blockhash dead: sent again) before anything new is sent,
 * and no recipient is ever paid twice.
 */
import { address } from '@solana/kit';
import { readMints } from '@toolkit/chain';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { distributionBatches, distributionJobs, distributionRecipients, type BatchStatus } from '../../db/schema.ts';
import { AppError, isAppError } from '../../lib/errors.ts';
import { mapLimited } from '../../lib/map-limited.ts';
import { isRpcFailure } from '../../lib/rpc-failure.ts';
import { sendVerdict, type SendVerdict, type ServerSigner } from '../transactions/index.ts';
import type { JobMessage, JobPacker } from './job-packer.ts';
import type { JobRow } from './job-store.ts';
import { distributionBudget, packTransfers, SOL_ASSET, tokenAsset, transferGroups, transferMessage, type DistributionAsset } from './packing.ts';

export const DISTRIBUTION_KIND = 'distribution.send';
/** Transactions in flight at once per job. */
const PARALLEL_SENDS = 16;
/** Recipients packed and recorded at a time; the job's state (pause, cancel) is checked with each chunk. */
const CHUNK_RECIPIENTS = 400;
/** How long to wait before asking the chain again about an uncertain transaction. */
const RECHECK_MS = 500;

/** The transaction core's idempotency key of a batch: how its record is found after a crash. */
const batchKey = (batchId: string) => `distribution:${batchId}`;
export const jobLock = (jobId: string) => `distribution:job:${jobId}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Core answers that say nothing about the recipients: the send's outcome is unknown, or the chain
 * did not answer before anything was sent (a loaded or rate-limited RPC). The batch stays
 * uncertain and is resolved on chain (the core may have signed it) before its recipients go again.
 */
const UNCERTAIN = new Set(['TRANSACTION_NOT_CONFIRMED', 'TRANSACTION_RPC_UNAVAILABLE']);

type OpenBatch = { id: string; status: BatchStatus; pendingId: string | null };
export type Verdict =
  { status: 'landed'; signature: string } | { status: 'expired' } | { status: 'failed'; error: string; signature?: string | null };

export function createDistributionRunner(app: FastifyInstance) {
  const { db } = app;
  const active = new Map<string, Promise<void>>();
  let closing = false;
  const packers = new Map<string, JobPacker>();

  /** Transfers: each recipient paid from the source, as many per transaction as fit. */
  const transferPacker: JobPacker = {
    async pack(job, chunk) {
      const asset = await assetOf(job);
      const budget = distributionBudget(asset, Number(job.prioritySol));
      const groups = await transferGroups(
        asset,
        job.sourceAddress,
        chunk.map((r) => ({ address: r.address, amount: BigInt(r.amount) })),
      );
      const batches = packTransfers(groups, job.sourceAddress, budget);
      return {
        batches,
        build: (b, lifetime) => ({
          message: transferMessage(
            batches[b]!.map((i) => groups[i]!),
            address(job.sourceAddress),
            budget,
            lifetime as Parameters<typeof transferMessage>[3],
          ),
          signers: [],
        }),
      };
    },
  };

  /** What the job moves, as packed: a mint's extensions (fixed when it was made) decide its transfer instruction. */
  async function assetOf(job: JobRow): Promise<DistributionAsset> {
    if (!job.tokenProgram) return SOL_ASSET;
    const [mint] = await readMints(app.clusters.rpcAt(job.rpcUrl), [job.mint]);
    if (!mint) throw new AppError('DISTRIBUTION_UNKNOWN_TOKEN', { field: 'mint' });
    return tokenAsset(mint);
  }

  /** Records the chain's verdict on a batch and on every recipient it carries. */
  async function settle(batchId: string, verdict: Verdict) {
    await db.transaction(async (tx) => {
      const now = new Date();
      const inBatch = and(eq(distributionRecipients.batchId, batchId), eq(distributionRecipients.status, 'sending'));
      if (verdict.status === 'landed') {
        await tx
          .update(distributionBatches)
          .set({ status: 'landed', signature: verdict.signature, updatedAt: now })
          .where(eq(distributionBatches.id, batchId));
        await tx.update(distributionRecipients).set({ status: 'paid', signature: verdict.signature, error: null }).where(inBatch);
      } else if (verdict.status === 'expired') {
        await tx.update(distributionBatches).set({ status: 'expired', updatedAt: now }).where(eq(distributionBatches.id, batchId));
        await tx.update(distributionRecipients).set({ status: 'pending', batchId: null, error: null, escrow: null }).where(inBatch);
      } else {
        await tx
          .update(distributionBatches)
          .set({ status: 'failed', error: verdict.error, signature: verdict.signature ?? null, updatedAt: now })
          .where(eq(distributionBatches.id, batchId));
        await tx
          .update(distributionRecipients)
          .set({ status: 'failed', error: verdict.error, signature: verdict.signature ?? null, escrow: null })
          .where(inBatch);
      }
    });
  }

  /**
   * One look at what became of a batch whose sender may have died: the transaction core's
   * resolution (`sendVerdict`). A batch being retried is sent again whatever its last attempt's
   * refusal was, so its failure counts as never landed.
   */
  async function verdictOf(job: JobRow, batch: OpenBatch): Promise<Verdict | Extract<SendVerdict, { status: 'open' }>> {
    const verdict = await sendVerdict(app, batch.pendingId ? { id: batch.pendingId } : { userId: job.userId, idempotencyKey: batchKey(batch.id) }, {
      walletSigns: job.sourceType === 'phantom',
    });
    return verdict.status === 'failed' && batch.status === 'retrying' ? { status: 'expired' } : verdict;
  }

  /** Waits for a verdict (custodial jobs); null when the server is closing first. */
  async function resolve(job: JobRow, batch: OpenBatch): Promise<Verdict | null> {
    while (!closing) {
      try {
        const verdict = await verdictOf(job, batch);
        if (verdict.status !== 'open') return verdict;
      } catch (e) {
        app.log.warn({ err: e, batchId: batch.id }, 'distribution: chain unreachable while resolving a batch');
      }
      await sleep(RECHECK_MS);
    }
    return null;
  }

  const openBatches = (jobId: string) =>
    db
      .select({ id: distributionBatches.id, status: distributionBatches.status, pendingId: distributionBatches.pendingId })
      .from(distributionBatches)
      .where(and(eq(distributionBatches.jobId, jobId), inArray(distributionBatches.status, ['sending', 'retrying'] satisfies BatchStatus[])));

  async function resolveUncertain(job: JobRow) {
    await mapLimited(await openBatches(job.id), PARALLEL_SENDS, async (b) => {
      const verdict = await resolve(job, b);
      if (verdict) await settle(b.id, verdict);
    });
  }

  /**
   * Writes the batches and points their recipients at them in one database transaction, only if
   * the job still runs and each recipient is still pending; null otherwise (nothing written).
   */
  async function recordBatches(
    jobId: string,
    recipientIds: string[][],
    pendingId: string | null = null,
    escrows?: Map<string, string | null>,
  ): Promise<string[] | null> {
    try {
      return await db.transaction(async (tx) => {
        const [job] = await tx.select({ status: distributionJobs.status }).from(distributionJobs).where(eq(distributionJobs.id, jobId)).for('update');
        if (job?.status !== 'running') throw new Stop();
        const batches = await tx
          .insert(distributionBatches)
          .values(recipientIds.map(() => ({ jobId, status: 'sending' as const, pendingId })))
          .returning({ id: distributionBatches.id });
        for (const [i, ids] of recipientIds.entries()) {
          const claimed = await tx
            .update(distributionRecipients)
            .set({ status: 'sending', batchId: batches[i]!.id })
            .where(and(inArray(distributionRecipients.id, ids), eq(distributionRecipients.status, 'pending')))
            .returning({ id: distributionRecipients.id });
          if (claimed.length !== ids.length) throw new Stop();
          // What each row's transaction creates is known before it is sent: a crash never loses it.
          for (const id of escrows ? ids : []) {
            await tx
              .update(distributionRecipients)
              .set({ escrow: escrows!.get(id) ?? null })
              .where(eq(distributionRecipients.id, id));
          }
        }
        return batches.map((b) => b.id);
      });
    } catch (e) {
      if (e instanceof Stop) return null;
      throw e;
    }
  }

  const recordBatch = async (jobId: string, recipientIds: string[], pendingId: string | null = null) =>
    (await recordBatches(jobId, [recipientIds], pendingId))?.[0] ?? null;

  /** Sends one recorded batch through the transaction core and records the chain's verdict. */
  async function sendBatch(job: JobRow, batchId: string, message: JobMessage, signers: ServerSigner[] = []) {
    try {
      const { signature } = await app.transactions.execute({
        userId: job.userId,
        kind: DISTRIBUTION_KIND,
        message,
        rpcUrl: job.rpcUrl,
        serverSigners: [{ type: 'custodial', address: job.sourceAddress }, ...signers],
        context: { jobId: job.id, batchId },
        idempotencyKey: batchKey(batchId),
      });
      await settle(batchId, { status: 'landed', signature });
    } catch (e) {
      if (isAppError(e) && e.code === 'TRANSACTION_EXPIRED') await settle(batchId, { status: 'expired' });
      else if (isAppError(e) && !UNCERTAIN.has(e.code)) await settle(batchId, { status: 'failed', error: e.message });
      // Anything else left its outcome unknown: the batch stays 'sending' and is resolved on chain next pass.
      else app.log.warn({ err: e, batchId }, 'distribution: outcome unknown, resolving on chain');
    }
  }

  /**
   * One pass over the job's pending recipients in CSV order, a chunk at a time, with up to
   * PARALLEL_SENDS transactions in flight: the next chunk is packed and recorded while the last
   * one's transactions are still confirming. A chunk's last, partly filled transaction waits for
   * the next chunk's recipients, so the job sends exactly the dry run's transactions. Answers how
   * many batches it recorded; it stops early when the job no longer runs.
   */
  async function sendPass(job: JobRow): Promise<number> {
    const packer = packers.get(job.kind) ?? transferPacker;
    const rpc = app.clusters.rpcAt(job.rpcUrl);
    const inFlight = new Set<Promise<void>>();
    let after = -1;
    let recorded = 0;
    try {
      while (!closing) {
        const chunk = await db
          .select()
          .from(distributionRecipients)
          .where(and(eq(distributionRecipients.jobId, job.id), eq(distributionRecipients.status, 'pending'), gt(distributionRecipients.line, after)))
          .orderBy(asc(distributionRecipients.line))
          .limit(CHUNK_RECIPIENTS);
        if (!chunk.length) break;
        const packed = await packer.pack(job, chunk);
        const batches = packed.batches;
        if (chunk.length === CHUNK_RECIPIENTS && batches.length > 1) batches.pop();
        after = chunk[batches.at(-1)!.at(-1)!]!.line;
        const { value: lifetime } = await rpc.getLatestBlockhash({ commitment: 'confirmed' }).send();
        const batchIds = await recordBatches(
          job.id,
          batches.map((indices) => indices.map((i) => chunk[i]!.id)),
          null,
          packed.escrows && new Map(chunk.map((r, i) => [r.id, packed.escrows![i] ?? null])),
        );
        if (!batchIds) break;
        recorded += batchIds.length;
        // Every recorded batch is sent, unless the server is closing: one recorded but never handed to
        // the core has no record, so the next start finds it never reached the chain and sends its recipients again.
        for (let b = 0; b < batches.length; b++) {
          while (inFlight.size >= PARALLEL_SENDS) await Promise.race(inFlight);
          if (closing) break;
          const { message, signers } = packed.build(b, lifetime);
          const sending = sendBatch(job, batchIds[b]!, message, signers).finally(() => inFlight.delete(sending));
          inFlight.add(sending);
        }
      }
    } finally {
      // A pass the chain broke off still waits for the sends it started: their verdicts are recorded before the next pass.
      await Promise.allSettled(inFlight);
    }
    return recorded;
  }

  /** Closes a job whose recipients are all settled: done, or failed when any failed. */
  async function finish(job: JobRow) {
    const [failed] = await db
      .select({ n: sql<number>`count(*)` })
      .from(distributionRecipients)
      .where(and(eq(distributionRecipients.jobId, job.id), eq(distributionRecipients.status, 'failed')));
    await db
      .update(distributionJobs)
      .set({ status: Number(failed?.n ?? 0) > 0 ? 'failed' : 'done', updatedAt: new Date() })
      .where(and(eq(distributionJobs.id, job.id), eq(distributionJobs.status, 'running')));
  }

  async function run(jobId: string) {
    await app.locks.withLock(jobLock(jobId), async () => {
      while (!closing) {
        const [job] = await db.select().from(distributionJobs).where(eq(distributionJobs.id, jobId));
        // Connected-wallet jobs move only when the wallet signs (wallet-batches.ts).
        if (!job || job.sourceType === 'phantom') return;
        // In-flight sends of a paused or cancelled job still get their verdict; so do batches a
        // previous pass left uncertain, before any of their recipients can be sent again.
        await resolveUncertain(job);
        if (job.status !== 'running' || closing) return;
        try {
          if (await sendPass(job)) continue;
        } catch (e) {
          // The chain did not answer (a blockhash, the mint): what was recorded is resolved next pass; this one stops, not the job.
          if (!isRpcFailure(e)) throw e;
          app.log.warn({ err: e, jobId }, 'distribution: chain unreachable during a pass, trying again');
          await sleep(RECHECK_MS);
          continue;
        }
        const [open] = await db
          .select({ n: sql<number>`count(*)` })
          .from(distributionRecipients)
          .where(and(eq(distributionRecipients.jobId, jobId), inArray(distributionRecipients.status, ['pending', 'sending'])));
        if (Number(open?.n ?? 0) === 0) return finish(job);
      }
    });
  }

  return {
    /** Another kind of job (e.g. vesting escrows) run by this same engine. */
    registerPacker(kind: string, packer: JobPacker) {
      packers.set(kind, packer);
    },
    /** The pieces connected-wallet jobs share (wallet-batches.ts): same rows, same verdicts. */
    parts: { assetOf, settle, verdictOf, openBatches, recordBatch, finish },
    /** Runs the job in the background unless it already runs here. */
    kick(jobId: string) {
      if (closing || active.has(jobId)) return;
      const running = run(jobId)
        .catch((e) => app.log.error({ err: e, jobId }, 'distribution job stopped; it resumes on the next kick or restart'))
        .finally(() => active.delete(jobId));
      active.set(jobId, running);
    },
    /** Waits for the job's runner here, if any (tests, shutdown). */
    idle: (jobId: string) => active.get(jobId) ?? Promise.resolve(),
    async close() {
      closing = true;
      await Promise.allSettled(active.values());
    },
  };
}
export type DistributionRunner = ReturnType<typeof createDistributionRunner>;

class Stop extends Error {}
