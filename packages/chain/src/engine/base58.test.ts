import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { dataText, dataTextOfNumbers, decodeAddress, decodeBase58, encodeBase58 } from './base58.js';

describe('base58', () => {
  it('Given random bytes of every length up to a signature, some with leading zeros, When encoded and decoded, Then the bytes come back', () => {
    for (let length = 0; length <= 64; length++) {
      for (let round = 0; round < 50; round++) {
        const bytes = randomBytes(length);
        for (let i = 0; i < length && round % 3 === 0 && i < round / 3; i++) bytes[i] = 0;
        expect(Buffer.from(decodeBase58(encodeBase58(bytes))!).equals(bytes)).toBe(true);
      }
    }
  });

  it('Given well-known addresses, When decoded, Then their bytes are the known ones', () => {
    expect(Buffer.from(decodeAddress('11111111111111111111111111111111')!).equals(Buffer.alloc(32))).toBe(true);
    expect(Buffer.from(decodeAddress('SysvarC1ock11111111111111111111111111111111')!).toString('hex')).toBe(
      '06a7d51718c774c928566398691d5eb68b5eb8a39b4b6d5c73555b2100000000',
    );
  });

  it('Given text with characters outside the alphabet, When decoded, Then it is refused', () => {
    for (const text of ['0', 'O', 'I', 'l', 'abc!', '5Q0', 'ü']) expect(decodeBase58(text)).toBeNull();
  });

  it('Given instruction data of every length up to past the cache limit, as bytes and as numbers, When written as text, Then both give its base58, cached or not', () => {
    for (let length = 0; length <= 80; length++) {
      const bytes = randomBytes(length);
      const expected = encodeBase58(bytes);
      expect(dataTextOfNumbers(Array.from(bytes))).toBe(expected);
      expect(dataText(bytes)).toBe(expected);
      expect(dataTextOfNumbers(Array.from(bytes))).toBe(expected);
    }
  });
});
