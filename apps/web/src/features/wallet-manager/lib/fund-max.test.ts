import { describe, expect, test } from 'vitest';
import { FUND_FEE_RESERVE_PER_TX } from './amounts.ts';
import { fundShare, WALLET_RENT_RESERVE } from './fund-max.ts';

describe("Fund's Max per wallet", () => {
  test('Given 1 SOL and 21 wallets, when Max is asked for, then the fees of two transactions and a wallet’s rent stay with the source', () => {
    const each = fundShare(1_000_000_000n, 1, 21, true);
    expect(each).toBe((1_000_000_000n - 2n * FUND_FEE_RESERVE_PER_TX - WALLET_RENT_RESERVE) / 21n);
    const left = 1_000_000_000n - 21n * each - 2n * FUND_FEE_RESERVE_PER_TX;
    expect(left).toBeGreaterThanOrEqual(WALLET_RENT_RESERVE);
  });

  test('Given less SOL than the reserve, when Max is asked for, then it is 0', () => {
    expect(fundShare(FUND_FEE_RESERVE_PER_TX, 1, 3, true)).toBe(0n);
  });

  test('Given 1,000 tokens and 3 wallets, when Max and 50% are asked for, then the whole balance (or half) is split with nothing kept back', () => {
    expect(fundShare(1_000n, 1, 3, false)).toBe(333n);
    expect(fundShare(1_000n, 0.5, 4, false)).toBe(125n);
  });
});
