/**
 * What Manage Liquidity's LP tabs (Burn LP, Lock LP) share: the amount of LP with its Max and
 * holding, the warning before the action, and one signed pool transaction at a time with its toast.
 */
import { useState } from 'react';
import { toast } from 'sonner';
import { formatAmount, TEXTS, type PoolView } from '@toolkit/shared';
import { cn, inputClass } from '../../shared/ui/index.ts';
import { show, typedAmount } from './amount-text.ts';
import { failureText } from './failure-text.ts';
import { usePoolTransaction } from './use-pool-transaction.ts';

export function LpAmountField({
  id,
  label,
  pool,
  lpHeld,
  amount,
  onAmount,
}: {
  id: string;
  label: string;
  pool: PoolView;
  lpHeld: bigint;
  amount: string;
  onAmount: (amount: string) => void;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center justify-between">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <button
          type="button"
          disabled={lpHeld === 0n}
          onClick={() => onAmount(formatAmount(lpHeld, pool.lpDecimals))}
          className="rounded-md bg-surface-2 px-2 py-0.5 text-xs font-semibold text-muted hover:text-fg disabled:opacity-40"
        >
          Max
        </button>
      </div>
      <input
        id={id}
        inputMode="decimal"
        placeholder="0.00"
        value={amount}
        onChange={(e) => onAmount(typedAmount(e.target.value))}
        className={cn(inputClass, 'tabular')}
      />
      <p className="text-xs text-muted">
        You hold {show(lpHeld, pool.lpDecimals)} {pool.lpSymbol}.
      </p>
    </div>
  );
}

/** What an LP tab warns before its action (it cannot be undone, or not before a date). */
export function LpWarning({ children }: { children: string }) {
  return (
    <p role="note" className="rounded-xl border border-warn/50 bg-warn/10 px-4 py-3 text-sm">
      {children}
    </p>
  );
}

/** Builds, signs and sends one LP transaction at a time; `onDone` runs after it landed. */
export function useLpTransaction(onDone: () => void) {
  const sendPoolTransaction = usePoolTransaction();
  const [busy, setBusy] = useState(false);
  async function run(build: () => Promise<{ transaction: string }>, done: string) {
    setBusy(true);
    try {
      const result = await sendPoolTransaction((await build()).transaction);
      if (!result.ok) throw new Error(result.message);
      toast.success(done);
      onDone();
    } catch (e) {
      toast.error(TEXTS.pleaseTryAgain, { description: failureText(e) });
    } finally {
      setBusy(false);
    }
  }
  return { busy, run };
}
