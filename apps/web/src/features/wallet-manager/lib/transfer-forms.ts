/**
 * The Fund and Withdraw forms' amount fields as zod schemas (for react-hook-form's resolver),
 * built on the shared amount rules the server applies (`checkTransferAmount`), so both say the
 * same words for the same input. They answer base units for the chosen token's decimals.
 */
import { z } from 'zod';
import { checkTransferAmount, TEXTS } from '@toolkit/shared';

/** A decimal amount of a token with `decimals`, as base units; blank reads 'Please Enter Amount'. */
export const amountField = (decimals: number) =>
  z.string().transform((text, ctx) => {
    const checked = checkTransferAmount(text, decimals);
    if (checked.ok) return checked.base;
    ctx.addIssue({ code: 'custom', message: checked.message });
    return z.NEVER;
  });

export interface FundAmountFields {
  amount: string;
  low: string;
  high: string;
}

/**
 * Per-wallet amounts of the Fund form: a fixed amount (low = high), or a random one between From
 * and To, both required and From below To.
 */
export const fundAmountsSchema = (decimals: number, mode: 'fixed' | 'random'): z.ZodType<FundAmounts, FundAmountFields> =>
  mode === 'fixed'
    ? z.object({ amount: amountField(decimals), low: z.string(), high: z.string() }).transform(({ amount }) => ({ low: amount, high: amount }))
    : z.object({ amount: z.string(), low: z.string(), high: z.string() }).transform(({ low, high }, ctx) => {
        // In the order the spec's form checks: both given, each a valid amount, From below To.
        const refuse = (field: 'low' | 'high', message: string) => {
          ctx.addIssue({ code: 'custom', path: [field], message });
          return z.NEVER;
        };
        if (low.trim() === '' || high.trim() === '') return refuse('low', TEXTS.pleaseEnterAmount);
        const a = checkTransferAmount(low, decimals);
        if (!a.ok) return refuse('low', a.message);
        const b = checkTransferAmount(high, decimals);
        if (!b.ok) return refuse('high', b.message);
        if (a.base >= b.base) return refuse('high', TEXTS.walletRangeOrder);
        return { low: a.base, high: b.base };
      });
/** Base units per wallet: between `low` and `high`, equal for a fixed amount. */
export interface FundAmounts {
  low: bigint;
  high: bigint;
}

export interface WithdrawFields {
  amount: string;
  accountAddress: string;
}

/** The Withdraw form's amount: checked only when a fixed amount is asked (not Max or Half). */
export const withdrawAmountSchema = (decimals: number, fixed: boolean): z.ZodType<WithdrawAmounts, WithdrawFields> =>
  z.object({ amount: fixed ? amountField(decimals) : z.string().transform(() => null), accountAddress: z.string() });
/** `amount`: base units of a fixed amount, null for Max or Half. */
export interface WithdrawAmounts {
  amount: bigint | null;
  accountAddress: string;
}
