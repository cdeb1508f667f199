/**
 * Making Bots' API shapes: an order as the form sends it, the preview of its fills, and the order
 * as the list shows it with its fills. Token amounts are whole tokens as decimal strings (as every
 * other form), prices are quote tokens per one base token of the pool (decimal strings), times are
 * ISO 8601.
 *
 * What `amount` means: the tokens the order spends. A buy spends the pool's quote token and
 * receives its base token; a sell spends the base token and receives the quote token. A DCA spends
 * `amount` at every fill (`count` fills, `intervalSeconds` apart, the first right away); a TWAP
 * spends `amount` in all, split evenly over `durationSeconds` (see `twapPlan` for how it is cut); a
 * limit spends up to `amount` in one or more fills while the price allows it; a stop-loss or
 * take-profit sells `amount` in one fill once the price crosses its level.
 */
import { isAddressText } from '../schemas/address-check.ts';
import { z } from 'zod';
import { solanaAddress } from '../schemas/common.ts';
import { tokenAmountSchema } from '../schemas/liquidity.ts';
import { TEXTS } from '../texts.ts';
import {
  BOT_MAX_FILLS,
  BOT_MAX_INTERVAL_SECONDS,
  BOT_MIN_INTERVAL_SECONDS,
  BOT_TWAP_MIN_DURATION_SECONDS,
  BOT_WASH_WINDOW_SECONDS,
} from './limits.ts';
import { BOT_ORDER_KINDS, BOT_SIDES, isPriceKind, parsePrice } from './schedule.ts';

export const BOT_TEXTS = {
  kindInvalid: 'Choose DCA, TWAP, limit, stop-loss or take-profit',
  sideInvalid: 'Choose buy or sell',
  walletRequired: 'Choose the wallet the order trades from',
  poolRequired: 'Choose the pool the order trades on',
  intervalInvalid: `Enter the seconds between fills: a whole number from ${BOT_MIN_INTERVAL_SECONDS} to ${BOT_MAX_INTERVAL_SECONDS} (one year)`,
  countInvalid: `Enter the number of fills: a whole number from 1 to ${BOT_MAX_FILLS}`,
  durationInvalid: `Enter the duration in seconds: a whole number from ${BOT_TWAP_MIN_DURATION_SECONDS} to ${BOT_MAX_INTERVAL_SECONDS} (one year)`,
  priceInvalid: 'Enter a price above 0 (quote tokens per one base token)',
  expiresInvalid: 'Enter when the order expires (ISO 8601, e.g. 2027-01-31T12:00:00Z)',
  expiresInPast: 'The expiry must be in the future',
  expiresTooFar: 'The expiry can be at most one year away',
  sellOnly: 'Stop-loss and take-profit orders sell a position: choose sell',
  slippageInvalid: TEXTS.swapSlippageInvalid,
  /** The wash-trading guard's refusals. */
  washOtherWallet: (wallet: string, traded: 'bought' | 'sold', minutesAgo: number, doing: 'Buying' | 'Selling') =>
    `Your wallet ${wallet} ${traded} on this pool ${minutesAgo < 1 ? 'less than a minute' : minutesAgo === 1 ? '1 minute' : `${minutesAgo} minutes`} ago. ` +
    `${doing} on the same pool from another of your wallets within ${BOT_WASH_WINDOW_SECONDS / 60} minutes would be trading with yourself (wash trading), which this app does not do.`,
  washOwnOrders: (otherSide: 'buys' | 'sells', doing: 'buy' | 'sell') =>
    `You already have an order that ${otherSide} on this pool. An order that would ${doing} on it at the same time would be trading with yourself (wash trading), which this app does not do. Cancel the other order first.`,
  insufficientFunds: (holds: string, needs: string, symbol: string) => `This wallet holds ${holds} ${symbol}; the order needs ${needs} ${symbol}`,
  insufficientSol: (holds: string, needs: string) => `This wallet holds ${holds} SOL; it needs ${needs} SOL for the fills and their network fees`,
  pausedByYou: 'Paused by you',
  cancelledByYou: 'Cancelled by you',
  completed: 'Every fill landed',
  expired: 'The order expired',
  poolGone: 'The pool no longer exists, so the order stopped',
} as const;

const wholeSeconds = (message: string, min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message }),
  );

const poolAddress = z
  .string({ error: BOT_TEXTS.poolRequired })
  .trim()
  .min(1, { error: BOT_TEXTS.poolRequired })
  .refine((s) => isAddressText(s), { error: TEXTS.invalidAddress });

/**
 * One object for every kind (the form keeps one set of fields); each kind's own fields are
 * required for it and ignored for the others. Checks that need the pool's decimals, the wallet's
 * balance or the clock (`expiresAt` in the future) are the server's, answered as
 * `BOT_ORDER_INVALID` naming the field.
 */
export const createBotOrderSchema = z
  .object({
    kind: z.enum(BOT_ORDER_KINDS, { error: BOT_TEXTS.kindInvalid }),
    /** A wallet of the Wallet Manager: the user's admin wallet or one they generated. */
    wallet: solanaAddress(BOT_TEXTS.walletRequired),
    pool: poolAddress,
    side: z.enum(BOT_SIDES, { error: BOT_TEXTS.sideInvalid }),
    /** Whole tokens of the token spent (quote for a buy, base for a sell); per fill for a DCA, in all otherwise. */
    amount: tokenAmountSchema,
    /** DCA: seconds between fills. */
    intervalSeconds: wholeSeconds(BOT_TEXTS.intervalInvalid, BOT_MIN_INTERVAL_SECONDS, BOT_MAX_INTERVAL_SECONDS).optional(),
    /** DCA: number of fills. */
    count: wholeSeconds(BOT_TEXTS.countInvalid, 1, BOT_MAX_FILLS).optional(),
    /** TWAP: the whole duration in seconds. */
    durationSeconds: wholeSeconds(BOT_TEXTS.durationInvalid, BOT_TWAP_MIN_DURATION_SECONDS, BOT_MAX_INTERVAL_SECONDS).optional(),
    /** Price kinds: quote tokens per one base token. */
    price: z
      .preprocess((v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v), z.string({ error: BOT_TEXTS.priceInvalid }))
      .refine((s) => parsePrice(s) !== null, { error: BOT_TEXTS.priceInvalid })
      .optional(),
    /** Price kinds: ISO 8601, in the future and at most a year away. */
    expiresAt: z
      .string({ error: BOT_TEXTS.expiresInvalid })
      .refine((s) => !Number.isNaN(Date.parse(s)), { error: BOT_TEXTS.expiresInvalid })
      .optional(),
    /** Percent (0.01 to 50) below the quote each fill accepts; default: the user's swap slippage setting. */
    slippage: z.number({ error: BOT_TEXTS.slippageInvalid }).min(0.01, BOT_TEXTS.slippageInvalid).max(50, BOT_TEXTS.slippageInvalid).optional(),
  })
  .superRefine((o, ctx) => {
    const need = (field: 'intervalSeconds' | 'count' | 'durationSeconds' | 'price' | 'expiresAt', message: string) => {
      if (o[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message });
    };
    if (o.kind === 'dca') {
      need('intervalSeconds', BOT_TEXTS.intervalInvalid);
      need('count', BOT_TEXTS.countInvalid);
    }
    if (o.kind === 'twap') need('durationSeconds', BOT_TEXTS.durationInvalid);
    if (isPriceKind(o.kind)) {
      need('price', BOT_TEXTS.priceInvalid);
      need('expiresAt', BOT_TEXTS.expiresInvalid);
    }
    if ((o.kind === 'stop-loss' || o.kind === 'take-profit') && o.side !== 'sell') {
      ctx.addIssue({ code: 'custom', path: ['side'], message: BOT_TEXTS.sellOnly });
    }
  });
export type CreateBotOrderRequest = z.input<typeof createBotOrderSchema>;
export type CreateBotOrderBody = z.output<typeof createBotOrderSchema>;

export const BOT_ORDER_STATUSES = ['active', 'paused', 'done', 'cancelled', 'expired'] as const;
export type BotOrderStatus = (typeof BOT_ORDER_STATUSES)[number];

/**
 * Why an order is paused or stopped, with the words the list shows:
 * - `paused-by-you`: the user paused it;
 * - `insufficient-funds`: a fill would have failed for lack of funds (the message names what is missing);
 * - `wash-trading`: a fill was refused by the wash-trading guard (the message says why);
 * - `pool-not-found`: the pool disappeared, so the order stopped (status cancelled);
 * - `cancelled-by-you`, `completed`, `expired`: the other ends.
 */
export const BOT_ORDER_REASONS = [
  'paused-by-you',
  'insufficient-funds',
  'wash-trading',
  'pool-not-found',
  'cancelled-by-you',
  'completed',
  'expired',
] as const;
export type BotOrderReason = (typeof BOT_ORDER_REASONS)[number];

export const BOT_FILL_STATUSES = ['sending', 'landed', 'failed'] as const;
export type BotFillStatus = (typeof BOT_FILL_STATUSES)[number];

const tokenSide = z.object({ mint: z.string(), symbol: z.string(), decimals: z.number().int() });

export const botFillSchema = z.object({
  /** 0-based: the fill's place in the schedule (price orders count their fills in order). */
  index: z.number().int(),
  status: z.enum(BOT_FILL_STATUSES),
  /** When it was due (scheduled kinds) or when the price condition was met (price kinds). */
  dueAt: z.string(),
  /** Whole tokens spent and received (received is null until it lands). */
  spent: z.string(),
  received: z.string().nullable(),
  /** Quote per base of this fill; null until it lands. */
  price: z.string().nullable(),
  /**
   * The transaction's signature, with `cluster` on the order it is enough for an explorer link
   * (`explorerUrl(explorer, { kind: 'tx', id: signature }, { cluster, rpcUrl })`).
   */
  signature: z.string().nullable(),
  landedAt: z.string().nullable(),
  /** Plain words when the fill failed. */
  error: z.string().nullable(),
});
export type BotFill = z.infer<typeof botFillSchema>;

export const botOrderViewSchema = z.object({
  id: z.string(),
  kind: z.enum(BOT_ORDER_KINDS),
  side: z.enum(BOT_SIDES),
  wallet: z.string(),
  pool: z.string(),
  /** The network the pool lives on: with the signature it makes the explorer link. */
  cluster: z.string(),
  base: tokenSide,
  quote: tokenSide,
  /** The token spent (quote for a buy, base for a sell) and the one received. */
  spendMint: z.string(),
  receiveMint: z.string(),
  status: z.enum(BOT_ORDER_STATUSES),
  /** Why it is paused or ended; null while active. */
  reason: z.object({ code: z.enum(BOT_ORDER_REASONS), message: z.string() }).nullable(),
  /** Whole tokens: per fill for a DCA, in all otherwise (as created). */
  amount: z.string(),
  /** The whole order's amount to spend, whole tokens. */
  total: z.string(),
  intervalSeconds: z.number().int().nullable(),
  /** Fills of the schedule (DCA, TWAP); null for price orders. */
  count: z.number().int().nullable(),
  durationSeconds: z.number().int().nullable(),
  price: z.string().nullable(),
  expiresAt: z.string().nullable(),
  /** Percent. */
  slippage: z.number(),
  progress: z.object({
    /** Fills landed. */
    fills: z.number().int(),
    /** Whole tokens spent so far, and received. */
    spent: z.string(),
    received: z.string(),
    /** Whole tokens still to spend. */
    remaining: z.string(),
    /** 0 to 100, of the amount spent. */
    percent: z.number(),
  }),
  /** ISO time of the next fill (scheduled kinds) or next price check (price kinds); null when not active. */
  nextFillAt: z.string().nullable(),
  /** Quote per base over the landed fills; null before the first. */
  averagePrice: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Newest first. */
  fills: z.array(botFillSchema),
});
export type BotOrderView = z.infer<typeof botOrderViewSchema>;

export const botOrdersQuerySchema = z.object({
  /** Only the orders on this pool, or on pools of this mint (the trading page's open orders). */
  pool: solanaAddress(TEXTS.invalidAddress).optional(),
  mint: solanaAddress(TEXTS.invalidAddress).optional(),
  /** `open`: active and paused only. */
  status: z.enum(['open', 'all']).optional(),
});
export type BotOrdersQuery = z.input<typeof botOrdersQuerySchema>;

export const botOrdersResponseSchema = z.object({
  success: z.literal(true),
  orders: z.array(botOrderViewSchema),
  /** The user's limits and where they stand, for the screen's messages. */
  limits: z.object({
    activeOrders: z.number().int(),
    maxActiveOrders: z.number().int(),
    fillsPerMinute: z.number(),
    maxFillsPerMinute: z.number(),
  }),
});

export const botOrderResponseSchema = z.object({ success: z.literal(true), order: botOrderViewSchema });

export const botOrderIdSchema = z.object({ id: z.uuid({ error: 'Unknown order' }) });

export const botPreviewFillSchema = z.object({
  index: z.number().int(),
  /** ISO due time; null for a price order (it fills when the price allows). */
  at: z.string().nullable(),
  /** Whole tokens spent by this fill. */
  amount: z.string(),
  /** Whole tokens received at the pool's price now, before slippage; and the least accepted. */
  estimatedReceived: z.string(),
  minimumReceived: z.string(),
  /** Quote per base this fill would trade at now. */
  estimatedPrice: z.string().nullable(),
});

export const botPreviewSchema = z.object({
  kind: z.enum(BOT_ORDER_KINDS),
  side: z.enum(BOT_SIDES),
  spend: tokenSide,
  receive: tokenSide,
  /** Whole tokens the whole order spends. */
  total: z.string(),
  count: z.number().int().nullable(),
  intervalSeconds: z.number().int().nullable(),
  /** The pool's spot price now, quote per base. */
  priceNow: z.string().nullable(),
  /** A price order's condition in words ("Buys when the price is at or below 0.002 SOL per TOKEN"); null otherwise. */
  condition: z.string().nullable(),
  /** Whether a price order would fill right now. */
  conditionMetNow: z.boolean().nullable(),
  slippage: z.number(),
  /** The first fills (at most 50 are listed; `count` has them all). */
  fills: z.array(botPreviewFillSchema),
  estimatedReceived: z.string(),
  fillsPerMinute: z.number(),
});
export type BotPreview = z.infer<typeof botPreviewSchema>;

export const botPreviewResponseSchema = z.object({ success: z.literal(true), preview: botPreviewSchema });
