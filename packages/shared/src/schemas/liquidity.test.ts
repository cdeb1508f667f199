import { describe, expect, it } from 'vitest';
import { TEXTS } from '../texts.ts';
import { initPoolSchema, quoteRequestSchema } from './liquidity.ts';

const POOL = 'So11111111111111111111111111111111111111112';
const pair = { baseToken: 'SOL', quoteToken: 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB', baseAmount: '1', quoteAmount: '1', feeTier: 0.25 };

const issueOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const issue = result.error?.issues[0];
  return issue && { field: issue.path.join('.'), message: issue.message };
};

describe('pool request schemas', () => {
  it('Given a start time of 1e20 seconds, a negative one or past the year 9999, When validated, Then startTime is refused with its own text (no exception)', () => {
    for (const startTime of [1e20, -1, Number.MAX_VALUE, '+275760-09-13T00:00:00.000Z', '10000-01-01T00:00:00Z', { at: 1 }]) {
      expect(issueOf(initPoolSchema.safeParse({ ...pair, startTime }))).toEqual({ field: 'startTime', message: TEXTS.poolStartTimeInvalid });
    }
  });
  it('Given a start time as unix seconds or ISO text within range, When validated, Then it is read as an ISO date', () => {
    expect(initPoolSchema.parse({ ...pair, startTime: 1_900_000_000 }).startTime).toBe('2030-03-17T17:46:40.000Z');
    expect(initPoolSchema.parse({ ...pair, startTime: '2031-01-01T00:00:00Z' }).startTime).toBe('2031-01-01T00:00:00Z');
  });
  it('Given an amount whose whole part is beyond a u64, When validated, Then that amount field is refused with the u64 text', () => {
    expect(issueOf(initPoolSchema.safeParse({ ...pair, quoteAmount: '18446744073709551616' }))).toEqual({
      field: 'quoteAmount',
      message: TEXTS.amountAboveU64,
    });
    expect(issueOf(quoteRequestSchema.safeParse({ pool: POOL, amount: '1'.repeat(40), direction: 'xy' }))).toEqual({
      field: 'amount',
      message: TEXTS.amountAboveU64,
    });
    expect(quoteRequestSchema.safeParse({ pool: POOL, amount: '18446744073709551615', direction: 'xy' }).success).toBe(true);
    // Text that is no number at all gets the number text, not an exception from the u64 check.
    expect(issueOf(quoteRequestSchema.safeParse({ pool: POOL, amount: 'abc', direction: 'xy' }))).toEqual({
      field: 'amount',
      message: TEXTS.poolAmountInvalid,
    });
  });
});
