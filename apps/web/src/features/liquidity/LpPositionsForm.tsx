/** Manage Liquidity's Burn LP tab: burn LP for good, with a plain warning that it cannot be undone. */
import { useState } from 'react';
import { toast } from 'sonner';
import { formatAmount, TEXTS, type PoolView } from '@toolkit/shared';
import { ActionButton, cn, inputClass } from '../../shared/ui/index.ts';
import { useLpBurnMutation } from './api.ts';
import { lpUnits, show, typedAmount } from './amount-text.ts';
import { failureText } from './failure-text.ts';
import { usePoolTransaction } from './use-pool-transaction.ts';

const BURN_WARNING =
  'Burning is permanent: the liquidity behind these LP tokens stays in the pool forever. Nobody, you included, can ever withdraw it. The AMM program holds the pool funds; this app holds none.';

export function LpPositionsForm({ pool, lpHeld }: { pool: PoolView; lpHeld: bigint }) {
  const sendPoolTransaction = usePoolTransaction();
  const [burnLp] = useLpBurnMutation();
  const [amount, setAmount] = useState('');
  const [busy, setBusy] = useState(false);

  const units = lpUnits(amount, pool.lpDecimals);

  async function run(build: () => Promise<{ transaction: string }>, done: string) {
    setBusy(true);
    try {
      const result = await sendPoolTransaction((await build()).transaction);
      if (!result.ok) throw new Error(result.message);
      toast.success(done);
      setAmount('');
    } catch (e) {
      toast.error(TEXTS.pleaseTryAgain, { description: failureText(e) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <div className="flex flex-col gap-1.5">
        <div className="flex items-center justify-between">
          <label htmlFor="lp-position-amount" className="text-sm font-medium">
            LP tokens to burn
          </label>
          <button
            type="button"
            disabled={lpHeld === 0n}
            onClick={() => setAmount(formatAmount(lpHeld, pool.lpDecimals))}
            className="rounded-md bg-surface-2 px-2 py-0.5 text-xs font-semibold text-muted hover:text-fg disabled:opacity-40"
          >
            Max
          </button>
        </div>
        <input
          id="lp-position-amount"
          inputMode="decimal"
          placeholder="0.00"
          value={amount}
          onChange={(e) => setAmount(typedAmount(e.target.value))}
          className={cn(inputClass, 'tabular')}
        />
        <p className="text-xs text-muted">
          You hold {show(lpHeld, pool.lpDecimals)} {pool.lpSymbol}.
        </p>
      </div>
      <p role="note" className="rounded-xl border border-warn/50 bg-warn/10 px-4 py-3 text-sm">
        {BURN_WARNING}
      </p>
      <ActionButton
        label="Burn LP"
        busyLabel={TEXTS.processing}
        busy={busy}
        disabled={units <= 0n || units > lpHeld}
        onClick={() => void run(() => burnLp({ pool: pool.pool, amount }).unwrap(), `${pool.lpSymbol} burned`)}
        className="w-full py-3"
      />
    </>
  );
}
