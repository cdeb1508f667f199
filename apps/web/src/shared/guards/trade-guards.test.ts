import { describe, expect, it } from 'vitest';
import { NATIVE_MINT, TEXTS } from '@toolkit/shared';
import { impactLevel, shortfall } from './trade-guards.ts';

const SOL = { mint: NATIVE_MINT, symbol: 'SOL', decimals: 9 };
const TKN = { mint: 'TKN1111111111111111111111111111111111111111', symbol: 'TKN', decimals: 6 };

describe('shortfall', () => {
  it('Given 2 TKN held, When 3 TKN are typed, Then the button reads "Insufficient TKN"; 2 TKN exactly is fine', () => {
    expect(shortfall({ amount: '3', token: TKN, balance: 2_000_000n })).toEqual({ label: 'Insufficient TKN', reason: TEXTS.whyOverBalance('TKN') });
    expect(shortfall({ amount: '2', token: TKN, balance: 2_000_000n })).toBeNull();
  });

  it('Given 1 SOL held, When all of it is typed, Then SOL is insufficient because the fee and rent reserve stays; 0.99 SOL is fine', () => {
    expect(shortfall({ amount: '1', token: SOL, balance: 1_000_000_000n })).toEqual({
      label: 'Insufficient SOL',
      reason: TEXTS.whySolReserve('0.01'),
    });
    expect(shortfall({ amount: '0.99', token: SOL, balance: 1_000_000_000n })).toBeNull();
  });

  it('Given a token calling itself "SOL" on another mint, When all of it is typed, Then no SOL reserve is kept back (native SOL is known by its mint)', () => {
    expect(shortfall({ amount: '1', token: { ...TKN, symbol: 'SOL' }, balance: 1_000_000n })).toBeNull();
  });

  it('Given no wallet or no amount yet, Then nothing is judged', () => {
    expect(shortfall({ amount: '5', token: TKN, balance: undefined })).toBeNull();
    expect(shortfall({ amount: '', token: TKN, balance: 0n })).toBeNull();
    expect(shortfall({ amount: '1,5', token: TKN, balance: 0n })).toBeNull();
  });
});

describe('impactLevel', () => {
  it('Given price impacts around the bars, Then above 5 % warns and above 15 % needs a confirmation', () => {
    expect([0.3, 5, 5.01, 15, 15.01, Number.NaN].map(impactLevel)).toEqual(['none', 'none', 'warn', 'warn', 'confirm', 'none']);
  });
});
