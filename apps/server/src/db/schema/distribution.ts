/**
 * Distribution jobs (DESIGN.md 10): one row per job, one per recipient, one per
 * transaction sent. A recipient is paid iff the transaction its row points at landed; a
 * transaction row is written (with the key of the transaction core's record) before anything is
 * sent, so a restarted server resolves every uncertain send on chain before sending again.
 */
import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { DistributionStatus, RecipientStatus } from '@toolkit/shared';
import { createdAt, id, updatedAt } from './columns.ts';
import { owner } from './users.ts';

/** What a job's transactions do: pay each recipient ('transfer'), or create a vesting escrow for each ('vesting'). */
export type JobKind = 'transfer' | 'vesting';

/** A vesting row's schedule in the lock program's units (base units, unix seconds; u64 as text). */
export interface VestingRowSchedule {
  vestingStartTime: string;
  cliffTime: string;
  frequency: string;
  cliffUnlockAmount: string;
  amountPerPeriod: string;
  numberOfPeriod: string;
}

/** Who may cancel and who may change the recipient, as the lock program numbers them. */
export interface VestingJobRights {
  cancelMode: number;
  updateRecipientMode: number;
}

export type BatchStatus = 'sending' | 'retrying' | 'landed' | 'failed' | 'expired';

export const distributionJobs = pgTable(
  'distribution_jobs',
  {
    id: id(),
    userId: owner(),
    /** A mint address, or 'SOL'. */
    mint: text('mint').notNull(),
    decimals: integer('decimals').notNull(),
    /** The mint's token program (null for SOL). */
    tokenProgram: text('token_program'),
    sourceType: text('source_type').notNull().$type<'custodial' | 'phantom'>(),
    sourceAddress: text('source_address').notNull(),
    /** The cluster it pays on, fixed at creation: a network switch never redirects a running job. */
    rpcUrl: text('rpc_url').notNull(),
    prioritySol: text('priority_sol').notNull(),
    status: text('status').notNull().$type<DistributionStatus>(),
    kind: text('kind').notNull().default('transfer').$type<JobKind>(),
    /** Vesting jobs: the rights every escrow of the job gets. */
    vestingRights: jsonb('vesting_rights').$type<VestingJobRights>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('distribution_jobs_user_idx').on(t.userId, t.createdAt), index('distribution_jobs_status_idx').on(t.status)],
);

export const distributionBatches = pgTable(
  'distribution_batches',
  {
    id: id(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => distributionJobs.id, { onDelete: 'cascade' }),
    /**
     * 'sending' until the chain's verdict is known: then 'landed', 'failed' or 'expired' (never
     * landed: its recipients are sent again). 'retrying': a failed one whose recipients the user
     * asked to send again, once the chain confirms it never landed.
     */
    status: text('status').notNull().$type<BatchStatus>(),
    /**
     * Connected-wallet jobs: the transaction core's record of the prepared transaction, handed out
     * to sign (custodial batches find theirs by idempotency key).
     */
    pendingId: uuid('pending_id'),
    signature: text('signature'),
    error: text('error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('distribution_batches_job_idx').on(t.jobId, t.status)],
);

export const distributionRecipients = pgTable(
  'distribution_recipients',
  {
    id: id(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => distributionJobs.id, { onDelete: 'cascade' }),
    /** The CSV line it came from (the first, for merged duplicates). */
    line: integer('line').notNull(),
    address: text('address').notNull(),
    /** Base units (u64 as text). */
    amount: text('amount').notNull(),
    status: text('status').notNull().$type<RecipientStatus>(),
    /** The transaction carrying it while 'sending', and the one that paid it once 'paid'. */
    batchId: uuid('batch_id').references(() => distributionBatches.id),
    signature: text('signature'),
    error: text('error'),
    /** Vesting jobs: the row's schedule. */
    vesting: jsonb('vesting').$type<VestingRowSchedule>(),
    /** Vesting jobs: the escrow its transaction creates (set with the batch; the escrow once it landed). */
    escrow: text('escrow'),
  },
  (t) => [index('distribution_recipients_job_idx').on(t.jobId, t.status, t.line), index('distribution_recipients_batch_idx').on(t.batchId)],
);
