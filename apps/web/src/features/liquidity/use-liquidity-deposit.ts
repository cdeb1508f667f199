/**
 * A deposit into a pool from either of its forms (Manage Liquidity's Add tab and the create page's
 * second step). Before anything is built: the LP the amount will at least mint at the user's
 * slippage. Once the server built it and while the wallet signs: the signed minimum and the most of
 * each token it may take (the AMM mints exactly its LP and takes each side's share at landing).
 * Once landed: the LP that reached the wallet. Typing again clears the last deposit's figures.
 */
import { useState } from 'react';
import type { PoolView } from '@toolkit/shared';
import { useAddLiquidityMutation } from './api.ts';
import { depositMinimumLp, useLiquiditySlippage } from './liquidity-minimum.ts';
import type { OutcomeAmount, OutcomeSide } from './LiquidityOutcome.tsx';
import { arrivingShare } from './TransferFeeNotice.tsx';
import { usePoolTransaction } from './use-pool-transaction.ts';

type Side = 'base' | 'quote';

/** What a landed deposit moved, in base units: each side and the LP that reached the wallet. */
export interface DepositMoved {
  baseAmount: string;
  quoteAmount: string;
  lpAmount: string;
}

export function useLiquidityDeposit(pool: PoolView, side: Side, amount: string) {
  const sendPoolTransaction = usePoolTransaction();
  const [addLiquidity] = useAddLiquidityMutation();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<OutcomeSide | null>(null);
  const [atMost, setAtMost] = useState<OutcomeAmount[] | undefined>(undefined);
  const slippage = useLiquiditySlippage();
  const previewLp = depositMinimumLp(pool, side, amount, slippage);
  const shown = outcome ?? (previewLp === null ? null : { symbol: pool.lpSymbol, decimals: pool.lpDecimals, minimum: previewLp.toString() });

  const clear = () => {
    setOutcome(null);
    setAtMost(undefined);
  };

  /** Builds, signs and sends a deposit of `amount` (checked) on `side`; `then` says what follows. */
  const deposit = async (side: Side, amount: string, then: { landed(moved: DepositMoved, signature: string): void; failed(e: unknown): void }) => {
    setBusy(true);
    try {
      const built = await addLiquidity({ pool: pool.pool, ...(side === 'base' ? { baseAmount: amount } : { quoteAmount: amount }) }).unwrap();
      const minimum = { symbol: pool.lpSymbol, decimals: pool.lpDecimals, minimum: built.data.minimum.lpAmount };
      setOutcome(minimum);
      const most = built.data.maximum;
      setAtMost(
        most && [
          { symbol: pool.base.symbol, decimals: pool.base.decimals, amount: most.baseAmount },
          { symbol: pool.quote.symbol, decimals: pool.quote.decimals, amount: most.quoteAmount },
        ],
      );
      const result = await sendPoolTransaction(built.transaction);
      if (!result.ok) throw new Error(result.message);
      const lpAmount = result.lpReceived ?? built.data.lpAmount;
      setOutcome({ ...minimum, received: lpAmount });
      then.landed({ ...built.data, lpAmount }, result.signature);
    } catch (e) {
      clear();
      then.failed(e);
    } finally {
      setBusy(false);
    }
  };

  return {
    busy,
    deposit,
    clear,
    /** LiquidityOutcome's figures, null while there are none. */
    outcome: shown && { sides: [shown], atMost: outcome ? atMost : undefined },
  };
}

/**
 * About how much of the other token a deposit of `amount` on `side` takes with it, in whole
 * tokens: the vaults take the pool's ratio of what arrives, and a side's transfer fee is withheld
 * on the way in. Null while the amount is not a positive number.
 */
export function otherSideAmount(pool: PoolView, side: Side, amount: string): number | null {
  if (!amount || !(Number(amount) > 0)) return null;
  const [named, otherSide] = side === 'base' ? [pool.base, pool.quote] : [pool.quote, pool.base];
  const n = (Number(amount) * arrivingShare(named)) / arrivingShare(otherSide);
  return side === 'base' ? n * pool.price : n / pool.price;
}
