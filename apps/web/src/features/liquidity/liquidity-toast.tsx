/** What a landed deposit or withdrawal moved, with its transaction, as the success toast shows it. */
import type { PoolView } from '@toolkit/shared';
import { show } from './amount-text.ts';
import { TxLink } from './ui.tsx';

export function LiquidityMoved({
  pool,
  moved,
  signature,
}: {
  pool: PoolView;
  moved: { baseAmount: string; quoteAmount: string; lpAmount: string };
  signature: string;
}) {
  return (
    <span>
      {show(moved.baseAmount, pool.base.decimals)} {pool.base.symbol} + {show(moved.quoteAmount, pool.quote.decimals)} {pool.quote.symbol} ·{' '}
      {show(moved.lpAmount, pool.lpDecimals)} {pool.lpSymbol}
      <br />
      <TxLink signature={signature} />
    </span>
  );
}
