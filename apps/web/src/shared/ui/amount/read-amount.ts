/**
 * How an amount input reads what a person typed. One reading for every amount field:
 * a dot is the decimal point; a comma is a thousands separator only between groups of three digits
 * ("1,234.5"); any other comma ("1,5") is refused with the reading it probably meant, never
 * silently turned into 15 or 1.5. The text itself is never altered, so no keystroke disappears.
 */
import { formatAmount, parseAmount, U64_MAX } from '@toolkit/shared';

export type AmountReading =
  | { kind: 'empty' }
  | { kind: 'ok'; /** Digits and at most one dot, what the server's schemas take. */ canonical: string; base: bigint }
  | { kind: 'invalid'; message: string };

// A leading 0 is never a thousands group: "0,001" is someone's 0.001, refused with that reading.
const THOUSANDS = /^[1-9]\d{0,2}(,\d{3})+(\.\d*)?$/;
const DECIMAL = /^(\d+(\.\d*)?|\.\d+)$/;

/** `decimals` undefined: the token is not known yet, so only the shape is checked. */
export function readAmount(text: string, decimals: number | undefined, symbol = 'this token'): AmountReading {
  const s = text.trim();
  if (s === '') return { kind: 'empty' };
  let canonical = s;
  if (s.includes(',')) {
    if (THOUSANDS.test(s)) canonical = s.replaceAll(',', '');
    else if (/^\d*,\d+$/.test(s)) return { kind: 'invalid', message: `Use a dot for decimals: did you mean ${s.replace(',', '.')}?` };
    else return { kind: 'invalid', message: 'Use digits and one dot, like 1.5 or 1,234.5' };
  }
  if (!DECIMAL.test(canonical)) return { kind: 'invalid', message: 'Use digits and one dot, like 1.5 or 1,234.5' };
  const fraction = canonical.split('.')[1] ?? '';
  if (decimals === undefined) return { kind: 'ok', canonical, base: 0n };
  if (fraction.length > decimals) {
    return {
      kind: 'invalid',
      message: decimals === 0 ? `${symbol} has no decimals: enter a whole number` : `${symbol} has at most ${decimals} decimals`,
    };
  }
  const base = BigInt((canonical.split('.')[0] || '0') + fraction.padEnd(decimals, '0'));
  if (base > U64_MAX) return { kind: 'invalid', message: 'That amount is larger than any token account can hold' };
  return { kind: 'ok', canonical, base };
}

/**
 * The base units of a form's amount text (the canonical text the amount input hands its form), or
 * null while it is not an amount the token's decimals hold: empty, not a number, too many decimals.
 */
export function baseUnitsOf(text: string, decimals: number): bigint | null {
  try {
    return parseAmount(text, decimals);
  } catch {
    return null;
  }
}

/** "1234567.5" as "1,234,567.5": the thousands separators people read amounts with. */
export function groupThousands(decimalText: string): string {
  const [whole = '', fraction] = decimalText.split('.');
  const grouped = (whole || '0').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** Base units as grouped display text ("1,234.5"). */
export const showGrouped = (base: bigint, decimals: number) => groupThousands(formatAmount(base, decimals));

/** Max or Half of a balance; `reserve` is kept back (SOL for the network fees and rent of what is built). */
export function fractionOf(balance: bigint, part: 'max' | 'half', reserve = 0n): bigint {
  const spendable = balance > reserve ? balance - reserve : 0n;
  const wanted = part === 'max' ? spendable : balance / 2n;
  return wanted < spendable ? wanted : spendable;
}
