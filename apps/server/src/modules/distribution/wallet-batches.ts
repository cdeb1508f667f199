/**
 * Connected-wallet jobs: the server cannot sign, so it hands out batches for the
 * wallet to approve at once (one signAllTransactions prompt per batch), each prepared through the
 * transaction core and submitted back through sendAndConfirm. Each call first settles what the
 * chain already decided; a batch still signable is handed out again (the page was closed), and
 * recipients of a batch whose blockhash died unsigned go into a new one. So the job resumes from
 * any page, any time, and nobody is paid twice.
 */
import {
  address,
  getBase64Decoder,
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  getTransactionEncoder,
  type Transaction,
} from '@solana/kit';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { distributionJobs, distributionRecipients } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { JobRow } from './job-store.ts';
import { distributionBudget, packTransfers, transferGroups, transferMessage } from './packing.ts';
import { DISTRIBUTION_KIND, jobLock, type DistributionRunner } from './runner.ts';

/** Transactions per approval: a prompt the wallet shows at once. */
const TRANSACTIONS_PER_APPROVAL = 20;

const base64 = { encode: getBase64Encoder(), decode: getBase64Decoder() };

/** The unsigned wire transaction of a remembered message, to hand out again. */
function unsignedWire(messageBase64: string): string {
  const messageBytes = new Uint8Array(base64.encode.encode(messageBase64));
  const message = getCompiledTransactionMessageDecoder().decode(messageBytes);
  const signers = message.staticAccounts.slice(0, message.header.numSignerAccounts);
  const tx = { messageBytes, signatures: Object.fromEntries(signers.map((a) => [a, null])) } as unknown as Transaction;
  return base64.decode.decode(getTransactionEncoder().encode(tx));
}

export function createWalletBatches(app: FastifyInstance, runner: DistributionRunner) {
  const { assetOf, settle, verdictOf, openBatches, recordBatch, finish } = runner.parts;

  /** The transactions to sign now (none while earlier ones are still uncertain, or when the job is over). */
  async function next(found: JobRow): Promise<string[]> {
    if (found.sourceType !== 'phantom')
      throw new AppError('DISTRIBUTION_STATE_CONFLICT', { context: { status: 'run by the server', action: 'signed' } });
    return app.locks.withLock(jobLock(found.id), async () => {
      const [job] = (await app.db.select().from(distributionJobs).where(eq(distributionJobs.id, found.id))) as [JobRow];
      const signable: string[] = [];
      let uncertain = false;
      for (const batch of await openBatches(job.id)) {
        const verdict = await verdictOf(job, batch);
        if (verdict.status !== 'open') await settle(batch.id, verdict);
        else if (verdict.record.status === 'built') signable.push(unsignedWire(verdict.record.message));
        else uncertain = true;
      }
      if (job.status !== 'running' || signable.length || uncertain) return job.status === 'running' ? signable : [];

      const pending = await app.db
        .select()
        .from(distributionRecipients)
        .where(and(eq(distributionRecipients.jobId, job.id), eq(distributionRecipients.status, 'pending')))
        .orderBy(asc(distributionRecipients.line))
        .limit(TRANSACTIONS_PER_APPROVAL * 25);
      if (!pending.length) {
        await finish(job);
        return [];
      }
      const asset = await assetOf(job);
      const budget = distributionBudget(asset, Number(job.prioritySol));
      const groups = await transferGroups(
        asset,
        job.sourceAddress,
        pending.map((r) => ({ address: r.address, amount: BigInt(r.amount) })),
      );
      const batches = packTransfers(groups, job.sourceAddress, budget).slice(0, TRANSACTIONS_PER_APPROVAL);
      const { value: lifetime } = await app.clusters.rpcAt(job.rpcUrl).getLatestBlockhash({ commitment: 'confirmed' }).send();
      const out: string[] = [];
      for (const indices of batches) {
        const message = transferMessage(
          indices.map((i) => groups[i]!),
          address(job.sourceAddress),
          budget,
          lifetime,
        );
        // Remembered first, then recorded with its recipients: a batch row always names a record.
        const prepared = await app.transactions.prepare({
          userId: job.userId,
          kind: DISTRIBUTION_KIND,
          message,
          rpcUrl: job.rpcUrl,
          context: { jobId: job.id },
        });
        const batchId = await recordBatch(
          job.id,
          indices.map((i) => pending[i]!.id),
          prepared.id,
        );
        if (batchId) out.push(prepared.transaction);
      }
      return out;
    });
  }

  return { next };
}
