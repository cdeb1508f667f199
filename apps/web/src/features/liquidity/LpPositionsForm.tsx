/** Manage Liquidity's Burn LP tab: burn LP for good, with a plain warning that it cannot be undone. */
import { useState } from 'react';
import { TEXTS, type PoolView } from '@toolkit/shared';
import { ActionButton, baseUnitsOf } from '../../shared/ui/index.ts';
import { useLpBurnMutation } from './api.ts';
import { LpAmountField, LpWarning, useLpTransaction } from './lp-amount.tsx';

const BURN_WARNING =
  'Burning is permanent: the liquidity behind these LP tokens stays in the pool forever. Nobody, you included, can ever withdraw it. The AMM program holds the pool funds; this app holds none.';

export function LpPositionsForm({ pool, lpHeld }: { pool: PoolView; lpHeld: bigint }) {
  const [burnLp] = useLpBurnMutation();
  const [amount, setAmount] = useState('');
  const { busy, run } = useLpTransaction(() => setAmount(''));

  const units = baseUnitsOf(amount, pool.lpDecimals) ?? 0n;

  return (
    <>
      <LpAmountField id="lp-position-amount" label="LP tokens to burn" pool={pool} lpHeld={lpHeld} amount={amount} onAmount={setAmount} />
      <LpWarning>{BURN_WARNING}</LpWarning>
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
