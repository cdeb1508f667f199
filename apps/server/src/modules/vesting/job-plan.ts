/**
 * A vesting job's dry run: the CSV's schedules checked with line numbers (as distribution's
 * recipients are), recipients that are not wallets refused on their line, the source a custodial
 * wallet of the user's that holds the total and the SOL for fees and every escrow's rent.
 */
import { escrowRent, readMint, type MintInfo } from '@toolkit/chain';
import { parseVestingRowsInSlices, type StartVestingJobBody, type VestingRow, type VestingRowError } from '@toolkit/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { nonWalletRecipients } from '../distribution/index.ts';
import { requireFunds, SIGNATURE_FEE, userTransactionContext } from '../transactions/index.ts';
import { readAccounts } from '../wallet-manager/index.ts';
import { depositFeeOf, depositOf } from './deposit.ts';
import { nowSeconds } from '../lock-escrows/index.ts';

export interface VestingJobPlan {
  mint: MintInfo;
  rows: VestingRow[];
  errors: VestingRowError[];
  total: bigint;
  rpcUrl: string;
  prioritySol: number;
  source: string;
}

export async function planVestingJob(app: FastifyInstance, user: { id: string }, body: StartVestingJobBody): Promise<VestingJobPlan> {
  const c = await userTransactionContext(app, user.id);
  const mint = await readMint(c.rpc, body.mint);
  if (!mint) throw new AppError('VESTING_UNKNOWN_TOKEN', { field: 'mint' });
  // The job runs without the browser, so the server signs: only a custodial wallet can be its source.
  if (body.source.type !== 'custodial') {
    throw new AppError('VALIDATION_FAILED', { message: 'Vesting jobs are sent from one of your custodial wallets', field: 'source' });
  }
  const source = body.source.address;
  if (!(await app.wallets.walletsOf(user.id)).has(source)) throw new AppError('DISTRIBUTION_SOURCE_NOT_YOURS', { field: 'source' });
  const schedule = body.schedule;
  const parsed = await parseVestingRowsInSlices(
    body.recipients,
    mint.decimals,
    {
      startTime: schedule.startTime,
      cliffTime: schedule.cliffTime,
      cliffPercent: schedule.cliffPercent ?? '0',
      frequencySeconds: schedule.frequencySeconds,
      numberOfPeriods: schedule.numberOfPeriods,
    },
    nowSeconds(),
  );
  const accounts = await readAccounts(c.rpc, [source, ...parsed.rows.map((r) => r.address)], [mint]);
  const refused = await nonWalletRecipients(
    c.rpc,
    parsed.rows.map((r) => ({ line: r.line, address: r.address, amount: r.params.total })),
    accounts,
    source,
  );
  const refusedLines = new Set(refused.map((e) => e.line));
  const rows = parsed.rows.filter((r) => !refusedLines.has(r.line));
  const errors = [...parsed.errors, ...refused].sort((a, b) => a.line - b.line);
  const total = rows.reduce((sum, r) => sum + r.params.total, 0n);
  return { mint, rows, errors, total, rpcUrl: c.rpcUrl, prioritySol: c.prioritySol, source };
}

/**
 * Refuses a source that cannot pay: the total in tokens, every escrow's rent and the fees (counted
 * as if each escrow took a transaction of its own, an upper bound: they are packed several to one).
 */
export async function requireSourceFunds(app: FastifyInstance, plan: VestingJobPlan) {
  const rpc = app.clusters.rpcAt(plan.rpcUrl);
  const n = BigInt(plan.rows.length);
  const fee = await depositFeeOf(rpc, plan.mint);
  const deposits = plan.rows.reduce((sum, r) => sum + depositOf(r.params.total, fee), 0n);
  const priority = BigInt(Math.round(plan.prioritySol * 1e9));
  await requireFunds(rpc, plan.source, {
    spend: { mint: plan.mint.address, amount: deposits, decimals: plan.mint.decimals, field: 'source' },
    lamports: n * (await escrowRent(rpc)),
    networkFees: n * (2n * SIGNATURE_FEE + priority),
  });
}
