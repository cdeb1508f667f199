/**
 * Whether a public key matches a vanity pattern, decided on its 32 bytes without base58-encoding
 * every key (the grinder's hot path; import-free for the worker bundle):
 *  - a suffix of s characters is the number modulo 58^s, one pass over the key;
 *  - a prefix is a range of numbers: an address of L digits starts with prefix P (p digits) when
 *    the key lies in [P x 58^(L-p), (P+1) x 58^(L-p)). A key whose first byte is not zero is at
 *    least 2^248, so its address has 43 or 44 digits: two ranges per spelling of the prefix.
 * Keys with a leading zero byte (addresses starting with "1"), prefixes starting with "1" and
 * suffixes too long for exact double arithmetic (or patterns outside base58) are matched on the
 * encoded address instead.
 */
import { BASE58_ALPHABET, encodePublicKey } from './base58.ts';

export interface VanityPattern {
  prefix: string;
  suffix: string;
  ignoreCase: boolean;
}

/** The pattern matched on an address string (the reference the fast path must agree with). */
export function matcher({ prefix, suffix, ignoreCase }: VanityPattern): (address: string) => boolean {
  if (!ignoreCase) return (a) => a.startsWith(prefix) && a.endsWith(suffix);
  const p = prefix.toLowerCase();
  const s = suffix.toLowerCase();
  return (a) => a.slice(0, p.length).toLowerCase() === p && a.slice(a.length - s.length).toLowerCase() === s;
}

/** 58^6 x 2^16 < 2^53: the remainder stays exact with 16-bit steps up to six suffix digits. */
const MAX_FAST_SUFFIX = 6;
const LIMBS = 8;
const TWO_256 = 1n << 256n;
const TWO_248 = 1n << 248n;

/** Every spelling of `text` in base58 that reads the same ignoring case (or just `text`). */
export function spellings(text: string, ignoreCase: boolean): string[] {
  if (!ignoreCase) return [text];
  return [...text].reduce<string[]>(
    (acc, ch) => {
      const forms = [...new Set([ch.toLowerCase(), ch.toUpperCase()])].filter((c) => BASE58_ALPHABET.includes(c));
      return acc.flatMap((head) => forms.map((c) => head + c));
    },
    [''],
  );
}

const digitsValue = (digits: string): bigint => [...digits].reduce((n, ch) => n * 58n + BigInt(BASE58_ALPHABET.indexOf(ch)), 0n);

function toLimbs(n: bigint): Uint32Array {
  const limbs = new Uint32Array(LIMBS);
  for (let i = LIMBS - 1; i >= 0; i--, n >>= 32n) limbs[i] = Number(n & 0xffff_ffffn);
  return limbs;
}

function compare(a: Uint32Array, b: Uint32Array): number {
  for (let i = 0; i < LIMBS; i++) if (a[i] !== b[i]) return a[i]! < b[i]! ? -1 : 1;
  return 0;
}

/** The key ranges (low inclusive, high exclusive or none above 2^256) whose addresses start with the prefix. */
function prefixRanges(prefix: string, ignoreCase: boolean): Array<{ low: Uint32Array; high: Uint32Array | null }> {
  const ranges = [];
  for (const spelling of spellings(prefix, ignoreCase)) {
    const value = digitsValue(spelling);
    for (const length of [43, 44]) {
      const scale = 58n ** BigInt(length - spelling.length);
      const low = value * scale > TWO_248 ? value * scale : TWO_248;
      const high = (value + 1n) * scale;
      if (low >= high || low >= TWO_256) continue;
      ranges.push({ low: toLimbs(low), high: high >= TWO_256 ? null : toLimbs(high) });
    }
  }
  return ranges;
}

/** The key's 32 bytes -> whether its address matches `pattern`. */
export function publicKeyMatcher(pattern: VanityPattern): (key: Uint8Array) => boolean {
  const byAddress = matcher(pattern);
  const slow = (key: Uint8Array) => byAddress(encodePublicKey(key));
  const { prefix, suffix, ignoreCase } = pattern;
  const outsideAlphabet = !ignoreCase && [...prefix, ...suffix].some((ch) => !BASE58_ALPHABET.includes(ch));
  if (prefix.startsWith('1') || suffix.length > MAX_FAST_SUFFIX || outsideAlphabet) return slow;

  const ranges = prefix ? prefixRanges(prefix, ignoreCase) : null;
  const modulus = 58 ** suffix.length;
  const wanted = ignoreCase ? [...suffix.toLowerCase()] : null;
  const exact = Number(digitsValue(suffix));
  const lowerDigit = [...BASE58_ALPHABET.toLowerCase()];
  const limbs = new Uint32Array(LIMBS);

  const suffixMatches = (key: Uint8Array): boolean => {
    if (!suffix) return true;
    let rem = 0;
    for (let i = 0; i < 32; i += 2) rem = (rem * 65_536 + ((key[i]! << 8) | key[i + 1]!)) % modulus;
    if (!wanted) return rem === exact;
    for (let k = wanted.length - 1; k >= 0; k--, rem = Math.floor(rem / 58)) if (lowerDigit[rem % 58] !== wanted[k]) return false;
    return true;
  };
  const prefixMatches = (): boolean => {
    if (!ranges) return true;
    for (const { low, high } of ranges) if (compare(limbs, low) >= 0 && (!high || compare(limbs, high) < 0)) return true;
    return false;
  };

  return (key) => {
    if (key[0] === 0) return slow(key);
    if (!suffixMatches(key)) return false;
    for (let i = 0; i < LIMBS; i++) limbs[i] = ((key[i * 4]! << 24) | (key[i * 4 + 1]! << 16) | (key[i * 4 + 2]! << 8) | key[i * 4 + 3]!) >>> 0;
    return prefixMatches();
  };
}
