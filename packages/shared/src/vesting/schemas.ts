/**
 * The Vesting API's shapes: one schedule, many from CSV (a durable job), the escrows read from the
 * chain, and claim / cancel. Token amounts on the wire are whole tokens as strings; times ISO 8601.
 * The schedule's own rules (an unlock in the past, amounts that do not add up) need the token's
 * decimals and the clock, so they are checked by `checkVestingSchedule` where those are known.
 */
import { z } from 'zod';
import { requiredText, solanaAddress } from '../schemas/common.ts';
import { distributionJobSchema, distributionSourceSchema } from '../distribution/schemas.ts';
import { TEXTS } from '../texts.ts';
import { VESTING_RIGHTS } from './schedule.ts';

const right = z.enum(VESTING_RIGHTS, { error: 'Choose none, creator, recipient or both' }).default('none');
const text = (label: string) => requiredText(label, 64);
const count = (label: string) => z.union([z.string(), z.number()], { error: label }).transform((v) => String(v));

export const createVestingEscrowSchema = z.object({
  mint: solanaAddress(TEXTS.invalidAddress),
  recipient: solanaAddress(TEXTS.invalidAddress),
  amount: text(TEXTS.pleaseEnterAmount),
  startTime: text('Enter the vesting start (ISO 8601)'),
  cliffTime: text('Enter the first unlock (ISO 8601)'),
  cliffAmount: z
    .union([z.string(), z.number()])
    .transform((v) => String(v))
    .default('0'),
  frequencySeconds: count('Enter the seconds between unlocks'),
  numberOfPeriods: count('Enter the number of periods'),
  cancelMode: right,
  updateRecipientMode: right,
});
export type CreateVestingEscrowRequest = z.input<typeof createVestingEscrowSchema>;

export const vestingTransactionResponseSchema = z.object({
  success: z.literal(true),
  /** Base64 wire transaction for the wallet to sign, then POST /transaction/sendAndConfirm. */
  transaction: z.string(),
  escrow: z.string().optional(),
});

export const sharedVestingScheduleSchema = z.object({
  startTime: text('Enter the vesting start (ISO 8601)'),
  cliffTime: text('Enter the first unlock (ISO 8601)'),
  cliffPercent: z
    .union([z.string(), z.number()])
    .transform((v) => String(v))
    .default('0'),
  frequencySeconds: count('Enter the seconds between unlocks'),
  numberOfPeriods: count('Enter the number of periods'),
});

export const startVestingJobSchema = z.object({
  mint: solanaAddress(TEXTS.invalidAddress),
  /** `address,amount` per line; a header may add per-row schedule columns. */
  recipients: z.string({ error: TEXTS.distributionNoRecipients }).max(2_000_000, { error: TEXTS.distributionTooManyRecipients(10_000) }),
  schedule: sharedVestingScheduleSchema,
  cancelMode: right,
  updateRecipientMode: right,
  /** The custodial wallet that holds the tokens and signs (the job runs without the browser). */
  source: distributionSourceSchema,
  /** Only check the rows and answer the dry run; nothing is stored. */
  dryRun: z.boolean().optional(),
});
export type StartVestingJobRequest = z.input<typeof startVestingJobSchema>;

export const vestingRowErrorSchema = z.object({ line: z.number().int(), field: z.string(), message: z.string() });

export const startVestingJobResponseSchema = z.object({
  success: z.literal(true),
  /** Absent for a dry run. */
  id: z.string().optional(),
  recipients: z.number().int(),
  total: z.string(),
  errors: z.array(vestingRowErrorSchema),
});

export const vestingEscrowsQuerySchema = z
  .object({
    mint: solanaAddress(TEXTS.invalidAddress).optional(),
    recipient: solanaAddress(TEXTS.invalidAddress).optional(),
    creator: solanaAddress(TEXTS.invalidAddress).optional(),
  })
  .refine((q) => [q.mint, q.recipient, q.creator].filter(Boolean).length === 1, {
    error: 'Give exactly one of mint, recipient or creator',
    path: ['mint'],
  });

export const vestingEscrowViewSchema = z.object({
  escrow: z.string(),
  mint: z.string(),
  decimals: z.number().int(),
  symbol: z.string().nullable(),
  recipient: z.string(),
  creator: z.string(),
  /** Whole tokens. */
  total: z.string(),
  cliffAmount: z.string(),
  amountPerPeriod: z.string(),
  numberOfPeriods: z.string(),
  frequencySeconds: z.string(),
  startTime: z.string(),
  cliffTime: z.string(),
  claimed: z.string(),
  unlocked: z.string(),
  claimableNow: z.string(),
  /** ISO time of the next unlock; null when nothing more unlocks. */
  nextUnlock: z.string().nullable(),
  cancelMode: z.enum(VESTING_RIGHTS),
  updateRecipientMode: z.enum(VESTING_RIGHTS),
  cancelledAt: z.string().nullable(),
  tokenProgram: z.string(),
});
export type VestingEscrowView = z.infer<typeof vestingEscrowViewSchema>;

export const vestingEscrowsResponseSchema = z.object({ success: z.literal(true), escrows: z.array(vestingEscrowViewSchema) });

export const vestingEscrowActionSchema = z.object({ escrow: solanaAddress(TEXTS.invalidAddress) });
/** A new recipient for an escrow whose update-recipient right allows the caller. */
export const vestingRecipientChangeSchema = z.object({
  escrow: solanaAddress(TEXTS.invalidAddress),
  newRecipient: solanaAddress(TEXTS.invalidAddress),
});

export const vestingJobIdSchema = z.object({ id: z.uuid({ error: 'Unknown vesting job' }) });
export const vestingJobResponseSchema = z.object({
  success: z.literal(true),
  job: distributionJobSchema.extend({
    rows: z
      .array(
        z.object({
          line: z.number().int(),
          address: z.string(),
          amount: z.string(),
          status: z.string(),
          escrow: z.string().nullable(),
          signature: z.string().nullable(),
          error: z.string().nullable(),
        }),
      )
      .optional(),
  }),
});
/** The requests as the server has them once parsed. */
export type CreateVestingEscrowBody = z.output<typeof createVestingEscrowSchema>;
export type StartVestingJobBody = z.output<typeof startVestingJobSchema>;
