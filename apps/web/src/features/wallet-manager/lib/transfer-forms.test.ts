import { describe, expect, it } from 'vitest';
import { TEXTS } from '@toolkit/shared';
import { fundAmountsSchema, withdrawAmountSchema } from './transfer-forms.ts';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues.map((i) => i.message) ?? [];

describe('transfer form amounts', () => {
  it.each([
    ['', TEXTS.pleaseEnterAmount],
    ['0', TEXTS.amountGreaterThanZero],
    ['abc', TEXTS.amountNotNumber],
    ['0.0000000001', TEXTS.amountTooPrecise(9)],
  ])('Given a fixed fund amount "%s", when the form is checked, then it reads "%s"', (amount, message) => {
    expect(messages(fundAmountsSchema(9, 'fixed').safeParse({ amount, low: '', high: '' }))).toEqual([message]);
  });

  it('Given a fixed fund amount of 0.01 SOL, when the form is checked, then every wallet gets exactly 10,000,000 lamports', () => {
    expect(fundAmountsSchema(9, 'fixed').parse({ amount: '0.01', low: '', high: '' })).toEqual({ low: 10_000_000n, high: 10_000_000n });
  });

  it('Given random fund amounts, when one is missing or From is not below To, then the spec text is read; else both come in base units', () => {
    const random = fundAmountsSchema(6, 'random');
    expect(messages(random.safeParse({ amount: '', low: '1', high: '' }))).toEqual([TEXTS.pleaseEnterAmount]);
    expect(messages(random.safeParse({ amount: '', low: '2', high: '1' }))).toEqual([TEXTS.walletRangeOrder]);
    expect(random.parse({ amount: '', low: '1', high: '2.5' })).toEqual({ low: 1_000_000n, high: 2_500_000n });
  });

  it('Given a withdrawal of Max, when the amount field is empty, then it passes with no fixed amount; a fixed one is checked', () => {
    expect(withdrawAmountSchema(9, false).parse({ amount: '', accountAddress: '' })).toEqual({ amount: null, accountAddress: '' });
    expect(messages(withdrawAmountSchema(9, true).safeParse({ amount: '', accountAddress: '' }))).toEqual([TEXTS.pleaseEnterAmount]);
    expect(withdrawAmountSchema(9, true).parse({ amount: '0.5', accountAddress: '' }).amount).toBe(500_000_000n);
  });
});
