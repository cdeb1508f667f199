/**
 * Manage Liquidity's Burn / Lock tab (issue 11.6): burn LP for good, or lock it until a date, each
 * with a plain warning of what cannot be undone; and the user's locks of this pool, each released
 * to its owner once due.
 */
import { useState } from 'react';
import { toast } from 'sonner';
import { formatAmount, parseAmount, TEXTS, type PoolView } from '@toolkit/shared';
import { ActionButton, cn, inputClass } from '../../shared/ui/index.ts';
import { useLpBurnMutation, useLpLockMutation, useLpLocksQuery, useLpUnlockMutation } from './api.ts';
import { show, typedAmount } from './amount-text.ts';
import { failureText } from './failure-text.ts';
import { usePoolTransaction } from './use-pool-transaction.ts';

const WARNINGS = {
  burn: 'Burning is permanent: the liquidity behind these LP tokens stays in the pool forever. Nobody, you included, can ever withdraw it.',
  lock: 'Locked LP tokens cannot be withdrawn, moved or unlocked before the date. After it, only you can release them.',
} as const;
/** What a burn or lock does not change (README "Trust model"). */
const NOT_GUARANTEED = "Pool funds stay held by the server's pool keys: this binds the LP tokens, not the server.";

/** The typed LP amount in base units; 0 while it is not a valid amount yet. */
function lpUnits(text: string, decimals: number): bigint {
  try {
    return text ? parseAmount(text, decimals) : 0n;
  } catch {
    return 0n;
  }
}

export function LpPositionsForm({ pool, lpHeld }: { pool: PoolView; lpHeld: bigint }) {
  const sendPoolTransaction = usePoolTransaction();
  const [burnLp] = useLpBurnMutation();
  const [lockLp] = useLpLockMutation();
  const [unlockLp] = useLpUnlockMutation();
  const locks = (useLpLocksQuery().data ?? []).filter((l) => l.pool === pool.pool);
  const [mode, setMode] = useState<'burn' | 'lock'>('burn');
  const [amount, setAmount] = useState('');
  const [unlockAt, setUnlockAt] = useState('');
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

  const submit = () =>
    mode === 'burn'
      ? run(() => burnLp({ pool: pool.pool, amount }).unwrap(), 'LP tokens burned')
      : run(() => lockLp({ pool: pool.pool, amount, unlockAt: unlockAt ? new Date(`${unlockAt}Z`).toISOString() : '' }).unwrap(), 'LP tokens locked');

  return (
    <>
      <div role="radiogroup" aria-label="Burn or lock" className="grid grid-cols-2 gap-2">
        {(['burn', 'lock'] as const).map((m) => (
          <button
            key={m}
            type="button"
            role="radio"
            aria-checked={mode === m}
            onClick={() => setMode(m)}
            className={cn('rounded-lg border py-2 text-sm font-semibold', mode === m ? 'border-accent text-fg' : 'border-line text-muted')}
          >
            {m === 'burn' ? 'Burn LP' : 'Lock LP'}
          </button>
        ))}
      </div>
      <div className="flex flex-col gap-1.5">
        <div className="flex items-center justify-between">
          <label htmlFor="lp-position-amount" className="text-sm font-medium">
            LP tokens to {mode}
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
        <p className="text-xs text-muted">You hold {show(lpHeld, pool.lpDecimals)} LP.</p>
      </div>
      {mode === 'lock' && (
        <div className="flex flex-col gap-1.5">
          <label htmlFor="lp-unlock-at" className="text-sm font-medium">
            Unlock date (UTC)
          </label>
          <input id="lp-unlock-at" type="datetime-local" value={unlockAt} onChange={(e) => setUnlockAt(e.target.value)} className={inputClass} />
        </div>
      )}
      <p role="note" className="rounded-xl border border-warn/50 bg-warn/10 px-4 py-3 text-sm">
        {WARNINGS[mode]} {NOT_GUARANTEED}
      </p>
      <ActionButton
        label={mode === 'burn' ? 'Burn LP' : 'Lock LP'}
        busyLabel={TEXTS.processing}
        busy={busy}
        disabled={units <= 0n || units > lpHeld || (mode === 'lock' && !unlockAt)}
        onClick={() => void submit()}
        className="w-full py-3"
      />
      {locks.length > 0 && (
        <section aria-label="Your LP locks" className="rounded-xl border border-line bg-bg/40 px-4 py-3 text-sm">
          <div className="mb-1 text-xs text-muted">Your LP locks</div>
          {locks.map((l) => (
            <div key={l.id} className="tabular flex items-center justify-between gap-2 py-1">
              <span>
                {show(l.amount, l.lpDecimals)} LP · until {l.unlockAt.slice(0, 16).replace('T', ' ')} UTC
              </span>
              {l.status === 'locked' ? (
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => void run(() => unlockLp({ lockId: l.id }).unwrap(), 'LP tokens released')}
                  className="rounded-md bg-surface-2 px-2 py-0.5 text-xs font-semibold disabled:opacity-40"
                >
                  Unlock
                </button>
              ) : (
                <span className="text-xs text-muted">released</span>
              )}
            </div>
          ))}
        </section>
      )}
    </>
  );
}
