/**
 * The arithmetic of an order, pure so the form's preview, the server's checks and the scheduler
 * compute the same fills: when each fill is due, how much it spends, how a TWAP is cut, how many
 * fills a minute a schedule makes, and prices as exact ratios (quote per base, in whole tokens)
 * compared with bigints, never floats.
 */
import { parseAmount } from '../format.ts';
import { BOT_MIN_INTERVAL_SECONDS, BOT_PRICE_CHECK_SECONDS, BOT_TWAP_MAX_FILLS, BOT_TWAP_TARGET_INTERVAL_SECONDS } from './limits.ts';

export const BOT_ORDER_KINDS = ['dca', 'twap', 'limit', 'stop-loss', 'take-profit'] as const;
export type BotOrderKind = (typeof BOT_ORDER_KINDS)[number];
export const BOT_SIDES = ['buy', 'sell'] as const;
export type BotSide = (typeof BOT_SIDES)[number];

/** Kinds that run on a clock; the others wait for a price. */
export const isScheduledKind = (kind: BotOrderKind): kind is 'dca' | 'twap' => kind === 'dca' || kind === 'twap';
export const isPriceKind = (kind: BotOrderKind): kind is 'limit' | 'stop-loss' | 'take-profit' => !isScheduledKind(kind);

/**
 * A TWAP of `durationSeconds` is cut into fills about a minute apart: at least 2, at most 100,
 * never closer than the shortest interval. The fills are due at start, start + interval, …, so
 * the last one is due one interval before the duration ends.
 */
export function twapPlan(durationSeconds: number): { count: number; intervalSeconds: number } {
  const wanted = Math.round(durationSeconds / BOT_TWAP_TARGET_INTERVAL_SECONDS);
  const fitting = Math.floor(durationSeconds / BOT_MIN_INTERVAL_SECONDS);
  const count = Math.max(2, Math.min(BOT_TWAP_MAX_FILLS, wanted, fitting));
  return { count, intervalSeconds: Math.floor(durationSeconds / count) };
}

/** Fill `index` (0-based) of an order split evenly into `count`: the last fill takes the remainder. */
export function fillAmount(total: bigint, count: number, index: number): bigint {
  const each = total / BigInt(count);
  return index === count - 1 ? total - each * BigInt(count - 1) : each;
}

/** When fill `index` is due (ms since epoch): the first at the start, then one every interval. */
export const fillDueAt = (startMs: number, intervalSeconds: number, index: number): number => startMs + index * intervalSeconds * 1000;

/** Fills a minute an active order can make: 60 / interval on a clock, one per price check otherwise. */
export function fillsPerMinute(order: { kind: BotOrderKind; intervalSeconds?: number | null }): number {
  const interval = isScheduledKind(order.kind) && order.intervalSeconds ? order.intervalSeconds : BOT_PRICE_CHECK_SECONDS;
  return 60 / interval;
}

/** An exact positive ratio. */
export interface Ratio {
  num: bigint;
  den: bigint;
}

/** A decimal text ("0.0025") as an exact ratio, or null when it is not a positive decimal. */
export function parsePrice(text: string): Ratio | null {
  const s = text.trim();
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(s) || !/[1-9]/.test(s)) return null;
  const frac = s.split('.')[1] ?? '';
  return { num: BigInt(parseAmount(s, frac.length)), den: 10n ** BigInt(frac.length) };
}

/** The pool's spot price, quote per base in whole tokens, from its reserves in base units. */
export function spotPriceRatio(baseReserve: bigint, quoteReserve: bigint, baseDecimals: number, quoteDecimals: number): Ratio | null {
  if (baseReserve <= 0n || quoteReserve <= 0n) return null;
  return { num: quoteReserve * 10n ** BigInt(baseDecimals), den: baseReserve * 10n ** BigInt(quoteDecimals) };
}

/**
 * The price of a trade, quote per base in whole tokens: a buy spends quote and receives base, a
 * sell the other way round.
 */
export function tradePrice(side: BotSide, spent: bigint, received: bigint, baseDecimals: number, quoteDecimals: number): Ratio | null {
  const [base, quote] = side === 'buy' ? [received, spent] : [spent, received];
  return spotPriceRatio(base, quote, baseDecimals, quoteDecimals);
}

/** -1, 0 or 1 as a is below, at or above b. */
export function comparePrice(a: Ratio, b: Ratio): -1 | 0 | 1 {
  const l = a.num * b.den;
  const r = b.num * a.den;
  return l < r ? -1 : l > r ? 1 : 0;
}

/**
 * Whether a price order may fill at the pool's price now: a limit buys at or below its price and
 * sells at or above it; a stop-loss sells once the price falls to its level, a take-profit once
 * it rises to it.
 */
export function priceConditionMet(kind: BotOrderKind, side: BotSide, now: Ratio, target: Ratio): boolean {
  const c = comparePrice(now, target);
  if (kind === 'stop-loss') return c <= 0;
  if (kind === 'take-profit') return c >= 0;
  if (kind === 'limit') return side === 'buy' ? c <= 0 : c >= 0;
  return true;
}

/**
 * The least a fill at `target` must receive for spending `spent` (base units): a buy at most
 * `target` quote per base, a sell at least `target`. Rounded so the price is never worse.
 */
export function minimumAtPrice(side: BotSide, spent: bigint, target: Ratio, baseDecimals: number, quoteDecimals: number): bigint {
  const b = 10n ** BigInt(baseDecimals);
  const q = 10n ** BigInt(quoteDecimals);
  // buy: base_out >= quote_in * b * den / (q * num); sell: quote_out >= base_in * q * num / (b * den)
  const [n, d] = side === 'buy' ? [spent * b * target.den, q * target.num] : [spent * q * target.num, b * target.den];
  return (n + d - 1n) / d;
}

/** A ratio as decimal text with `significant` significant digits (no exponent, no trailing zeros). */
export function formatPrice(r: Ratio, significant = 8): string {
  if (r.num === 0n) return '0';
  const whole = r.num / r.den;
  const wholeDigits = whole === 0n ? 0 : whole.toString().length;
  let scale = Math.max(0, significant - wholeDigits);
  if (whole === 0n) {
    // Leading zeros after the point do not count as significant.
    let probe = (r.num * 10n) / r.den;
    let zeros = 0;
    while (probe === 0n && zeros < 60) {
      zeros += 1;
      probe = (r.num * 10n ** BigInt(zeros + 1)) / r.den;
    }
    scale = zeros + significant;
  }
  const scaled = (r.num * 10n ** BigInt(scale) + r.den / 2n) / r.den;
  const digits = scaled.toString().padStart(scale + 1, '0');
  const int = digits.slice(0, digits.length - scale);
  const frac = scale ? digits.slice(digits.length - scale).replace(/0+$/, '') : '';
  return frac ? `${int}.${frac}` : int;
}

/** An order's schedule from its fields: what it spends in all, and for scheduled kinds its fills. */
export function orderSchedule(o: {
  kind: BotOrderKind;
  /** Base units: per fill for a DCA, in all otherwise. */
  amount: bigint;
  intervalSeconds?: number | null;
  count?: number | null;
  durationSeconds?: number | null;
}): { total: bigint; count: number | null; intervalSeconds: number | null } {
  if (o.kind === 'dca') {
    const count = o.count ?? 1;
    return { total: o.amount * BigInt(count), count, intervalSeconds: o.intervalSeconds ?? BOT_MIN_INTERVAL_SECONDS };
  }
  if (o.kind === 'twap') {
    const plan = twapPlan(o.durationSeconds ?? BOT_MIN_INTERVAL_SECONDS * 2);
    return { total: o.amount, ...plan };
  }
  return { total: o.amount, count: null, intervalSeconds: null };
}

/** What fill `index` of a scheduled order spends (base units). */
export function scheduledFillAmount(o: { kind: BotOrderKind; amount: bigint; count: number }, index: number): bigint {
  return o.kind === 'dca' ? o.amount : fillAmount(o.amount, o.count, index);
}
