/** Vesting jobs: many schedules from CSV, created by the distribution engine from a custodial wallet. */
import { formatAmount, VESTING_RIGHT_CODES, vestingOperations as ops } from '@toolkit/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { registerOperation } from '../../lib/operation-route.ts';
import { onChain } from '../wallet-manager/index.ts';
import { registerCsvOperation } from '../distribution/index.ts';
import { planVestingJob, requireSourceFunds } from './job-plan.ts';
import { VESTING_JOB_KIND, vestingPacker } from './job-packer.ts';
import { storeVestingJob, vestingResultCsv, vestingRows } from './job-store.ts';

export function registerVestingJobRoutes(app: FastifyInstance) {
  const jobs = app.distributions;
  jobs.runner.registerPacker(VESTING_JOB_KIND, vestingPacker(app));
  const limit = { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } };

  async function vestingJob(userId: string, id: string) {
    const job = await jobs.store.find(userId, id);
    if (job.kind !== VESTING_JOB_KIND) throw new AppError('DISTRIBUTION_NOT_FOUND');
    return job;
  }

  registerOperation(
    app,
    ops.startJob,
    async ({ user, body }) =>
      onChain(async () => {
        const plan = await planVestingJob(app, user, body);
        const answer = { recipients: plan.rows.length, total: formatAmount(plan.total, plan.mint.decimals), errors: plan.errors };
        if (body.dryRun) return answer;
        if (plan.errors.length) {
          throw new AppError('DISTRIBUTION_INVALID_RECIPIENTS', { context: { count: plan.errors.length }, field: 'recipients' });
        }
        await requireSourceFunds(app, plan);
        const id = await storeVestingJob(app, user.id, plan, {
          cancelMode: VESTING_RIGHT_CODES[body.cancelMode ?? 'none'],
          updateRecipientMode: VESTING_RIGHT_CODES[body.updateRecipientMode ?? 'none'],
        });
        jobs.runner.kick(id);
        return { ...answer, id };
      }),
    limit,
  );

  registerOperation(app, ops.getJob, async ({ user, params }) => {
    const job = await vestingJob(user.id, params.id);
    return { job: { ...(await jobs.store.view(job)), rows: await vestingRows(app, job.id, job.decimals) } };
  });

  registerCsvOperation(app, ops.jobResult, async ({ user, params }) => {
    const job = await vestingJob(user.id, params.id);
    return { fileName: `vesting-${job.id}.csv`, csv: vestingResultCsv(await vestingRows(app, job.id, job.decimals)) };
  });
}
