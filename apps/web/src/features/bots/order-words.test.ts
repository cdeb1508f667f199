import { describe, expect, test } from 'vitest';
import type { BotOrderView } from '@toolkit/shared';
import { durationText, planText } from './order-words.ts';

const order = (over: Partial<BotOrderView>): BotOrderView =>
  ({
    kind: 'dca',
    side: 'buy',
    base: { mint: 'm', symbol: 'TKN', decimals: 6 },
    quote: { mint: 'So11111111111111111111111111111111111111112', symbol: 'SOL', decimals: 9 },
    amount: '0.01',
    total: '0.04',
    intervalSeconds: 20,
    count: 4,
    durationSeconds: null,
    price: null,
    ...over,
  }) as BotOrderView;

describe('order words', () => {
  test('Given seconds, when they are said, then the two largest units are named in plain words', () => {
    expect(durationText(10)).toBe('10 seconds');
    expect(durationText(60)).toBe('1 minute');
    expect(durationText(9_000)).toBe('2 hours 30 minutes');
    expect(durationText(86_400 * 3 + 5)).toBe('3 days 5 seconds');
  });

  test('Given each kind, when its plan is said, then it names what it spends, how often or at what price', () => {
    expect(planText(order({}))).toBe('0.01 SOL every 20 seconds, 4 times (0.04 SOL in all)');
    expect(planText(order({ kind: 'twap', amount: '1', total: '1', durationSeconds: 3600, count: 60, intervalSeconds: 60 }))).toBe(
      '1 SOL over 1 hour in 60 fills',
    );
    expect(planText(order({ kind: 'limit', side: 'sell', total: '500', price: '0.00002' }))).toBe('Up to 500 TKN at or above 0.00002 SOL per TKN');
    expect(planText(order({ kind: 'stop-loss', side: 'sell', total: '500', price: '0.00001' }))).toBe(
      '500 TKN once the price falls to 0.00001 SOL per TKN',
    );
    expect(planText(order({ kind: 'take-profit', side: 'sell', total: '500', price: '0.0001' }))).toBe(
      '500 TKN once the price rises to 0.0001 SOL per TKN',
    );
  });
});
