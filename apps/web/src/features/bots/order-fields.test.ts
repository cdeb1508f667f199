import { describe, expect, test } from 'vitest';
import { BOT_TEXTS, TEXTS } from '@toolkit/shared';
import { defaultOrderFields, orderFormSchema, requestOf, type OrderFields } from './order-fields.ts';

const WALLET = '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T';
const POOL = 'So11111111111111111111111111111111111111112';

const fields = (over: Partial<OrderFields>): OrderFields => ({
  ...defaultOrderFields(0.5, Date.UTC(2026, 0, 1)),
  wallet: WALLET,
  pool: POOL,
  ...over,
});
const issues = (f: OrderFields) => {
  const r = orderFormSchema.safeParse(f);
  // The form shows a field's first problem (react-hook-form's resolver does the same).
  const first: Record<string, string> = {};
  if (!r.success) for (const i of r.error.issues) first[String(i.path[0])] ??= i.message;
  return first;
};

describe('the order form as a request', () => {
  test('Given a DCA, when it is read as a request, then only the DCA fields are sent, the seconds as numbers and the slippage as a number', () => {
    const f = fields({ kind: 'dca', amount: '0.01', intervalSeconds: '20', count: '4', price: '1', durationSeconds: '999' });
    expect(requestOf(f)).toEqual({
      kind: 'dca',
      wallet: WALLET,
      pool: POOL,
      side: 'buy',
      amount: '0.01',
      intervalSeconds: '20',
      count: '4',
      slippage: 0.5,
    });
    expect(orderFormSchema.parse(f)).toMatchObject({ intervalSeconds: 20, count: 4, slippage: 0.5 });
  });

  test('Given a limit order, when it is read as a request, then its price and expiry go (the expiry as ISO 8601) and no schedule field does', () => {
    const r = requestOf(fields({ kind: 'limit', side: 'sell', amount: '5', price: '0.002', expiresAt: '2026-02-01T10:30' }));
    expect(r).toMatchObject({ kind: 'limit', price: '0.002', expiresAt: new Date('2026-02-01T10:30').toISOString() });
    expect(r).not.toHaveProperty('intervalSeconds');
    expect(r).not.toHaveProperty('count');
  });

  test('Given bad kind fields, when the form is checked, then each problem names its own field in the contract’s words', () => {
    expect(issues(fields({ kind: 'dca', amount: '1', intervalSeconds: '5', count: '0' }))).toEqual({
      intervalSeconds: BOT_TEXTS.intervalInvalid,
      count: BOT_TEXTS.countInvalid,
    });
    expect(issues(fields({ kind: 'twap', amount: '', durationSeconds: '' }))).toEqual({
      amount: TEXTS.pleaseEnterAmount,
      durationSeconds: BOT_TEXTS.durationInvalid,
    });
    expect(issues(fields({ kind: 'limit', amount: '1', price: '0' }))).toEqual({ price: BOT_TEXTS.priceInvalid });
    expect(issues(fields({ kind: 'stop-loss', side: 'buy', amount: '1', price: '1' }))).toEqual({ side: BOT_TEXTS.sellOnly });
    expect(issues(fields({ kind: 'dca', amount: '1', slippage: '80' }))).toEqual({ slippage: BOT_TEXTS.slippageInvalid });
  });
});
