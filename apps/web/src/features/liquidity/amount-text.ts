/** Amounts as the pool screens show and take them. */
import { formatAmount } from '@toolkit/shared';

/** Base units to a short display string (at most 6 decimals). */
export function show(base: string | bigint, decimals: number): string {
  const s = formatAmount(BigInt(base), decimals);
  const [w, f = ''] = s.split('.');
  return f.length > 6 ? `${w}.${f.slice(0, 6)}` : s;
}

/** What an amount input keeps of a keystroke: digits and the decimal point. */
export const typedAmount = (text: string) => text.replace(/[^0-9.]/g, '');
