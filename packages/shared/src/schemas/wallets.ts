/**
 * Wallet Manager (spec 2, 3, 5, 7): custodial wallets, balances, bulk funding and
 * withdrawals. Amount rules live here once (`checkTransferAmount`) so the app and the server say
 * the same thing for the same input.
 */
import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { AmountFormatError, parseAmount } from '../format.ts';
import { TEXTS } from '../texts.ts';
import { solanaAddress } from './common.ts';

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** "max" or a decimal amount, as a string or a number; blank reads 'Please Enter Amount'. */
export const amountInput = z.preprocess(
  (v) => (blank(v) ? undefined : typeof v === 'number' ? String(v) : v),
  // Optional here so a blank amount reads the spec's text (checkTransferAmount), not a schema error.
  z.string({ error: TEXTS.pleaseEnterAmount }).trim().optional(),
);

/**
 * The spec's amount rules, in order: required, a number, over 0, at most the cap (1e15 in token
 * units), no more decimals than the token has. Answers base units or the text to show.
 * The balance check ("You Don't Have Sufficient Balance") needs the chain and is the caller's.
 */
export function checkTransferAmount(text: string | undefined | null, decimals: number): { ok: true; base: bigint } | { ok: false; message: string } {
  if (text === undefined || text === null || text.trim() === '') return { ok: false, message: TEXTS.pleaseEnterAmount };
  const s = text.trim();
  if (!/^\d+(\.\d*)?$|^\.\d+$/.test(s)) return { ok: false, message: TEXTS.amountNotNumber };
  const [whole = '', frac = ''] = s.split('.');
  if (/^0*$/.test(whole) && /^0*$/.test(frac)) return { ok: false, message: TEXTS.amountGreaterThanZero };
  if (BigInt(whole || '0') > BigInt(LIMITS.amountCap) || (BigInt(whole || '0') === BigInt(LIMITS.amountCap) && /[1-9]/.test(frac))) {
    return { ok: false, message: TEXTS.transferAmountTooLarge(LIMITS.amountCap) };
  }
  if (frac.replace(/0+$/, '').length > decimals) return { ok: false, message: TEXTS.amountTooPrecise(decimals) };
  try {
    return { ok: true, base: parseAmount(`${whole || '0'}.${frac.replace(/0+$/, '')}`, decimals) };
  } catch (e) {
    // Under the cap in token units can still be more than a u64 of base units (1e15 SOL is 1e24 lamports).
    if (e instanceof AmountFormatError && e.reason === 'range') return { ok: false, message: TEXTS.amountAboveU64 };
    throw e;
  }
}

// ---- Wallets ----

export const createWalletsSchema = z.object({
  count: z.preprocess(
    (v) => (blank(v) ? undefined : typeof v === 'string' ? Number(v) : v),
    z
      .number({ error: (issue) => (issue.input === undefined ? TEXTS.walletCountRequired : TEXTS.walletCountWhole) })
      .int({ error: TEXTS.walletCountWhole })
      .min(1, { error: TEXTS.walletCountPositive }),
  ),
});
export type CreateWalletsRequest = z.infer<typeof createWalletsSchema>;
/** What the Generate Wallets form types: the count as text, checked by the same schema. */
export type CreateWalletsInput = z.input<typeof createWalletsSchema>;
export const createWalletsParamsSchema = z.object({ userId: z.string().min(1).max(100) });

export const walletRefSchema = z.object({ address: z.string(), index: z.number().int() });
export type WalletRef = z.infer<typeof walletRefSchema>;

export const createWalletsResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ wallets: walletRefSchema.array(), remaining: z.number().int() }),
});

export const walletListSchema = z.object({
  adminWallet: z.object({ address: z.string() }),
  wallets: walletRefSchema.array(),
  count: z.number().int(),
  remaining: z.number().int(),
});
export type WalletList = z.infer<typeof walletListSchema>;

// ---- Balances (spec 3 "Wallet balance data") ----

export const walletTokenInfoSchema = z.object({ mint: z.string(), symbol: z.string(), name: z.string(), uri: z.string() });
export const tokenBalanceSchema = z.object({
  tokenInfo: walletTokenInfoSchema,
  /** Token units as an exact decimal string. */
  balance: z.string(),
  /** Base units (bigint as a string) and decimals, for exact Max/Half in the app. */
  amount: z.string(),
  decimals: z.number().int(),
});
export type WalletTokenBalance = z.infer<typeof tokenBalanceSchema>;

export const walletBalanceSchema = z.object({
  address: z.string(),
  index: z.number().int(),
  tokens: tokenBalanceSchema.array(),
});
export type WalletBalance = z.infer<typeof walletBalanceSchema>;

export const walletBalanceDataSchema = z.object({
  adminWallet: walletBalanceSchema.nullable(),
  otherWallets: walletBalanceSchema.array(),
  count: z.number().int().optional(),
});
export type WalletBalanceData = z.infer<typeof walletBalanceDataSchema>;

export const connectedWalletBalanceSchema = z.object({ address: z.string(), tokens: tokenBalanceSchema.array() });
export type ConnectedWalletBalance = z.infer<typeof connectedWalletBalanceSchema>;

export const fetchSpecificSchema = z.object({
  addresses: z
    .array(solanaAddress(TEXTS.chooseWallets), { error: TEXTS.chooseWallets })
    .min(1, { error: TEXTS.chooseWallets })
    .max(LIMITS.generatedWallets + 1),
});

const walletNumber = z.preprocess(
  (v) => (blank(v) ? undefined : typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
  z
    .number({ error: (issue) => (issue.input === undefined ? TEXTS.walletRangeRequired : TEXTS.walletRangeNumeric) })
    .int({ error: TEXTS.walletRangeNumeric })
    .min(1, { error: TEXTS.walletRangeNumeric }),
);
export const fetchRangeSchema = z
  .object({ from: walletNumber, to: walletNumber })
  .refine((r) => r.from < r.to, { error: TEXTS.walletRangeOrder, path: ['to'] });

export const fetchConnectedWalletSchema = z.object({ walletAddress: solanaAddress(TEXTS.invalidAddress) });

// ---- Transfers (POST /transaction/sol, /transaction/spl-token) ----

export const fundPayloadSchema = z.object({
  from: solanaAddress(TEXTS.invalidAddress),
  recipient: solanaAddress(TEXTS.invalidAddress),
  amount: amountInput,
  tokenAddress: z.preprocess((v) => (blank(v) ? undefined : v), solanaAddress(TEXTS.invalidAddress).optional()),
});
export type FundPayload = z.infer<typeof fundPayloadSchema>;

export const withdrawPayloadSchema = z.object({
  senderPubKey: solanaAddress(TEXTS.invalidAddress),
  recipient: solanaAddress(TEXTS.invalidAddress),
  /** Token units, or "max": everything, SOL fees included, leaving nothing behind. */
  amount: amountInput,
  tokenAddress: z.preprocess((v) => (blank(v) ? undefined : v), solanaAddress(TEXTS.invalidAddress).optional()),
});
export type WithdrawPayload = z.infer<typeof withdrawPayloadSchema>;

const payloadList = z
  .array(z.union([fundPayloadSchema, withdrawPayloadSchema]), { error: TEXTS.pleaseEnterAmount })
  .min(1, { error: TEXTS.chooseWallets })
  .max(LIMITS.generatedWallets + 1, { error: TEXTS.tooManyTransfers(LIMITS.generatedWallets) });

/** The spec's "list of payloads", bare or wrapped with a request id that makes retries safe. */
export const transferRequestSchema = z.union([
  payloadList,
  z.object({
    payloads: payloadList,
    /** A retried withdrawal with the same id is answered from the first run, never executed twice. */
    requestId: z.string().min(8).max(100).optional(),
  }),
]);
export type TransferRequest = z.infer<typeof transferRequestSchema>;

export const fundResponseSchema = z.object({
  success: z.literal(true),
  /** Base64 wire transactions for the wallet to sign all at once, then submit one by one. */
  transactions: z.string().array(),
  /** Payload indices carried by each transaction, in order. */
  batches: z.number().int().array().array(),
});
export type FundResponse = z.infer<typeof fundResponseSchema>;

export const withdrawResultSchema = z.object({
  index: z.number().int(),
  senderPubKey: z.string(),
  recipient: z.string(),
  /** Base units actually moved (max resolved), as a string. */
  amount: z.string(),
  ok: z.boolean(),
  signature: z.string().nullable(),
  message: z.string().optional(),
});
export type WithdrawResult = z.infer<typeof withdrawResultSchema>;

export const withdrawResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  signatures: z.string().array(),
  results: withdrawResultSchema.array(),
});
export type WithdrawResponse = z.infer<typeof withdrawResponseSchema>;

/** Funding answers transactions to sign; withdrawals answer what they executed. */
export const transferResponseSchema = z.union([fundResponseSchema, withdrawResponseSchema]);
export type TransferResponse = z.infer<typeof transferResponseSchema>;
