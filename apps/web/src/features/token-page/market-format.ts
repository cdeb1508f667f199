/** How the trading page writes prices and amounts: short, with the digits that matter. */
import { abbreviateNumber, formatAmount } from '@toolkit/shared';

/** A price of any size: grouped above 1, four significant digits below. */
export const priceText = (n: number): string =>
  n === 0 ? '0' : n >= 1 ? n.toLocaleString('en-US', { maximumFractionDigits: 4 }) : Number(n.toPrecision(4)).toString();

/** Base units as whole tokens, abbreviated from a thousand up (1.50K, 2.00M). */
export function amountText(base: string | bigint, decimals: number): string {
  const whole = Number(formatAmount(BigInt(base), decimals));
  return whole >= 1000 ? abbreviateNumber(whole) : priceText(whole);
}
