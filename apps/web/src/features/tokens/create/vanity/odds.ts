/**
 * How many keys a vanity search is expected to try. The first characters of a base58 address
 * are far from uniform: 2^256 is about 17.2 x 58^43, so a 44-digit address (16 keys in 17)
 * starts with "2" to "J" ("J" rarely), and every other first character comes only from the 1 key
 * in 17 that spells 43 digits. A prefix "U" is about 17 times rarer than 1 in 58. The odds are counted exactly here, on the key ranges
 * that spell each prefix (the matcher's ranges); the last characters are the key modulo 58^n,
 * uniform, so a suffix costs 58 per character (fewer when case is ignored and a letter has two
 * spellings).
 */
import { BASE58_ALPHABET } from './base58.ts';
import { spellings, type VanityPattern } from './match.ts';

const KEY_BYTES = 32;
/** Enough digits for any key of KEY_BYTES bytes. */
const MAX_DIGITS = 45;

const digitsValue = (digits: string): bigint => [...digits].reduce((n, ch) => n * 58n + BigInt(BASE58_ALPHABET.indexOf(ch)), 0n);

/** The share of keys of `bytes` bytes whose address starts with `prefix` (base58 digits). */
function prefixShare(prefix: string, bytes: number): number {
  if (!prefix) return 1;
  // Each leading zero byte is spelled "1", and a "1" is never spelled otherwise at the start.
  if (prefix.startsWith('1')) return bytes > 1 ? prefixShare(prefix.slice(1), bytes - 1) / 256 : 0;
  const low = 1n << BigInt(8 * (bytes - 1)); // a first byte that is not zero
  const high = 1n << BigInt(8 * bytes);
  const value = digitsValue(prefix);
  let count = 0n;
  for (let length = prefix.length; length <= MAX_DIGITS; length++) {
    const scale = 58n ** BigInt(length - prefix.length);
    // Numbers of exactly `length` digits that start with the prefix, within the keys' range.
    const from = [value * scale, 58n ** BigInt(length - 1), low].reduce((a, b) => (a > b ? a : b));
    const to = [(value + 1n) * scale, 58n ** BigInt(length), high].reduce((a, b) => (a < b ? a : b));
    if (to > from) count += to - from;
  }
  // Scaled down before the division, so the ratio stays exact enough as a double.
  const SHIFT = BigInt(Math.max(0, 8 * bytes - 60));
  return Number(count >> SHIFT) / Number(high >> SHIFT);
}

/** The chance one random key matches the pattern. */
export function vanityMatchChance({ prefix, suffix, ignoreCase }: VanityPattern): number {
  const starts = spellings(prefix, ignoreCase).reduce((sum, p) => sum + prefixShare(p, KEY_BYTES), 0);
  const ends = spellings(suffix, ignoreCase).length / 58 ** suffix.length;
  return starts * ends;
}

/** Keys expected before one matches (the mean of a geometric distribution); Infinity when none can. */
export function vanityExpectedAttempts(pattern: VanityPattern): number {
  const chance = vanityMatchChance(pattern);
  return chance > 0 ? 1 / chance : Infinity;
}

/** The share of searches still running after `attempts` keys, when `expected` are expected. */
export const stillSearchingShare = (attempts: number, expected: number): number => Math.exp(-attempts / expected);
