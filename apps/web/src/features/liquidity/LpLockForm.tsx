/**
 * Manage Liquidity's Lock LP tab: LP into an escrow of the lock program until a date (its
 * recipient the owner, no one can cancel it or change its recipient), and the user's locks of this
 * pool read from the chain, each with its unlock date and a Release that claims it back. A release
 * before the date is refused with the date, by the server and by the program alike.
 */
import { useState } from 'react';
import { TEXTS, type LpLockView, type PoolView } from '@toolkit/shared';
import { ActionButton, baseUnitsOf, cn, inputClass } from '../../shared/ui/index.ts';
import { useLpLockMutation, useLpLocksQuery, useLpUnlockMutation } from './api.ts';
import { show } from './amount-text.ts';
import { LpAmountField, LpWarning, useLpTransaction } from './lp-amount.tsx';

const LOCK_WARNING =
  'Locked LP tokens go into an escrow of the lock program until the unlock date. No one, you included, can withdraw, move or cancel them before it; from that date only you can release them to your wallet. This app holds none of them.';

/** A datetime-local value read as UTC, as ISO; '' while it is not a date. */
function utcIso(local: string): string {
  const ms = Date.parse(`${local}Z`);
  return local && !Number.isNaN(ms) ? new Date(ms).toISOString() : '';
}

const utcText = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

export function LpLockForm({ pool, lpHeld }: { pool: PoolView; lpHeld: bigint }) {
  const [lockLp] = useLpLockMutation();
  const [unlockLp] = useLpUnlockMutation();
  const locks = (useLpLocksQuery().data ?? []).filter((l) => l.pool === pool.pool);
  const [amount, setAmount] = useState('');
  const [unlockAt, setUnlockAt] = useState('');
  const { busy, run } = useLpTransaction(() => setAmount(''));

  const units = baseUnitsOf(amount, pool.lpDecimals) ?? 0n;

  const release = (l: LpLockView) => run(() => unlockLp({ lockId: l.id }).unwrap(), `${pool.lpSymbol} released`);

  return (
    <>
      <LpAmountField id="lp-lock-amount" label="LP tokens to lock" pool={pool} lpHeld={lpHeld} amount={amount} onAmount={setAmount} />
      <div className="flex flex-col gap-1.5">
        <label htmlFor="lp-unlock-at" className="text-sm font-medium">
          Unlock date (UTC)
        </label>
        <input
          id="lp-unlock-at"
          type="datetime-local"
          step={1}
          value={unlockAt}
          onChange={(e) => setUnlockAt(e.target.value)}
          className={cn(inputClass, 'tabular')}
        />
      </div>
      <LpWarning>{LOCK_WARNING}</LpWarning>
      <ActionButton
        label="Lock LP"
        busyLabel={TEXTS.processing}
        busy={busy}
        disabled={units <= 0n || units > lpHeld || !utcIso(unlockAt)}
        onClick={() => void run(() => lockLp({ pool: pool.pool, amount, unlockAt: utcIso(unlockAt) }).unwrap(), `${pool.lpSymbol} locked`)}
        className="w-full py-3"
      />
      {locks.length > 0 && (
        <section aria-label="Your LP locks" className="rounded-xl border border-line bg-bg/40 px-4 py-3 text-sm">
          <div className="mb-1 text-xs text-muted">Your LP locks</div>
          <ul>
            {locks.map((l) => (
              <li key={l.id} className="tabular flex items-center justify-between gap-2 py-1">
                <span>
                  {show(l.amount, l.lpDecimals)} {pool.lpSymbol} · unlocks {utcText(l.unlockAt)}
                </span>
                {l.status === 'locked' ? (
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() => void release(l)}
                    className="rounded-md bg-surface-2 px-2 py-0.5 text-xs font-semibold disabled:opacity-40"
                  >
                    Release
                  </button>
                ) : (
                  <span className="text-xs text-muted">Released</span>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
