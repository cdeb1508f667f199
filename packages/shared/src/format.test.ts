import { describe, expect, it } from 'vitest';
import { U64_MAX } from './brands.ts';
import { abbreviateNumber, AmountFormatError, formatAmount, groupThousands, parseAmount, shortenAddress } from './format.ts';
import { tokenAmount } from './schemas/token-lifecycle.ts';
import { checkTransferAmount } from './schemas/wallets.ts';
import { TEXTS } from './texts.ts';

describe('amounts', () => {
  it('Given a decimal string, when parsed at the mint decimals, then the base units are exact', () => {
    expect(parseAmount('0.01', 9)).toBe(10_000_000n);
    expect(parseAmount('123456789.123456789', 9)).toBe(123456789123456789n);
    expect(parseAmount('5', 0)).toBe(5n);
  });
  it('Given too many decimals or junk, when parsed, then it is refused', () => {
    expect(() => parseAmount('0.0000000001', 9)).toThrow();
    expect(() => parseAmount('-1', 9)).toThrow();
    expect(() => parseAmount('1e3', 9)).toThrow();
    expect(() => parseAmount('', 9)).toThrow();
  });
  it('Given an amount whose base units do not fit in a u64, when parsed, then it is refused as out of range (the largest u64 still parses)', () => {
    expect(parseAmount(U64_MAX.toString(), 0)).toBe(U64_MAX);
    for (const [text, decimals] of [
      [(U64_MAX + 1n).toString(), 0],
      ['18446744073.709551616', 9],
      ['99999999999999999999999', 0],
    ] as const) {
      expect(() => parseAmount(text, decimals)).toThrow(expect.objectContaining({ reason: 'range', message: TEXTS.amountAboveU64 }));
    }
    expect(() => parseAmount('1.5', 0)).toThrow(AmountFormatError);
  });
  it('Given 1e15 SOL (under the spec cap in SOL, 1e24 lamports), when checked as a transfer amount, then the text says no account can hold it', () => {
    expect(checkTransferAmount('1000000000000000', 9)).toEqual({ ok: false, message: TEXTS.amountAboveU64 });
    expect(checkTransferAmount('1000000000', 9)).toEqual({ ok: true, base: 1_000_000_000_000_000_000n });
  });
  it('Given a typed token amount beyond a u64 of base units, when read, then above the 1e15 cap reads the cap text and under it the u64 text', () => {
    expect(tokenAmount('20000000000000000', 9)).toBe(TEXTS.amountTooLarge);
    expect(tokenAmount('100000000000000', 9)).toBe(TEXTS.amountAboveU64);
    expect(tokenAmount('100000000000000', 4)).toBe(1_000_000_000_000_000_000n);
  });
  it('Given base units, when formatted, then trailing zeros go', () => {
    expect(formatAmount(1_500_000_000n, 9)).toBe('1.5');
    expect(formatAmount(7n, 0)).toBe('7');
    expect(formatAmount(1n, 9)).toBe('0.000000001');
  });
});

describe('display', () => {
  it('Given whole-token amounts, when grouped, then the whole part gets thousands separators and the fraction is kept', () => {
    expect(['0', '999', '1000', '1234567.5', '12345678901234567890.000001'].map(groupThousands)).toEqual([
      '0',
      '999',
      '1,000',
      '1,234,567.5',
      '12,345,678,901,234,567,890.000001',
    ]);
  });
  it('Given an address, when shortened, then 4 characters stay on each side', () => {
    expect(shortenAddress('So11111111111111111111111111111111111111112')).toBe('So11...1112');
  });
  it('Given numbers from tens to trillions, when abbreviated, then they read with K, M, B or T at two decimals', () => {
    expect(abbreviateNumber(1234)).toBe('1.23K');
    expect(abbreviateNumber(2_500_000)).toBe('2.50M');
    expect(abbreviateNumber(3e9)).toBe('3.00B');
    expect(abbreviateNumber(4.567e12)).toBe('4.57T');
    expect(abbreviateNumber(12)).toBe('12.00');
  });
});
