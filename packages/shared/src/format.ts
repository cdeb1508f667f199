/** Display and amount formatting shared by the server and the app (spec section 9 "Display"). */
import { U64_MAX, type BaseUnits } from './brands.ts';
import { TEXTS } from './texts.ts';

/** First 4 characters, '...', last 4. */
export function shortenAddress(address: string, chars = 4): string {
  if (address.length <= chars * 2 + 3) return address;
  return `${address.slice(0, chars)}...${address.slice(-chars)}`;
}

/** K (1e3), M (1e6), B (1e9), T (1e12) at two decimals. */
export function abbreviateNumber(value: number): string {
  const abs = Math.abs(value);
  const units: [number, string][] = [
    [1e12, 'T'],
    [1e9, 'B'],
    [1e6, 'M'],
    [1e3, 'K'],
  ];
  for (const [size, suffix] of units) {
    if (abs >= size) return `${(value / size).toFixed(2)}${suffix}`;
  }
  return value.toFixed(2);
}

/** What is wrong with an amount's text: not a number, too many decimals, or more than a u64 holds. */
export type AmountFormatReason = 'format' | 'decimals' | 'range';

export class AmountFormatError extends Error {
  constructor(
    message: string,
    readonly reason: AmountFormatReason,
  ) {
    super(message);
  }
}

/**
 * Exact conversion of a decimal string in token units to bigint base units.
 * Refuses more fractional digits than the mint has, signs, exponents, junk, and amounts whose
 * base units do not fit in a u64 (no token account or instruction can carry them).
 */
export function parseAmount(text: string, decimals: number): BaseUnits {
  const s = text.trim();
  if (!/^\d+(\.\d*)?$|^\.\d+$/.test(s)) throw new AmountFormatError('Amount must be a number', 'format');
  const [whole = '', frac = ''] = s.split('.');
  if (frac.length > decimals) throw new AmountFormatError(`Amount has more than ${decimals} decimals`, 'decimals');
  const base = BigInt((whole || '0') + frac.padEnd(decimals, '0'));
  if (base > U64_MAX) throw new AmountFormatError(TEXTS.amountAboveU64, 'range');
  return base as BaseUnits;
}

/** bigint base units to a decimal string without trailing zeros. */
export function formatAmount(base: bigint, decimals: number): string {
  const negative = base < 0n;
  const digits = (negative ? -base : base).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const frac = decimals ? digits.slice(digits.length - decimals).replace(/0+$/, '') : '';
  return `${negative ? '-' : ''}${whole}${frac ? `.${frac}` : ''}`;
}

/** A decimal string ("1234567.5") with its whole part grouped by thousands ("1,234,567.5"), for reading. */
export function groupThousands(amount: string): string {
  const [whole = '0', frac] = amount.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return frac ? `${grouped}.${frac}` : grouped;
}

export function formatInr(value: number): string {
  return `₹${abbreviateNumber(value)}`;
}

export function formatUsd(value: number): string {
  return `$${abbreviateNumber(value)}`;
}
