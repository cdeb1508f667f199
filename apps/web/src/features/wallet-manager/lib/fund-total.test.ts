import { describe, expect, test } from 'vitest';
import { NATIVE_MINT, type WalletBalance } from '@toolkit/shared';
import { FUND_FEE_RESERVE_PER_TX } from './amounts.ts';
import { fundTotal, TOKEN_ACCOUNT_RENT } from './fund-total.ts';

const MINT = 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB';
const wallet = (index: number, mints: string[] = []): WalletBalance => ({
  address: `w${index}`,
  index,
  tokens: mints.map(
    (mint) => ({ tokenInfo: { mint, symbol: 'T', name: 'T' }, balance: '1', amount: '1', decimals: 0 }) as WalletBalance['tokens'][number],
  ),
});

describe('the total of a Fund before approval', () => {
  test('Given 21 wallets and 0.1 SOL each, when totalled, then it is 2.1 SOL plus two transactions of fees', () => {
    const wallets = Array.from({ length: 21 }, (_, i) => wallet(i + 1));
    const total = fundTotal(NATIVE_MINT, { low: 100_000_000n, high: 100_000_000n }, wallets);
    expect(total.tokens).toEqual({ low: 2_100_000_000n, high: 2_100_000_000n });
    expect(total.solCosts).toBe(2n * FUND_FEE_RESERVE_PER_TX);
    expect(total.newAccounts).toBe(0);
  });

  test('Given a token two of three wallets do not hold, when totalled, then two accounts of rent are added', () => {
    const total = fundTotal(MINT, { low: 5n, high: 9n }, [wallet(1, [MINT]), wallet(2), wallet(3)]);
    expect(total.tokens).toEqual({ low: 15n, high: 27n });
    expect(total.newAccounts).toBe(2);
    expect(total.solCosts).toBe(FUND_FEE_RESERVE_PER_TX + 2n * TOKEN_ACCOUNT_RENT);
  });
});
