import { describe, expect, test } from 'vitest';
import { baseUnitsOf, fractionOf, groupThousands, readAmount } from './read-amount.ts';

describe('reading a typed amount', () => {
  test('Given "1.5" for a 9-decimal token, when read, then it is 1.5 in base units', () => {
    expect(readAmount('1.5', 9)).toEqual({ kind: 'ok', canonical: '1.5', base: 1_500_000_000n });
  });

  test('Given "1,5", when read, then it is refused with the dot reading it probably meant (never 15)', () => {
    expect(readAmount('1,5', 9)).toEqual({ kind: 'invalid', message: 'Use a dot for decimals: did you mean 1.5?' });
  });

  test('Given "1,234.5", when read, then the commas are thousands separators', () => {
    expect(readAmount('1,234.5', 2)).toEqual({ kind: 'ok', canonical: '1234.5', base: 123_450n });
  });

  test('Given "0,001", when read, then it is refused as a decimal comma, never read as 1', () => {
    expect(readAmount('0,001', 9)).toEqual({ kind: 'invalid', message: 'Use a dot for decimals: did you mean 0.001?' });
  });

  test('Given more decimals than the token has, when read, then it is refused naming the limit', () => {
    expect(readAmount('0.1234567', 6, 'USDC')).toEqual({ kind: 'invalid', message: 'USDC has at most 6 decimals' });
    expect(readAmount('1.5', 0, 'NFT').kind).toBe('invalid');
  });

  test('Given letters, a sign or an exponent, when read, then each is refused', () => {
    for (const text of ['0.5abc', '-1', '1e3', '1.2.3', '1,23,4']) expect(readAmount(text, 9).kind).toBe('invalid');
  });

  test('Given a value past u64, when read, then it is refused', () => {
    expect(readAmount('18446744073709551616', 0).kind).toBe('invalid');
  });

  test('Given a balance of 1 SOL and a 0.01 SOL reserve, when Max and Half are taken, then Max keeps the reserve', () => {
    expect(fractionOf(1_000_000_000n, 'max', 10_000_000n)).toBe(990_000_000n);
    expect(fractionOf(1_000_000_000n, 'half', 10_000_000n)).toBe(500_000_000n);
    expect(fractionOf(5_000_000n, 'max', 10_000_000n)).toBe(0n);
  });

  test('Given a long amount, when grouped, then thousands separators appear in the whole part only', () => {
    expect(groupThousands('1234567.123456')).toBe('1,234,567.123456');
    expect(groupThousands('999')).toBe('999');
  });

  test('Given the text a form holds, when taken in base units, then an amount the decimals hold is exact and anything else is null', () => {
    expect(baseUnitsOf('1.5', 9)).toBe(1_500_000_000n);
    expect(baseUnitsOf(' 0.000001 ', 6)).toBe(1n);
    for (const text of ['', '  ', 'abc', '1.2.3', '1.5'.padEnd(12, '5')]) expect(baseUnitsOf(text, 6)).toBeNull();
    expect(baseUnitsOf('18446744073709551616', 0)).toBeNull();
  });
});
