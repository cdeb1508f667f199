/**
 * Liquidity pools and swaps (spec 2, 3, 7; DESIGN.md 4): request and response shapes.
 * Amounts in requests are decimal strings in whole tokens, as a user types them ("1.5"), and are
 * parsed exactly with the mint's decimals on the server; amounts in responses are base units as
 * strings (bigint-safe), with the decimals beside them.
 */
import { isAddressText } from './address-check.ts';
import { z } from 'zod';
import { U64_MAX } from '../brands.ts';
import { FEE_TIERS } from '../constants.ts';
import { TEXTS } from '../texts.ts';

/** 'SOL' or a mint address; 'SOL' means the native mint, wrapped in the same transaction. */
export const poolTokenSchema = z
  .string({ error: TEXTS.invalidAddress })
  .trim()
  .refine((s) => s.toUpperCase() === 'SOL' || isAddressText(s), { error: TEXTS.invalidAddress });

/**
 * A decimal amount in whole tokens; numbers from a JSON client are taken as their decimal text.
 * Its whole part must fit in a u64 whatever the decimals (the exact bound needs the mint's
 * decimals: `parseAmount` checks it on the server).
 */
const decimalAmount = (requiredMessage: string) =>
  z.preprocess(
    (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v),
    z
      .string({ error: requiredMessage })
      .trim()
      .min(1, { error: requiredMessage })
      .regex(/^(\d+(\.\d*)?|\.\d+)$/, { error: TEXTS.poolAmountInvalid })
      .refine((s) => /[1-9]/.test(s), { error: TEXTS.poolAmountInvalid })
      // Zod runs every check even after one failed: only digits reach BigInt here.
      .refine((s) => !/^\d+(\.\d*)?$/.test(s) || BigInt(s.split('.')[0]!) <= U64_MAX, { error: TEXTS.amountAboveU64 }),
  );

export const tokenAmountSchema = decimalAmount(TEXTS.pleaseEnterAmount);

const feeTierMessage = TEXTS.feeTierUnknown(FEE_TIERS);
/** A form with one amount in whole tokens (the swap's From amount, a deposit's amount). */
export const amountFormSchema = z.object({ amount: tokenAmountSchema });
export type AmountForm = z.infer<typeof amountFormSchema>;

export const feeTierSchema = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
  z.number({ error: feeTierMessage }).refine((n) => (FEE_TIERS as readonly number[]).includes(n), { error: feeTierMessage }),
);

const poolAddress = z
  .string({ error: TEXTS.poolAddressRequired })
  .trim()
  .min(1, { error: TEXTS.poolAddressRequired })
  .refine((s) => isAddressText(s), { error: TEXTS.invalidAddress });

/** The latest start time a pool may have: what every clock and database column can hold. */
const LATEST_START_MS = Date.UTC(9999, 11, 31, 23, 59, 59);
const isStartTime = (ms: number) => ms >= 0 && ms <= LATEST_START_MS;

/** ISO date-time (UTC) or unix seconds, from 1970 to the year 9999; anything else (1e20) reads the field's text. */
const startTimeSchema = z.preprocess(
  (v) => (v === '' || v === null ? undefined : typeof v === 'number' && isStartTime(v * 1000) ? new Date(v * 1000).toISOString() : v),
  z
    .string({ error: TEXTS.poolStartTimeInvalid })
    .refine((s) => isStartTime(Date.parse(s)), { error: TEXTS.poolStartTimeInvalid })
    .optional(),
);

export const initPoolSchema = z
  .object({
    baseToken: poolTokenSchema,
    quoteToken: poolTokenSchema,
    baseAmount: tokenAmountSchema,
    quoteAmount: tokenAmountSchema,
    feeTier: feeTierSchema,
    startTime: startTimeSchema,
  })
  .refine((b) => normalizeMint(b.baseToken) !== normalizeMint(b.quoteToken), { error: TEXTS.poolSameTokens, path: ['quoteToken'] });
export type InitPoolRequest = z.infer<typeof initPoolSchema>;

/** Percent (0.01 to 50) below the quote a deposit or withdrawal accepts; default: the user's liquidity slippage setting. */
const liquiditySlippage = z
  .number({ error: TEXTS.swapSlippageInvalid })
  .min(0.01, TEXTS.swapSlippageInvalid)
  .max(50, TEXTS.swapSlippageInvalid)
  .optional();

export const addLiquiditySchema = z.object({
  pool: poolAddress,
  baseAmount: tokenAmountSchema.optional(),
  quoteAmount: tokenAmountSchema.optional(),
  slippage: liquiditySlippage,
});
export type AddLiquidityRequest = z.infer<typeof addLiquiditySchema>;

export const removeLiquiditySchema = z.object({
  pool: poolAddress,
  lp_amount: decimalAmount(TEXTS.lpAmountRequired),
  slippage: liquiditySlippage,
});
export type RemoveLiquidityRequest = z.infer<typeof removeLiquiditySchema>;

export const SWAP_DIRECTIONS = ['xy', 'yx'] as const;
export type SwapDirection = (typeof SWAP_DIRECTIONS)[number];

export const quoteRequestSchema = z.object({
  pool: poolAddress,
  amount: tokenAmountSchema,
  direction: z.enum(SWAP_DIRECTIONS),
});
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

/** A swap between two mints, routed to the pool (of every pool of the pair) that pays the most. */
/** Percent (0.01 to 50) below the quote the user accepts; default: their swap slippage setting. */
const swapSlippage = z.number({ error: TEXTS.swapSlippageInvalid }).min(0.01, TEXTS.swapSlippageInvalid).max(50, TEXTS.swapSlippageInvalid);

export const routeQuoteRequestSchema = z
  .object({ inputMint: poolTokenSchema, outputMint: poolTokenSchema, amount: tokenAmountSchema, slippage: swapSlippage.optional() })
  .refine((b) => normalizeMint(b.inputMint) !== normalizeMint(b.outputMint), { error: TEXTS.poolSameTokens, path: ['outputMint'] });
export type RouteQuoteRequest = z.infer<typeof routeQuoteRequestSchema>;

export const swapRequestSchema = z.object({
  pool: poolAddress,
  amount: tokenAmountSchema,
  slippage: swapSlippage.optional(),
  payer: z
    .string()
    .trim()
    .refine((s) => isAddressText(s), { error: TEXTS.invalidAddress })
    .optional(),
});
export type SwapRequest = z.infer<typeof swapRequestSchema>;

export const poolParamsSchema = z.object({ pool: poolAddress });

export const poolsQuerySchema = z.object({
  /** 'true' lists only the signed-in user's pools. */
  mine: z.enum(['true', 'false']).optional(),
});

export const pricesQuerySchema = z.object({
  mints: z
    .string()
    .trim()
    .transform((s) => [
      ...new Set(
        s
          .split(',')
          .map((m) => m.trim())
          .filter(Boolean),
      ),
    ])
    .refine((list) => list.length <= 100 && list.every((m) => isAddressText(m)), { error: TEXTS.invalidAddress }),
});

export const poolTokenInfoSchema = z.object({
  mint: z.string(),
  symbol: z.string(),
  name: z.string(),
  decimals: z.number().int(),
  program: z.string(),
  /** A Token-2022 transfer fee in force now (maximum in base units); absent or null: none. */
  transferFee: z.object({ bps: z.number().int(), maximumFee: z.string() }).nullable().optional(),
});
export type PoolTokenInfo = z.infer<typeof poolTokenInfoSchema>;

export const poolViewSchema = z.object({
  pool: z.string(),
  base: poolTokenInfoSchema,
  quote: poolTokenInfoSchema,
  baseVault: z.string(),
  quoteVault: z.string(),
  /** Base units, read from the vaults on chain. */
  baseReserve: z.string(),
  quoteReserve: z.string(),
  lpMint: z.string(),
  lpDecimals: z.number().int(),
  lpSupply: z.string(),
  feeTier: z.number(),
  startTime: z.string().nullable(),
  /** Quote tokens per one whole base token. */
  price: z.number(),
  creator: z.string(),
  createdAt: z.string(),
  /** The init amounts (whole tokens), offered again on the create page's add step. */
  initBaseAmount: z.string(),
  initQuoteAmount: z.string(),
  /** The AMM's LP mint carries no metadata: the app names it "<BASE>-<QUOTE> LP" on every screen and holder label. */
  lpName: z.string(),
  lpSymbol: z.string(),
});
export type PoolView = z.infer<typeof poolViewSchema>;

export const poolStatsSchema = poolViewSchema.extend({
  /** In the pool's value token (SOL when one side is SOL, else the quote token), base units. */
  valueMint: z.string(),
  liquidity: z.string(),
  volume24h: z.string(),
  fees24h: z.string(),
  /** Percent per year from the last 24 hours' fees. */
  apr24h: z.number(),
  liquidityInr: z.number().nullable(),
  volume24hInr: z.number().nullable(),
  fees24hInr: z.number().nullable(),
  swaps24h: z.number().int(),
});
export type PoolStats = z.infer<typeof poolStatsSchema>;

export const swapQuoteSchema = z.object({
  pool: z.string(),
  direction: z.enum(SWAP_DIRECTIONS),
  inputMint: z.string(),
  outputMint: z.string(),
  amountIn: z.string(),
  amountOut: z.string(),
  minimumReceived: z.string(),
  /** Percent. */
  priceImpact: z.number(),
  /** Input units. */
  fee: z.string(),
  /** Output tokens per one whole input token. */
  rate: z.number(),
  inputDecimals: z.number().int(),
  outputDecimals: z.number().int(),
  slippage: z.number(),
});
export type SwapQuoteView = z.infer<typeof swapQuoteSchema>;

export const priceEntrySchema = z.object({
  priceSol: z.string().nullable(),
  priceInr: z.number().nullable(),
  liquidityInr: z.number().nullable(),
});
export type PriceEntry = z.infer<typeof priceEntrySchema>;

/** 'SOL' and the native mint are the same side of a pool. */
export function normalizeMint(token: string): string {
  return token.trim().toUpperCase() === 'SOL' ? 'So11111111111111111111111111111111111111112' : token.trim();
}

export const poolHistoryPointSchema = z.object({
  time: z.string(),
  /** Quote tokens per whole base token after the swap. */
  price: z.number(),
  baseReserve: z.string(),
  quoteReserve: z.string(),
});
export type PoolHistoryPoint = z.infer<typeof poolHistoryPointSchema>;

export const walletTokenSchema = poolTokenInfoSchema.extend({ balance: z.string() });
export type WalletToken = z.infer<typeof walletTokenSchema>;

export const mintQuerySchema = z.object({
  mint: z
    .string()
    .trim()
    .refine((s) => s.toUpperCase() === 'SOL' || isAddressText(s), { error: TEXTS.invalidAddress }),
});

/**
 * Everything creating a pool costs the wallet, base units, shown before it signs: both deposits,
 * the AMM's create-pool fee (SOL) and the rent of the accounts the AMM opens (pool state,
 * observation, both vaults, LP mint, the creator's LP account).
 */
export const poolCreationCostSchema = z.object({
  baseAmount: z.string(),
  quoteAmount: z.string(),
  /** Lamports. */
  createPoolFee: z.string(),
  /** Lamports. */
  rent: z.string(),
  /** Lamports the wallet spends in all: the fee, the rent and the SOL side's deposit when a side is SOL (network fees aside). */
  solTotal: z.string(),
  /** The creator's LP, base units (the AMM keeps 100 of sqrt(base·quote) locked for good). */
  lpAmount: z.string(),
});
export type PoolCreationCost = z.infer<typeof poolCreationCostSchema>;

/** POST /liquidity/init: the new pool's address and the creation transaction for the wallet. */
export const initPoolResponseSchema = z.object({
  success: z.literal(true),
  pool: z.string(),
  message: z.string(),
  transaction: z.string(),
  /** The creator's LP, base units. */
  lpAmount: z.string(),
  cost: poolCreationCostSchema,
});
export type InitPoolResponse = z.infer<typeof initPoolResponseSchema>;

/** POST /liquidity/add and /remove: the transaction and the amounts it moves (base units). */
export const liquidityTransactionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  transaction: z.string(),
  /** As quoted (a deposit: what is sent and the LP expected; a withdrawal: the LP burned and what is expected to arrive). */
  data: z.object({
    baseAmount: z.string(),
    quoteAmount: z.string(),
    lpAmount: z.string(),
    /** What the signed transaction guarantees (the slippage applied to the LP of a deposit, to both payouts of a withdrawal). */
    minimum: z.object({ baseAmount: z.string(), quoteAmount: z.string(), lpAmount: z.string() }),
    /** A deposit's: the most of each side it may spend (the AMM mints exactly lpAmount and takes each side's share at landing, up to this). */
    maximum: z.object({ baseAmount: z.string(), quoteAmount: z.string() }).optional(),
  }),
});
export type LiquidityTransactionResponse = z.infer<typeof liquidityTransactionResponseSchema>;

/** A built swap: the transaction for the wallet and the quote it pays exactly. */
export const builtSwapSchema = z.object({ tx: z.string(), quote: swapQuoteSchema });
export type BuiltSwap = z.infer<typeof builtSwapSchema>;

/** LP burn and lock: the LP amount in whole LP tokens. */
export const lpBurnSchema = z.object({ pool: poolAddress, amount: tokenAmountSchema });
export type LpBurnRequest = z.infer<typeof lpBurnSchema>;

export const lpLockSchema = z.object({
  pool: poolAddress,
  amount: tokenAmountSchema,
  /** ISO date-time (UTC): the lock's escrow releases to its owner only from then on; in the future, before year 10000. */
  unlockAt: z
    .string({ error: TEXTS.lpUnlockAtInvalid })
    .refine((s) => !Number.isNaN(Date.parse(s)) && Date.parse(s) < Date.UTC(10000, 0, 1), { error: TEXTS.lpUnlockAtInvalid }),
});
export type LpLockRequest = z.infer<typeof lpLockSchema>;

/** The lock's id is its escrow's address on the lock program. */
export const lpUnlockSchema = z.object({
  lockId: z
    .string({ error: TEXTS.lpLockIdInvalid })
    .trim()
    .refine((s) => isAddressText(s), { error: TEXTS.lpLockIdInvalid }),
});

/** One LP lock: an escrow of the lock program holding a pool's LP, its recipient the owner. */
export const lpLockViewSchema = z.object({
  /** The escrow's address. */
  id: z.string(),
  pool: z.string(),
  lpMint: z.string(),
  lpDecimals: z.number().int(),
  /** LP base units. */
  amount: z.string(),
  unlockAt: z.string(),
  /** locked: not claimed yet (claimable once unlockAt passed); unlocked: claimed back by its owner. */
  status: z.enum(['locked', 'unlocked']),
});
export type LpLockView = z.infer<typeof lpLockViewSchema>;

export const lpTransactionResponseSchema = z.object({ success: z.literal(true), transaction: z.string() });
/** A built lock: its transaction and the escrow it creates (the lock's id). */
export const lpLockResponseSchema = lpTransactionResponseSchema.extend({ lockId: z.string() });
