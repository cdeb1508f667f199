/**
 * The Distribution API's shapes: what is validated, the dry run's totals and exact cost,
 * a job's state and its recipients. Amounts on the wire are strings: token amounts in whole tokens
 * (as the CSV has them), lamports in base units.
 */
import { isAddress } from '@solana/kit';
import { z } from 'zod';
import { requiredText, solanaAddress } from '../schemas/common.ts';
import { TEXTS } from '../texts.ts';

/** A mint address, or `SOL` for lamports. */
export const distributionAsset = requiredText(TEXTS.distributionTokenLabel).refine((s) => s.toUpperCase() === 'SOL' || isAddress(s), {
  error: TEXTS.invalidAddress,
});

/** CSV text: 10,000 lines of `address,amount` stay well under the JSON body limit. */
const recipientsCsv = z.string({ error: TEXTS.distributionNoRecipients }).max(900_000, { error: TEXTS.distributionTooManyRecipients(10_000) });

export const distributionSourceSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('custodial'), address: solanaAddress(TEXTS.invalidAddress) }),
  z.object({ type: z.literal('phantom') }),
]);
export type DistributionSource = z.infer<typeof distributionSourceSchema>;

export const validateDistributionSchema = z.object({
  mint: distributionAsset,
  recipients: recipientsCsv,
  /** When given, the dry run also says whether this source can pay for it all. */
  source: distributionSourceSchema.optional(),
});
export type ValidateDistributionRequest = z.input<typeof validateDistributionSchema>;

export const startDistributionSchema = validateDistributionSchema.extend({ source: distributionSourceSchema });
export type StartDistributionRequest = z.input<typeof startDistributionSchema>;

export const recipientErrorSchema = z.object({ line: z.number().int(), field: z.enum(['address', 'amount', 'recipients']), message: z.string() });
export const duplicateSchema = z.object({ address: z.string(), lines: z.array(z.number().int()) });

export const distributionCostSchema = z.object({
  /** Network fees of every transaction, lamports. */
  feeLamports: z.string(),
  /** Rent of the recipients' token accounts that must be created, lamports. */
  rentLamports: z.string(),
  newAccounts: z.number().int(),
  totalLamports: z.string(),
});

export const validateDistributionResponseSchema = z.object({
  success: z.literal(true),
  mint: z.string(),
  decimals: z.number().int(),
  rows: z.array(
    z.object({
      line: z.number().int(),
      address: z.string(),
      /** What is sent (gross). */
      amount: z.string(),
      /** What the recipient receives: the amount less the token's transfer fee, withheld on its account. */
      received: z.string(),
    }),
  ),
  errors: z.array(recipientErrorSchema),
  duplicates: z.array(duplicateSchema),
  totals: z.object({
    recipients: z.number().int(),
    amount: z.string(),
    received: z.string(),
    /** The transfer fees withheld over all rows ("0" for a token without one). */
    withheld: z.string(),
    transactions: z.number().int(),
  }),
  /** The token's Token-2022 transfer fee in force; null when it charges none. */
  transferFee: z.object({ basisPoints: z.number().int(), maximum: z.string() }).nullable(),
  cost: distributionCostSchema,
  /** Present when a source was named: what it holds and whether that pays for everything. */
  source: z.object({ address: z.string(), lamports: z.string(), tokens: z.string(), canPay: z.boolean() }).optional(),
});
export type ValidateDistributionResponse = z.infer<typeof validateDistributionResponseSchema>;

export const DISTRIBUTION_STATUSES = ['running', 'paused', 'done', 'failed', 'cancelled'] as const;
export type DistributionStatus = (typeof DISTRIBUTION_STATUSES)[number];
export const RECIPIENT_STATUSES = ['pending', 'sending', 'paid', 'failed', 'cancelled'] as const;
export type RecipientStatus = (typeof RECIPIENT_STATUSES)[number];

export const distributionRecipientSchema = z.object({
  line: z.number().int(),
  address: z.string(),
  amount: z.string(),
  status: z.enum(RECIPIENT_STATUSES),
  signature: z.string().nullable(),
  error: z.string().nullable(),
});

export const distributionJobSchema = z.object({
  id: z.string(),
  mint: z.string(),
  decimals: z.number().int(),
  source: z.object({ type: z.enum(['custodial', 'phantom']), address: z.string() }),
  status: z.enum(DISTRIBUTION_STATUSES),
  total: z.number().int(),
  paid: z.number().int(),
  failed: z.number().int(),
  /** Transactions that landed so far. */
  transactions: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  rows: z.array(distributionRecipientSchema).optional(),
});
export type DistributionJob = z.infer<typeof distributionJobSchema>;

export const distributionIdSchema = z.object({ id: z.uuid({ error: 'Unknown distribution' }) });
export const distributionJobQuerySchema = z.object({ rows: z.enum(['true', 'false']).optional() });

export const distributionJobResponseSchema = z.object({ success: z.literal(true), job: distributionJobSchema });
export const distributionListResponseSchema = z.object({ success: z.literal(true), jobs: z.array(distributionJobSchema) });
export const distributionNextResponseSchema = z.object({
  success: z.literal(true),
  /** Base64 wire transactions for the wallet to sign all at once; empty when nothing is to sign now. */
  transactions: z.array(z.string()),
  job: distributionJobSchema,
});
export const startDistributionResponseSchema = z.object({ success: z.literal(true), id: z.string() });
/** CSV downloads are text, not JSON. */
export const csvResponseSchema = z.string();

/** A holder snapshot turned into recipients: pro rata to a total, or a fixed amount each. */
export const snapshotDistributionSchema = z.object({
  /** The mint whose holders receive. */
  holdersOf: solanaAddress(TEXTS.invalidAddress),
  /** What they receive: a mint address or SOL. */
  mint: distributionAsset,
  split: z.discriminatedUnion('type', [
    z.object({ type: z.literal('pro-rata'), total: z.string().trim() }),
    z.object({ type: z.literal('fixed'), each: z.string().trim() }),
  ]),
  /** Holders below this balance (whole tokens of `holdersOf`) are left out. */
  minBalance: z.string().trim().optional(),
  /** Left out of the snapshot (the sender). */
  source: distributionSourceSchema.optional(),
});
export type SnapshotDistributionRequest = z.input<typeof snapshotDistributionSchema>;
export const snapshotDistributionResponseSchema = z.object({ success: z.literal(true), recipients: z.string(), holders: z.number().int() });
export const holdersParamsSchema = z.object({ mint: solanaAddress(TEXTS.invalidAddress) });
