/**
 * What the routes do with jobs: start one from a plan that has no errors and a source that can
 * pay, and the user's controls (pause, resume, cancel, retry failed), each a conditional state
 * change the runner honours with each chunk of recipients it records.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { formatAmount, resultCsv, type DistributionJob } from '@toolkit/shared';
import type { FastifyInstance } from 'fastify';
import { distributionBatches, distributionJobs, distributionRecipients } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { SOL_DECIMALS } from '../wallet-manager/index.ts';
import { createJobStore } from './job-store.ts';
import type { DistributionPlan } from './plan.ts';
import type { DistributionRunner } from './runner.ts';
import { createWalletBatches } from './wallet-batches.ts';

export function createJobService(app: FastifyInstance, runner: DistributionRunner) {
  const store = createJobStore(app);
  const walletBatches = createWalletBatches(app, runner);
  const { db } = app;

  return {
    store,
    /** The engine, for other kinds of jobs (vesting) that run through it. */
    runner,

    async start(userId: string, plan: DistributionPlan, sourceType: 'custodial' | 'phantom'): Promise<string> {
      if (plan.errors.length) throw new AppError('DISTRIBUTION_INVALID_RECIPIENTS', { context: { count: plan.errors.length }, field: 'recipients' });
      if (!plan.source?.canPay) throw cannotPay(plan);
      const id = await store.create(userId, plan, { type: sourceType, address: plan.source.address });
      runner.kick(id);
      return id;
    },

    /** Connected-wallet jobs: the transactions the wallet signs next (see wallet-batches.ts). */
    async next(userId: string, id: string): Promise<{ transactions: string[]; job: DistributionJob }> {
      const transactions = await walletBatches.next(await store.find(userId, id));
      return { transactions, job: await store.view(await store.find(userId, id)) };
    },

    async pause(userId: string, id: string): Promise<DistributionJob> {
      return store.view(await store.transition(userId, id, ['running'], 'paused', 'paused'));
    },

    async resume(userId: string, id: string): Promise<DistributionJob> {
      const job = await store.transition(userId, id, ['paused'], 'running', 'resumed');
      runner.kick(id);
      return store.view(job);
    },

    async cancel(userId: string, id: string): Promise<DistributionJob> {
      const job = await store.transition(userId, id, ['running', 'paused'], 'cancelled', 'cancelled');
      // Recipients already in a transaction keep their fate (the runner resolves it); the rest are never paid.
      await db
        .update(distributionRecipients)
        .set({ status: 'cancelled' })
        .where(and(eq(distributionRecipients.jobId, id), eq(distributionRecipients.status, 'pending')));
      return store.view(job);
    },

    /** Failed recipients go again, each batch only once the chain confirms it never landed. */
    async retry(userId: string, id: string): Promise<DistributionJob> {
      const found = await store.find(userId, id);
      const job = await db.transaction(async (tx) => {
        const [moved] = await tx
          .update(distributionJobs)
          .set({ status: 'running', updatedAt: new Date() })
          .where(and(eq(distributionJobs.id, id), eq(distributionJobs.status, 'failed')))
          .returning();
        if (!moved) throw new AppError('DISTRIBUTION_STATE_CONFLICT', { context: { status: found.status, action: 'retried' } });
        const failedBatches = tx
          .select({ id: distributionBatches.id })
          .from(distributionBatches)
          .where(and(eq(distributionBatches.jobId, id), eq(distributionBatches.status, 'failed')));
        await tx
          .update(distributionRecipients)
          .set({ status: 'sending' })
          .where(
            and(
              eq(distributionRecipients.jobId, id),
              eq(distributionRecipients.status, 'failed'),
              inArray(distributionRecipients.batchId, failedBatches),
            ),
          );
        await tx
          .update(distributionBatches)
          .set({ status: 'retrying', updatedAt: new Date() })
          .where(and(eq(distributionBatches.jobId, id), eq(distributionBatches.status, 'failed')));
        return moved;
      });
      runner.kick(id);
      return store.view(job);
    },

    /** address, amount, status, signature, error: one line per recipient, in CSV order. */
    async resultCsv(userId: string, id: string): Promise<string> {
      return resultCsv((await store.view(await store.find(userId, id), true)).rows ?? []);
    },
  };
}
export type JobService = ReturnType<typeof createJobService>;

/** A source that cannot pay, refused naming what it lacks: the tokens first, then the SOL. */
function cannotPay(plan: DistributionPlan): AppError {
  const source = plan.source;
  if (source && source.missingTokens > 0n) {
    return new AppError('NOT_ENOUGH_TOKEN', {
      context: { missing: formatAmount(source.missingTokens, plan.asset.decimals), symbol: source.symbol },
      field: 'source',
    });
  }
  if (source && source.missingLamports > 0n) {
    return new AppError('NOT_ENOUGH_SOL', { context: { missing: formatAmount(source.missingLamports, SOL_DECIMALS) }, field: 'source' });
  }
  return new AppError('DISTRIBUTION_SOURCE_CANNOT_PAY', { field: 'source' });
}
