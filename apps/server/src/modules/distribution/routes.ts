/** The Distribution routes, each registered from its contract. */
import { checkTransferAmount, distributionOperations as ops, formatAmount } from '@toolkit/shared';
import { AppError } from '../../lib/errors.ts';
import type { FastifyPluginAsync } from 'fastify';
import { registerOperation } from '../../lib/operation-route.ts';
import { onChain } from '../wallet-manager/index.ts';
import { registerCsvOperation } from './csv-route.ts';
import { atLeast, holdersCsv, splitToCsv, takeSnapshot } from './holders.ts';
import { assetDecimals, planDistribution } from './plan.ts';
import { createValidationSlots } from './validation-slots.ts';

export const distributionRoutes: FastifyPluginAsync = async (app) => {
  const jobs = app.distributions;
  const limit = { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } };
  const slots = createValidationSlots();

  registerOperation(
    app,
    ops.validate,
    async ({ user, body }) => {
      const plan = await slots.run(user.id, () => onChain(() => planDistribution(app, user, body)));
      const { decimals } = plan.asset;
      const withheld = plan.withheld.reduce((sum, w) => sum + w, 0n);
      return {
        mint: plan.asset.mint,
        decimals,
        rows: plan.rows.map((r, i) => ({
          line: r.line,
          address: r.address,
          amount: formatAmount(r.amount, decimals),
          received: formatAmount(r.amount - plan.withheld[i]!, decimals),
        })),
        errors: plan.errors,
        duplicates: plan.duplicates,
        totals: {
          recipients: plan.rows.length,
          amount: formatAmount(plan.total, decimals),
          received: formatAmount(plan.total - withheld, decimals),
          withheld: formatAmount(withheld, decimals),
          transactions: plan.batches.length,
        },
        transferFee: plan.transferFee
          ? { basisPoints: plan.transferFee.basisPoints, maximum: formatAmount(plan.transferFee.maximum, decimals) }
          : null,
        cost: {
          feeLamports: plan.fees.toString(),
          rentLamports: plan.rent.toString(),
          newAccounts: plan.newAccounts,
          totalLamports: (plan.fees + plan.rent).toString(),
        },
        ...(plan.source
          ? {
              source: {
                address: plan.source.address,
                lamports: plan.source.lamports.toString(),
                tokens: formatAmount(plan.source.tokens, decimals),
                canPay: plan.source.canPay,
              },
            }
          : {}),
      };
    },
    limit,
  );

  registerOperation(
    app,
    ops.start,
    async ({ user, body }) => {
      return slots.run(user.id, async () => {
        const plan = await onChain(() => planDistribution(app, user, body));
        return { id: await jobs.start(user.id, plan, body.source.type) };
      });
    },
    limit,
  );

  registerOperation(
    app,
    ops.snapshot,
    async ({ user, body }) =>
      onChain(async () => {
        const leaveOut = body.source?.type === 'custodial' ? [body.source.address] : body.source ? [user.phantomAddress] : [];
        const snapshot = await takeSnapshot(app, user.id, body.holdersOf, leaveOut);
        const holders = atLeast(snapshot, body.minBalance);
        const decimals = await assetDecimals(app, user.id, body.mint);
        const field = body.split.type === 'fixed' ? 'each' : 'total';
        const checked = checkTransferAmount(body.split.type === 'fixed' ? body.split.each : body.split.total, decimals);
        if (!checked.ok) throw new AppError('VALIDATION_FAILED', { message: checked.message, field });
        const split =
          body.split.type === 'fixed' ? { type: 'fixed' as const, each: checked.base } : { type: 'pro-rata' as const, total: checked.base };
        return { recipients: splitToCsv(holders, split, decimals), holders: holders.length };
      }),
    limit,
  );
  registerCsvOperation(app, ops.holders, async ({ user, params }) => ({
    fileName: `holders-${params.mint}.csv`,
    csv: holdersCsv(await onChain(() => takeSnapshot(app, user.id, params.mint))),
  }));

  registerOperation(app, ops.list, async ({ user }) => ({ jobs: await jobs.store.list(user.id) }));
  registerOperation(app, ops.get, async ({ user, params, query }) => ({
    job: await jobs.store.view(await jobs.store.find(user.id, params.id), query.rows === 'true'),
  }));
  registerOperation(app, ops.next, async ({ user, params }) => onChain(() => jobs.next(user.id, params.id)));
  registerOperation(app, ops.pause, async ({ user, params }) => ({ job: await jobs.pause(user.id, params.id) }));
  registerOperation(app, ops.resume, async ({ user, params }) => ({ job: await jobs.resume(user.id, params.id) }));
  registerOperation(app, ops.cancel, async ({ user, params }) => ({ job: await jobs.cancel(user.id, params.id) }));
  registerOperation(app, ops.retry, async ({ user, params }) => ({ job: await jobs.retry(user.id, params.id) }));
  registerCsvOperation(app, ops.result, async ({ user, params }) => ({
    fileName: `distribution-${params.id}.csv`,
    csv: await jobs.resultCsv(user.id, params.id),
  }));
};
