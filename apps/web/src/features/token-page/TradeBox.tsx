/**
 * Buy / Sell on the trading page: the shared swap panel and action (the same as the Swap page's)
 * with the token fixed on one side. Buy pays the price token (SOL) for the token, Sell the other
 * way; each is quoted and built at the pool that pays the most, which may not be the pool the
 * page's figures come from.
 */
import { useState } from 'react';
import { TEXTS } from '@toolkit/shared';
import { cn, type PickerToken } from '../../shared/ui/index.ts';
import { SwapPanel, useSwap } from '../swap/index.ts';

type Side = 'buy' | 'sell';

export function TradeBox({ token, priceToken, onTraded }: { token: PickerToken; priceToken: PickerToken; onTraded(): void }) {
  const [side, setSide] = useState<Side>('buy');
  const [from, to] = side === 'buy' ? [priceToken, token] : [token, priceToken];
  const swap = useSwap({ from, to, onSwapped: onTraded });
  const action = `${side === 'buy' ? TEXTS.tradeBuy : TEXTS.tradeSell} ${token.symbol}`;

  function choose(next: Side) {
    setSide(next);
    swap.reset();
  }

  return (
    <section aria-label="Trade" className="flex flex-col gap-3 rounded-2xl border border-line bg-surface/70 p-4">
      <div role="tablist" aria-label="Buy or sell" className="grid grid-cols-2 gap-1 rounded-xl border border-line bg-bg/60 p-1">
        {(['buy', 'sell'] as const).map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            aria-selected={side === s}
            onClick={() => choose(s)}
            className={cn(
              'rounded-lg py-2 text-sm font-semibold transition-colors',
              side === s ? (s === 'buy' ? 'bg-ok text-black' : 'bg-danger text-white') : 'text-muted hover:text-fg',
            )}
          >
            {s === 'buy' ? TEXTS.tradeBuy : TEXTS.tradeSell} {token.symbol}
          </button>
        ))}
      </div>
      <SwapPanel
        swap={swap}
        labels={{
          from: side === 'buy' ? 'You pay' : 'You sell',
          to: 'You receive',
          amount: `Amount of ${from.symbol}`,
          output: `${to.symbol} received`,
          action,
        }}
        onPick={() => choose(side === 'buy' ? 'sell' : 'buy')}
      />
    </section>
  );
}
