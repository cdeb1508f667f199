/**
 * Token-2022 extensions chosen at creation: the `extensions` JSON form field of
 * POST /token/create, the combinations refused before anything is signed, and the vanity
 * address rules (base58 alphabet, expected grinding time).
 */
import { z } from 'zod';
import { TEXTS } from '../texts.ts';
import { solanaAddress } from './common.ts';

export const EXTENSION_KEYS = ['transferFee', 'nonTransferable', 'interestBearing', 'defaultFrozen', 'permanentDelegate'] as const;
export type ExtensionKey = (typeof EXTENSION_KEYS)[number];

/** The token program stores the rate as i16 basis points; the form offers a sensible slice of it. */
export const INTEREST_RATE_LIMITS = { min: -100, max: 300 } as const;
export const TRANSFER_FEE_BPS_MAX = 10_000;

const wholeNumber = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z
      .string({ error: message })
      .trim()
      .regex(/^\d{1,20}$/, { error: message }),
  );

/** A transfer fee in basis points, set at creation or changed later: a whole number from 0 to the most the mint allows. */
const transferFeeBps = z.coerce
  .number({ error: TEXTS.transferFeeBpsRange })
  .int({ error: TEXTS.transferFeeBpsRange })
  .min(0, { error: TEXTS.transferFeeBpsRange })
  .max(TRANSFER_FEE_BPS_MAX, { error: TEXTS.transferFeeBpsRange });

export const tokenExtensionsSchema = z
  .object({
    transferFee: z
      .object({
        bps: transferFeeBps,
        /** Whole tokens (converted to base units with the token's decimals). */
        maxFee: wholeNumber(TEXTS.transferFeeMaxRange),
      })
      .optional(),
    nonTransferable: z.literal(true).optional(),
    interestBearing: z
      .object({
        /** Percent per year. */
        rate: z.coerce
          .number({ error: TEXTS.interestRateRange })
          .min(INTEREST_RATE_LIMITS.min, { error: TEXTS.interestRateRange })
          .max(INTEREST_RATE_LIMITS.max, { error: TEXTS.interestRateRange })
          .refine((r) => Math.abs(r * 100 - Math.round(r * 100)) < 1e-9, { error: TEXTS.interestRateRange }),
      })
      .optional(),
    defaultFrozen: z.literal(true).optional(),
    permanentDelegate: solanaAddress(TEXTS.permanentDelegateRequired).optional(),
  })
  .strict();
export type TokenExtensions = z.infer<typeof tokenExtensionsSchema>;

/** The form field: JSON text in multipart, an object in JSON bodies, blank for none. */
export const extensionsField = z.preprocess((v, ctx) => {
  if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) return {};
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v);
  } catch {
    ctx.addIssue({ code: 'custom', message: TEXTS.extensionsInvalid });
    return z.NEVER;
  }
}, tokenExtensionsSchema);

export const chosenExtensions = (e: TokenExtensions): ExtensionKey[] => EXTENSION_KEYS.filter((k) => e[k] !== undefined);

/** The fee the token program withholds from a transfer: ceiling of amount x bps / 10,000, capped at the maximum. */
export function withheldFee(amount: bigint, bps: number, maximum: bigint): bigint {
  const raw = (amount * BigInt(bps) + 9_999n) / 10_000n;
  return raw < maximum ? raw : maximum;
}

/** A Token-2022 transfer fee as it applies now (the epoch's fee): basis points and the cap per transfer, base units. */
export interface TransferFeeRate {
  bps: number;
  maximumFee: bigint;
}

/** What the recipient's account gains from a transfer of `amount` (all of it without a fee). */
export const netAfterFee = (amount: bigint, fee: TransferFeeRate | null | undefined): bigint =>
  fee ? amount - withheldFee(amount, fee.bps, fee.maximumFee) : amount;

/**
 * The least a sender must send for the recipient to gain at least `net`: the token program's
 * inverse fee. What a recipient gains never falls as the amount sent grows, so the answer is
 * found by halving between `net` and an amount known to be enough.
 */
export function grossForNet(net: bigint, fee: TransferFeeRate | null | undefined): bigint {
  if (!fee || net <= 0n) return net;
  const capped = net + fee.maximumFee;
  let hi = fee.bps >= 10_000 ? capped : (net * 10_000n + BigInt(9_999 - fee.bps)) / BigInt(10_000 - fee.bps);
  if (capped < hi) hi = capped;
  let lo = net;
  while (lo < hi) {
    const mid = (lo + hi) / 2n;
    if (netAfterFee(mid, fee) >= net) hi = mid;
    else lo = mid + 1n;
  }
  return lo;
}

/** Interest rate in percent per year to the token program's basis points. */
export const interestRateBps = (percent: number): number => Math.round(percent * 100);

/**
 * Why this choice cannot make a working token, or null. The token program refuses some
 * combinations outright; others it accepts but leaves nobody able to use the token.
 */
export function extensionConflict(e: TokenExtensions, revokeFreeze: boolean): { field: string; message: string } | null {
  if (e.nonTransferable && e.transferFee) return { field: 'extensions.transferFee', message: TEXTS.nonTransferableWithFee };
  if (e.defaultFrozen && revokeFreeze) return { field: 'extensions.defaultFrozen', message: TEXTS.defaultFrozenNeedsFreeze };
  return null;
}

// ── Vanity mint addresses ─────────────────────────────────────────────────────────────────────

export const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
/** A vanity search is refused when it is expected to take longer than this. */
export const VANITY_MAX_SECONDS = 3600;

/** Characters of `pattern` that no address can contain (in order, once each). */
export const nonBase58Chars = (pattern: string): string => [...new Set([...pattern].filter((c) => !BASE58_ALPHABET.includes(c)))].join('');

// ── Managing extensions after creation ───────────────────────────────────────────

/** Owners thawed or frozen in one request (each needs its account in a packed transaction). */
export const FREEZE_OWNERS_MAX = 50;

const mintField = solanaAddress(TEXTS.provideMintAddress);

export const harvestFeesSchema = z.object({ mint: mintField });
export const setTransferFeeSchema = z.object({
  mint: mintField,
  bps: transferFeeBps,
  maxFee: wholeNumber(TEXTS.transferFeeMaxRange),
});
export const freezeOwnersSchema = z.object({
  mint: mintField,
  owners: z
    .array(solanaAddress(TEXTS.invalidAddress), { error: TEXTS.ownersRequired })
    .min(1, { error: TEXTS.ownersRequired })
    .max(FREEZE_OWNERS_MAX, { error: TEXTS.ownersTooMany(FREEZE_OWNERS_MAX) }),
});
export const setInterestRateSchema = z.object({
  mint: mintField,
  rate: tokenExtensionsSchema.shape.interestBearing.unwrap().shape.rate,
});

export const tokenTransactionsResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  transactions: z.array(z.string()),
});
