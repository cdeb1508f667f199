/** POST /transaction/sendAndConfirm: a transaction the server built, signed by the wallet. */
import { z } from 'zod';

/** Base64 of at most a 1232-byte transaction, with room to spare. */
export const sendAndConfirmSchema = z.object({
  rawSignedTransaction: z
    .string({ error: 'Please provide the signed transaction' })
    .min(1, 'Please provide the signed transaction')
    .max(4096, 'The transaction is too large')
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'The transaction must be base64'),
  /** The payer's address (the spec sends it); the server knows the payer from the transaction. */
  payerType: z.string().max(100).optional(),
});
export type SendAndConfirmBody = z.infer<typeof sendAndConfirmSchema>;

export const sendAndConfirmResponseSchema = z.object({
  success: z.literal(true),
  signature: z.string(),
  /** A swap: the output in base units that reached the wallet, read from the chain. */
  received: z.string().optional(),
  /**
   * A pool's creation or a deposit: the LP that reached the wallet; a withdrawal: each side that
   * did. Base units read from the chain once it landed and kept, so a repeated submission of the
   * same transaction is answered the same.
   */
  lpReceived: z.string().optional(),
  baseReceived: z.string().optional(),
  quoteReceived: z.string().optional(),
});

/** GET /transaction/activity: the user's own transactions from the app's records, newest first. */
export const activityQuerySchema = z.object({
  limit: z.coerce.number({ error: 'limit must be a number from 1 to 100' }).int().min(1).max(100).optional(),
});

export const activityItemSchema = z.object({
  /** The builder's kind ('pool.swap', 'token.create', ...); the app names it. */
  kind: z.string(),
  status: z.enum(['built', 'submitting', 'confirmed', 'failed']),
  signature: z.string().nullable(),
  /** What moved, as plain text where the record says it ("1.5 → 0.32", "Rocket (RJ)"), else null. */
  amount: z.string().nullable(),
  createdAt: z.string(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

export const activityResponseSchema = z.object({ success: z.literal(true), items: activityItemSchema.array() });
