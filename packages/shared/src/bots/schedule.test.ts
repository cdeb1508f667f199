import { describe, expect, it } from 'vitest';
import {
  comparePrice,
  fillAmount,
  fillDueAt,
  fillsPerMinute,
  formatPrice,
  minimumAtPrice,
  orderSchedule,
  parsePrice,
  priceConditionMet,
  scheduledFillAmount,
  spotPriceRatio,
  tradePrice,
  twapPlan,
} from './schedule.ts';
import { createBotOrderSchema } from './schemas.ts';

describe('twapPlan', () => {
  it.each([
    [20, 2, 10],
    [60, 2, 30],
    [600, 10, 60],
    [3_600, 60, 60],
    [86_400, 100, 864],
    [25, 2, 12],
  ])('Given a TWAP of %i s, when planned, then it has %i fills %i s apart', (duration, count, interval) => {
    expect(twapPlan(duration)).toEqual({ count, intervalSeconds: interval });
  });

  it('Given any duration from 20 s to a year, when planned, then fills are at least 10 s apart and end within the duration', () => {
    for (const d of [20, 21, 29, 31, 59, 61, 119, 1_000, 12_345, 365 * 86_400]) {
      const { count, intervalSeconds } = twapPlan(d);
      expect(intervalSeconds).toBeGreaterThanOrEqual(10);
      expect(count * intervalSeconds).toBeLessThanOrEqual(d);
      expect(count).toBeGreaterThanOrEqual(2);
      expect(count).toBeLessThanOrEqual(100);
    }
  });
});

describe('fill amounts and times', () => {
  it('Given 1,000 units in 3 fills, when split, then the first two get 333 and the last the remainder, adding up to the total', () => {
    expect([0, 1, 2].map((i) => fillAmount(1000n, 3, i))).toEqual([333n, 333n, 334n]);
  });

  it('Given a DCA of 5 units every 10 s 4 times, when scheduled, then it spends 20 in all, 5 a fill, due at 0, 10, 20, 30 s', () => {
    const s = orderSchedule({ kind: 'dca', amount: 5n, intervalSeconds: 10, count: 4 });
    expect(s).toEqual({ total: 20n, count: 4, intervalSeconds: 10 });
    expect([0, 1, 2, 3].map((i) => scheduledFillAmount({ kind: 'dca', amount: 5n, count: 4 }, i))).toEqual([5n, 5n, 5n, 5n]);
    expect([0, 1, 2, 3].map((i) => fillDueAt(1_000, 10, i))).toEqual([1_000, 11_000, 21_000, 31_000]);
  });

  it('Given a TWAP of 100 units over 60 s, when scheduled, then two fills of 50 spend the whole amount', () => {
    const s = orderSchedule({ kind: 'twap', amount: 100n, durationSeconds: 60 });
    expect(s).toEqual({ total: 100n, count: 2, intervalSeconds: 30 });
    expect([0, 1].map((i) => scheduledFillAmount({ kind: 'twap', amount: 100n, count: 2 }, i))).toEqual([50n, 50n]);
  });

  it('Given a limit order, when scheduled, then it has no fixed fills', () => {
    expect(orderSchedule({ kind: 'limit', amount: 7n })).toEqual({ total: 7n, count: null, intervalSeconds: null });
  });

  it('Given orders, when their rate is counted, then a DCA every 10 s makes 6 fills a minute and a price order one per check', () => {
    expect(fillsPerMinute({ kind: 'dca', intervalSeconds: 10 })).toBe(6);
    expect(fillsPerMinute({ kind: 'twap', intervalSeconds: 60 })).toBe(1);
    expect(fillsPerMinute({ kind: 'limit' })).toBe(6);
  });
});

describe('prices', () => {
  it('Given price texts, when parsed, then decimals are exact and 0 or junk is refused', () => {
    expect(parsePrice('0.0025')).toEqual({ num: 25n, den: 10_000n });
    expect(parsePrice('12')).toEqual({ num: 12n, den: 1n });
    expect(parsePrice('0')).toBeNull();
    expect(parsePrice('0.000')).toBeNull();
    expect(parsePrice('-1')).toBeNull();
    expect(parsePrice('1e3')).toBeNull();
  });

  it('Given a pool of 1,000 base (6 decimals) and 2 quote (9 decimals), when priced, then one base costs 0.002 quote', () => {
    const p = spotPriceRatio(1_000_000_000n, 2_000_000_000n, 6, 9)!;
    expect(comparePrice(p, parsePrice('0.002')!)).toBe(0);
    expect(formatPrice(p)).toBe('0.002');
  });

  it('Given the pool price and a level, when conditions are checked, then limit buys at or below, limit sells and take-profits at or above, stop-losses at or below', () => {
    const at = parsePrice('2')!;
    const below = parsePrice('1.9')!;
    const above = parsePrice('2.1')!;
    expect(priceConditionMet('limit', 'buy', below, at)).toBe(true);
    expect(priceConditionMet('limit', 'buy', above, at)).toBe(false);
    expect(priceConditionMet('limit', 'sell', above, at)).toBe(true);
    expect(priceConditionMet('limit', 'sell', below, at)).toBe(false);
    expect(priceConditionMet('stop-loss', 'sell', at, at)).toBe(true);
    expect(priceConditionMet('stop-loss', 'sell', above, at)).toBe(false);
    expect(priceConditionMet('take-profit', 'sell', above, at)).toBe(true);
    expect(priceConditionMet('take-profit', 'sell', below, at)).toBe(false);
  });

  it('Given a limit price, when the least a fill must receive is computed, then the fill can never trade worse than the price', () => {
    // Buy base (6 dp) with quote (9 dp) at 0.002 quote per base: 1 quote (1e9) buys at least 500 base (5e8).
    expect(minimumAtPrice('buy', 1_000_000_000n, parsePrice('0.002')!, 6, 9)).toBe(500_000_000n);
    // Sell 500 base at >= 0.002: at least 1 quote; rounding goes up.
    expect(minimumAtPrice('sell', 500_000_000n, parsePrice('0.002')!, 6, 9)).toBe(1_000_000_000n);
    expect(minimumAtPrice('sell', 1n, parsePrice('0.0015')!, 6, 9)).toBe(2n);
    const price = tradePrice('buy', 1_000_000_000n, 500_000_000n, 6, 9)!;
    expect(formatPrice(price)).toBe('0.002');
  });

  it('Given ratios, when formatted, then they show 8 significant digits without trailing zeros', () => {
    expect(formatPrice({ num: 1n, den: 3n })).toBe('0.33333333');
    expect(formatPrice({ num: 1n, den: 3_000_000n })).toBe('0.00000033333333');
    expect(formatPrice({ num: 123_456_789_123n, den: 1n })).toBe('123456789123');
    expect(formatPrice({ num: 5n, den: 2n })).toBe('2.5');
  });
});

describe('createBotOrderSchema', () => {
  const base = {
    wallet: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin',
    pool: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin',
    side: 'buy',
    amount: '1',
  };
  const fieldOf = (body: Record<string, unknown>) => {
    const r = createBotOrderSchema.safeParse(body);
    return r.success ? null : r.error.issues[0]!.path.join('.');
  };

  it.each([
    [{ kind: 'dca', intervalSeconds: 9, count: 2 }, 'intervalSeconds'],
    [{ kind: 'dca', intervalSeconds: 365 * 86_400 + 1, count: 2 }, 'intervalSeconds'],
    [{ kind: 'dca', intervalSeconds: 10 }, 'count'],
    [{ kind: 'dca', intervalSeconds: 10, count: 0 }, 'count'],
    [{ kind: 'dca', intervalSeconds: 10, count: 2, amount: '0' }, 'amount'],
    [{ kind: 'dca', intervalSeconds: 10, count: 2, amount: '-1' }, 'amount'],
    [{ kind: 'twap', durationSeconds: 19 }, 'durationSeconds'],
    [{ kind: 'limit', price: '0', expiresAt: '2030-01-01T00:00:00Z' }, 'price'],
    [{ kind: 'limit', price: '1' }, 'expiresAt'],
    [{ kind: 'stop-loss', price: '1', expiresAt: '2030-01-01T00:00:00Z' }, 'side'],
    [{ kind: 'dca', intervalSeconds: 10, count: 2, slippage: 60 }, 'slippage'],
    [{ kind: 'swap' }, 'kind'],
  ])('Given %o, when parsed, then the field %s is named', (overrides, field) => {
    expect(fieldOf({ ...base, ...overrides })).toBe(field);
  });

  it('Given a complete DCA, when parsed, then it passes with its numbers', () => {
    expect(createBotOrderSchema.parse({ ...base, kind: 'dca', intervalSeconds: '10', count: 3 })).toMatchObject({ intervalSeconds: 10, count: 3 });
  });
});
