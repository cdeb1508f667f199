/**
 * Amount helpers for the fund and withdraw forms, exact in base units (bigint): shares of a
 * balance (50% / Max), random per-wallet amounts between From and To, and display.
 */
import { formatAmount } from '@toolkit/shared';

/** The fee one packed funding transaction costs at most (signature + the Ultra priority preset), for Max. */
export const FUND_FEE_RESERVE_PER_TX = 1_005_000n;
/** SOL transfers per funding transaction when a priority fee is set (see the chain's packing test). */
export const SOL_TRANSFERS_PER_TX = 20;

/** `share` (1 = Max, 0.5 = 50%) of `balance`, split over `count` wallets, less a fee reserve. */
export function splitShare(balance: bigint, share: 1 | 0.5, count: number, reserve = 0n): bigint {
  if (count <= 0) return 0n;
  const part = share === 1 ? balance : balance / 2n;
  const spendable = part > reserve ? part - reserve : 0n;
  return spendable / BigInt(count);
}

/** A uniformly random amount in [from, to] base units (crypto randomness). */
export function randomBetween(from: bigint, to: bigint): bigint {
  const span = to - from + 1n;
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let n = 0n;
  for (const b of bytes) n = (n << 8n) | BigInt(b);
  return from + (n % span);
}

export const toUnits = (base: bigint, decimals: number) => formatAmount(base, decimals);

/** A short figure for cards: at most 4 decimals, full value in the title. */
export function shortFigure(balance: string): string {
  const [whole, frac = ''] = balance.split('.');
  const trimmed = frac.slice(0, 4).replace(/0+$/, '');
  return trimmed ? `${whole}.${trimmed}` : whole!;
}
