/**
 * Vesting jobs live in the distribution engine's tables (a job of kind 'vesting', a row per
 * schedule with its schedule and, once sent, its escrow), so the same runner sends them exactly
 * once; this stores a plan and reads a job back with each row's escrow.
 */
import { asc, eq } from 'drizzle-orm';
import { csvLine, formatAmount } from '@toolkit/shared';
import type { FastifyInstance } from 'fastify';
import { distributionRecipients } from '../../db/schema.ts';
import { insertJob } from '../distribution/index.ts';
import type { VestingJobPlan } from './job-plan.ts';
import { VESTING_JOB_KIND } from './job-packer.ts';

export async function storeVestingJob(
  app: FastifyInstance,
  userId: string,
  plan: VestingJobPlan,
  rights: { cancelMode: number; updateRecipientMode: number },
): Promise<string> {
  return insertJob(
    app.db,
    {
      userId,
      kind: VESTING_JOB_KIND,
      vestingRights: rights,
      mint: plan.mint.address,
      decimals: plan.mint.decimals,
      tokenProgram: plan.mint.programId,
      sourceType: 'custodial',
      sourceAddress: plan.source,
      rpcUrl: plan.rpcUrl,
      prioritySol: String(plan.prioritySol),
      status: 'running',
    },
    plan.rows.map((r) => ({
      line: r.line,
      address: r.address,
      amount: r.params.total.toString(),
      vesting: {
        vestingStartTime: r.params.vestingStartTime.toString(),
        cliffTime: r.params.cliffTime.toString(),
        frequency: r.params.frequency.toString(),
        cliffUnlockAmount: r.params.cliffUnlockAmount.toString(),
        amountPerPeriod: r.params.amountPerPeriod.toString(),
        numberOfPeriod: r.params.numberOfPeriod.toString(),
      },
    })),
  );
}

/** The job's rows in CSV order, amounts in whole tokens, each with its escrow once its transaction landed. */
export async function vestingRows(app: FastifyInstance, jobId: string, decimals: number) {
  const rows = await app.db
    .select({
      line: distributionRecipients.line,
      address: distributionRecipients.address,
      amount: distributionRecipients.amount,
      status: distributionRecipients.status,
      escrow: distributionRecipients.escrow,
      signature: distributionRecipients.signature,
      error: distributionRecipients.error,
    })
    .from(distributionRecipients)
    .where(eq(distributionRecipients.jobId, jobId))
    .orderBy(asc(distributionRecipients.line));
  return rows.map((r) => ({ ...r, amount: formatAmount(BigInt(r.amount), decimals), escrow: r.status === 'paid' ? r.escrow : null }));
}

/** line, address, amount, status, escrow, signature, error: one line per schedule. */
export function vestingResultCsv(rows: Awaited<ReturnType<typeof vestingRows>>): string {
  const lines = ['line,address,amount,status,escrow,signature,error'];
  for (const r of rows) lines.push(csvLine([r.line, r.address, r.amount, r.status, r.escrow, r.signature, r.error]));
  return `${lines.join('\n')}\n`;
}
