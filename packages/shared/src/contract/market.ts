/**
 * A token's market (the trading page, `/solana/token/:mint`): its main pool with price, liquidity,
 * 24 h volume and market cap, labels for the holders a buyer wants to recognise, candles and
 * recent trades indexed from the AMM program's transactions on the chain, whoever sent them. Prices and amounts are in the pool's
 * other token (SOL for a SOL pool).
 */
import { z } from 'zod';
import { dataResponse } from '../schemas/common.ts';
import { poolStatsSchema, poolTokenInfoSchema } from '../schemas/liquidity.ts';
import { mintParamsSchema } from '../schemas/token-lifecycle.ts';
import { defineOperation } from './operation.ts';

const tag = 'market';

export const CANDLE_RANGES = ['1h', '24h', '7d'] as const;
export type CandleRange = (typeof CANDLE_RANGES)[number];

/** What a holder of the token is, when the app knows. */
/**
 * `lp-lock`: an escrow of the lock program holding a pool's LP (on the LP token's page);
 * `vesting`: an escrow of the lock program holding the token on a schedule.
 */
export const HOLDER_LABELS = ['pool', 'lp-lock', 'vesting', 'burn', 'creator', 'authority'] as const;
export type HolderLabel = (typeof HOLDER_LABELS)[number];

export const holderLabelSchema = z.object({
  /** A wallet (token account owner) or a token account. */
  address: z.string(),
  label: z.enum(HOLDER_LABELS),
});

/** One pool of the token, as the token page lists them: any client may open a pool for any pair, so a token may have many. */
export const marketPoolSchema = z.object({
  pool: z.string(),
  base: poolTokenInfoSchema,
  quote: poolTokenInfoSchema,
  /** Percent (0.25 for the 0.25 % tier). */
  feeTier: z.number(),
  /** Base units: the vaults less the fees the pool owes its protocol and fund. */
  baseReserve: z.string(),
  quoteReserve: z.string(),
  /** The pool's other side, the token its price and liquidity are in. */
  priceToken: poolTokenInfoSchema,
  /** Whole price tokens per whole token; null when a side is empty. */
  price: z.number().nullable(),
  /** Base units of the price token: both sides valued in it. */
  liquidity: z.string(),
  /** The pool the page's figures, chart and Buy/Sell come from (the deepest SOL pool). */
  main: z.boolean(),
  /** Priced more than 5 % away from the main pool (pools of another price token are not compared). */
  outlier: z.boolean(),
});
export type MarketPool = z.infer<typeof marketPoolSchema>;

export const marketViewSchema = z.object({
  mint: z.string(),
  supply: z.string(),
  decimals: z.number().int(),
  /**
   * The token's deepest SOL pool by liquidity, sqrt(token reserve x SOL reserve), so a stranger's
   * tiny or lopsided pool never sets its price; else its deepest pool; null when it has none on this network.
   */
  pool: poolStatsSchema.nullable(),
  /** The token the figures are in: the pool's other side. */
  priceToken: poolTokenInfoSchema.nullable(),
  /** Whole price tokens per whole token, from the pool's reserves now. */
  price: z.number().nullable(),
  /** Base units of the price token: both sides of the pool valued in it. */
  liquidity: z.string().nullable(),
  /** Base units of the price token traded through the pool in the last 24 hours. */
  volume24h: z.string().nullable(),
  trades24h: z.number().int(),
  /** Supply valued at the pool price, in base units of the price token. */
  marketCap: z.string().nullable(),
  labels: holderLabelSchema.array(),
  /** Every pool of the token on this network, the main one first, then by liquidity. */
  pools: marketPoolSchema.array(),
  /** When the token is a pool's LP token: the pool and the name the app gives it ("<BASE>-<QUOTE> LP"). */
  lpOf: z.object({ pool: z.string(), name: z.string(), symbol: z.string() }).nullable(),
});
export type MarketView = z.infer<typeof marketViewSchema>;

export const candlesQuerySchema = z.object({ range: z.enum(CANDLE_RANGES).default('24h') });

export const candleSchema = z.object({
  /** Start of the bucket, Unix seconds. */
  time: z.number().int(),
  open: z.number(),
  high: z.number(),
  low: z.number(),
  close: z.number(),
  /** Base units of the price token. */
  volume: z.string(),
  trades: z.number().int(),
});
export type Candle = z.infer<typeof candleSchema>;

export const candlesSchema = z.object({ range: z.enum(CANDLE_RANGES), bucketSeconds: z.number().int(), candles: candleSchema.array() });
export type Candles = z.infer<typeof candlesSchema>;

export const marketTradeSchema = z.object({
  signature: z.string(),
  time: z.string(),
  /** Buy: the trader paid the price token for the token; sell: the other way. */
  side: z.enum(['buy', 'sell']),
  tokenAmount: z.string(),
  priceTokenAmount: z.string(),
  /** Price tokens per whole token, this trade's average. */
  price: z.number(),
  /** The trader's wallet, when it is still known. */
  trader: z.string().nullable(),
});
export type MarketTrade = z.infer<typeof marketTradeSchema>;

export const marketOperations = {
  market: defineOperation({
    method: 'GET',
    path: '/market/:mint',
    auth: 'optional',
    tag,
    summary: "A token's main pool, price, liquidity, 24 h volume, market cap, holder labels and every pool of the token, on the caller's network",
    params: mintParamsSchema,
    response: dataResponse(marketViewSchema),
    errors: ['MINT_NOT_FOUND'],
  }),
  candles: defineOperation({
    method: 'GET',
    path: '/market/:mint/candles',
    auth: 'optional',
    tag,
    summary: "Price candles of the token's main pool from its trades indexed from the chain (1 h, 24 h or 7 d)",
    params: mintParamsSchema,
    query: candlesQuerySchema,
    response: dataResponse(candlesSchema),
    errors: [],
  }),
  trades: defineOperation({
    method: 'GET',
    path: '/market/:mint/trades',
    auth: 'optional',
    tag,
    summary: "The latest swaps through the token's main pool, newest first",
    params: mintParamsSchema,
    response: dataResponse(marketTradeSchema.array()),
    errors: [],
  }),
} as const;
