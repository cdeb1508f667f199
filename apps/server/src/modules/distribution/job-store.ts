/**
 * A distribution job's rows (schema: db/schema/distribution.ts): created whole from a plan, read as
 * the API shows them, and moved between states only by conditional updates, so a pause, a cancel
 * and the runner can never disagree about who is paid.
 */
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { formatAmount, type DistributionJob, type DistributionSource, type DistributionStatus } from '@toolkit/shared';
import type { FastifyInstance } from 'fastify';
import { distributionBatches, distributionJobs, distributionRecipients } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { DistributionPlan } from './plan.ts';

export type JobRow = typeof distributionJobs.$inferSelect;
export type RecipientRow = typeof distributionRecipients.$inferSelect;

/** Rows per insert statement (PostgreSQL caps bind parameters at 65,535). */
const INSERT_CHUNK = 1_000;

/**
 * Stores a job with all its rows in one database transaction, so the runner never sees a job
 * with part of its list (every kind the engine runs is stored this way).
 */
export async function insertJob(
  db: FastifyInstance['db'],
  job: typeof distributionJobs.$inferInsert,
  rows: Omit<typeof distributionRecipients.$inferInsert, 'jobId' | 'status'>[],
): Promise<string> {
  return db.transaction(async (tx) => {
    const [stored] = await tx.insert(distributionJobs).values(job).returning({ id: distributionJobs.id });
    for (let i = 0; i < rows.length; i += INSERT_CHUNK)
      await tx
        .insert(distributionRecipients)
        .values(rows.slice(i, i + INSERT_CHUNK).map((r) => ({ ...r, jobId: stored!.id, status: 'pending' as const })));
    return stored!.id;
  });
}

export function createJobStore(app: FastifyInstance) {
  const { db } = app;

  async function find(userId: string, id: string): Promise<JobRow> {
    const [job] = await db
      .select()
      .from(distributionJobs)
      .where(and(eq(distributionJobs.id, id), eq(distributionJobs.userId, userId)));
    if (!job) throw new AppError('DISTRIBUTION_NOT_FOUND');
    return job;
  }

  async function view(job: JobRow, withRows = false): Promise<DistributionJob> {
    const counts = await db
      .select({ status: distributionRecipients.status, n: count() })
      .from(distributionRecipients)
      .where(eq(distributionRecipients.jobId, job.id))
      .groupBy(distributionRecipients.status);
    const [landed] = await db
      .select({ n: count() })
      .from(distributionBatches)
      .where(and(eq(distributionBatches.jobId, job.id), eq(distributionBatches.status, 'landed')));
    const of = (s: string) => Number(counts.find((c) => c.status === s)?.n ?? 0);
    return {
      id: job.id,
      mint: job.mint,
      decimals: job.decimals,
      source: { type: job.sourceType, address: job.sourceAddress },
      status: job.status,
      total: counts.reduce((sum, c) => sum + Number(c.n), 0),
      paid: of('paid'),
      failed: of('failed'),
      transactions: Number(landed?.n ?? 0),
      createdAt: job.createdAt.toISOString(),
      updatedAt: job.updatedAt.toISOString(),
      ...(withRows ? { rows: (await recipientsOf(job.id)).map((r) => ({ ...r, amount: formatAmount(BigInt(r.amount), job.decimals) })) } : {}),
    };
  }

  const recipientsOf = (jobId: string) =>
    db
      .select({
        line: distributionRecipients.line,
        address: distributionRecipients.address,
        amount: distributionRecipients.amount,
        status: distributionRecipients.status,
        signature: distributionRecipients.signature,
        error: distributionRecipients.error,
      })
      .from(distributionRecipients)
      .where(eq(distributionRecipients.jobId, jobId))
      .orderBy(asc(distributionRecipients.line));

  return {
    find,
    view,
    recipientsOf,

    async create(userId: string, plan: DistributionPlan, source: { type: DistributionSource['type']; address: string }): Promise<string> {
      return insertJob(
        db,
        {
          userId,
          mint: plan.asset.mint,
          decimals: plan.asset.decimals,
          tokenProgram: plan.asset.tokenProgram,
          sourceType: source.type,
          sourceAddress: source.address,
          rpcUrl: plan.rpcUrl,
          prioritySol: String(plan.prioritySol),
          status: 'running',
        },
        plan.rows.map((r) => ({ line: r.line, address: r.address, amount: r.amount.toString() })),
      );
    },

    async list(userId: string): Promise<DistributionJob[]> {
      const jobs = await db
        .select()
        .from(distributionJobs)
        // Vesting jobs run on this engine too; they are listed on their own screen.
        .where(and(eq(distributionJobs.userId, userId), eq(distributionJobs.kind, 'transfer')))
        .orderBy(desc(distributionJobs.createdAt))
        .limit(50);
      return Promise.all(jobs.map((j) => view(j)));
    },

    /** Moves the job from one of `from` to `to`; refuses (409) from any other state. */
    async transition(userId: string, id: string, from: DistributionStatus[], to: DistributionStatus, action: string): Promise<JobRow> {
      const job = await find(userId, id);
      const [moved] = await db
        .update(distributionJobs)
        .set({ status: to, updatedAt: new Date() })
        .where(and(eq(distributionJobs.id, id), inArray(distributionJobs.status, from)))
        .returning();
      if (!moved) throw new AppError('DISTRIBUTION_STATE_CONFLICT', { context: { status: job.status, action } });
      return moved;
    },

    /** Jobs a server left running (a restart): the runner picks each up again. */
    async running(): Promise<string[]> {
      const rows = await db.select({ id: distributionJobs.id }).from(distributionJobs).where(eq(distributionJobs.status, 'running'));
      return rows.map((r) => r.id);
    },
  };
}
export type JobStore = ReturnType<typeof createJobStore>;
