/**
 * The guards a trader expects before signing (Jupiter and Raydium set the bar): more than the
 * wallet holds, SOL the transaction itself needs, a price impact that costs real money, and a
 * slippage that lets the swap pay much less than quoted. Pure, so the rules are tested as they are.
 */
import { formatAmount, NATIVE_MINT, TEXTS } from '@toolkit/shared';
import { baseUnitsOf } from '../ui/amount/index.ts';

/** SOL kept back for network fees and the temporary wrapped-SOL and new token accounts' rent. */
export const SOL_RESERVE = 10_000_000n;

/** Percent of price impact that shows a warning, and that needs an explicit confirmation. */
export const IMPACT_WARN_PERCENT = 5;
export const IMPACT_CONFIRM_PERCENT = 15;

/** Percent of slippage above which the popup and the swap card warn. */
export const SLIPPAGE_WARN_PERCENT = 5;

/**
 * Why the wallet cannot pay `amount` of the token: the button's label ("Insufficient SOL") and the
 * line under it; null when it can, or when there is nothing to judge yet (no wallet, no amount).
 * Native SOL is known by its mint: a token calling itself "SOL" gets no reserve.
 */
export function shortfall(args: {
  amount: string;
  token: { mint: string; symbol: string; decimals: number };
  /** Base units held; undefined while no wallet is connected or the balance is unknown. */
  balance: string | bigint | undefined;
}): { label: string; reason: string } | null {
  if (args.balance === undefined) return null;
  const wanted = baseUnitsOf(args.amount, args.token.decimals);
  if (wanted === null || wanted <= 0n) return null;
  const held = BigInt(args.balance);
  const label = TEXTS.insufficientToken(args.token.symbol);
  if (wanted > held) return { label, reason: TEXTS.whyOverBalance(args.token.symbol) };
  if (args.token.mint === NATIVE_MINT && wanted > held - SOL_RESERVE) return { label, reason: TEXTS.whySolReserve(formatAmount(SOL_RESERVE, 9)) };
  return null;
}

export type ImpactLevel = 'none' | 'warn' | 'confirm';

/** How loudly a price impact (percent) must be shown: a warning above 5 %, a confirmation above 15 %. */
export function impactLevel(percent: number | null | undefined): ImpactLevel {
  if (percent == null || !Number.isFinite(percent)) return 'none';
  if (percent > IMPACT_CONFIRM_PERCENT) return 'confirm';
  if (percent > IMPACT_WARN_PERCENT) return 'warn';
  return 'none';
}

export const impactText = (percent: number) => (percent < 0.01 ? '<0.01' : percent.toFixed(2));

export const isHighSlippage = (percent: number) => percent > SLIPPAGE_WARN_PERCENT;
