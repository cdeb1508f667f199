import { describe, expect, it } from 'vitest';
import { encodePublicKey } from './base58.ts';
import { stillSearchingShare, vanityExpectedAttempts, vanityMatchChance } from './odds.ts';

const pattern = (prefix: string, suffix = '', ignoreCase = false) => ({ prefix, suffix, ignoreCase });

describe('the odds of a vanity address', () => {
  it('Given the prefix "UXT", when its expected attempts are computed, then they are about 17 times 58^3, not 58^3', () => {
    const expected = vanityExpectedAttempts(pattern('UXT'));
    expect(expected / 58 ** 3).toBeGreaterThan(16.5);
    expect(expected / 58 ** 3).toBeLessThan(17.5);
  });

  it('Given first characters "2" and "U", when counted over 40,000 random keys, then each shows up as often as its computed chance says', () => {
    const keys = 40_000;
    const firsts = new Map<string, number>();
    for (let i = 0; i < keys; i++) {
      const first = encodePublicKey(crypto.getRandomValues(new Uint8Array(32)))[0]!;
      firsts.set(first, (firsts.get(first) ?? 0) + 1);
    }
    for (const first of ['2', 'U']) {
      const mean = keys * vanityMatchChance(pattern(first));
      // within five standard deviations of a binomial count
      expect(Math.abs((firsts.get(first) ?? 0) - mean)).toBeLessThan(5 * Math.sqrt(mean) + 1);
    }
    expect(vanityMatchChance(pattern('2'))).toBeGreaterThan(0.05);
    expect(vanityMatchChance(pattern('U'))).toBeLessThan(0.0012);
  });

  it('Given suffixes, when their odds are computed, then each character costs 58, and a letter ignoring case half of that', () => {
    expect(vanityExpectedAttempts(pattern('', 'pump'))).toBeCloseTo(58 ** 4, -2);
    expect(vanityExpectedAttempts(pattern('', 'ab', true))).toBeCloseTo(58 ** 2 / 4, 6);
    // "o" has no capital in base58 ("O" is left out), so ignoring case does not help it
    expect(vanityExpectedAttempts(pattern('', 'o', true))).toBeCloseTo(58, 6);
  });

  it('Given a leading "1" (a zero byte), when its odds are computed, then it is 1 in 256', () => {
    expect(vanityExpectedAttempts(pattern('1'))).toBeCloseTo(256, 6);
  });

  it('Given a search at its expected attempts, when asked how many searches still run, then about 37 % do (e^-1)', () => {
    expect(stillSearchingShare(1000, 1000)).toBeCloseTo(Math.exp(-1), 10);
    expect(stillSearchingShare(3000, 1000)).toBeLessThan(0.05);
  });
});
