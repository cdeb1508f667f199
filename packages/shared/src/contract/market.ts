/**
 * A token's market (the trading page, `/solana/token/:mint`): its main pool with price, liquidity,
 * 24 h volume and market cap, labels for the holders a buyer wants to recognise, candles and
 * recent trades from the swaps recorded after confirmation. Prices and amounts are in the pool's
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
/** `lp-lock`: a pool's LP lock account (holds locked LP tokens, on the LP token's page). */
export const HOLDER_LABELS = ['pool', 'lp-lock', 'burn', 'creator', 'authority'] as const;
export type HolderLabel = (typeof HOLDER_LABELS)[number];

export const holderLabelSchema = z.object({
  /** A wallet (token account owner) or a token account. */
  address: z.string(),
  label: z.enum(HOLDER_LABELS),
});

export const marketViewSchema = z.object({
  mint: z.string(),
  supply: z.string(),
  decimals: z.number().int(),
  /** The token's deepest SOL pool, else its deepest pool; null when it has none on this network. */
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
    summary: "A token's main pool, price, liquidity, 24 h volume, market cap and holder labels, on the caller's network",
    params: mintParamsSchema,
    response: dataResponse(marketViewSchema),
    errors: ['MINT_NOT_FOUND'],
  }),
  candles: defineOperation({
    method: 'GET',
    path: '/market/:mint/candles',
    auth: 'optional',
    tag,
    summary: "Price candles of the token's main pool from its recorded swaps (1 h, 24 h or 7 d)",
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
