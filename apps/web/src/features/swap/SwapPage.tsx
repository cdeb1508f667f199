/**
 * Swap Tokens (spec 2): From and To with token pickers and a flip, around the shared swap panel
 * (the To amount from the pool that pays the most, what the transaction guarantees, the swap
 * signed by the wallet alone), and the routed pool's chart.
 */
import { useState } from 'react';
import { formatAmount, TEXTS } from '@toolkit/shared';
import { Card, PageHeader, type PickerToken } from '../../shared/ui/index.ts';
import { PoolPriceChart, PoolTokenPicker, SOL_TOKEN, usePoolsQuery } from '../liquidity/index.ts';
import { startingTo } from './swap-pair.ts';
import { SwapPanel, type SwapPanelLabels } from './SwapPanel.tsx';
import { useSwap } from './use-swap.tsx';

const LABELS: SwapPanelLabels = { from: 'From', to: 'To', amount: 'From amount', output: 'To amount', action: TEXTS.swapTokens };

export function SwapPage() {
  const { data: pools } = usePoolsQuery();
  const [from, setFrom] = useState<PickerToken>(SOL_TOKEN);
  const [pickedTo, setTo] = useState<PickerToken | null>(null);
  const [picker, setPicker] = useState<'from' | 'to' | null>(null);
  // Until the user picks, start on the deepest SOL pool's token, so the screen shows a real pair at once.
  const to = pickedTo ?? (pools ? startingTo(pools, from.mint) : null);
  const swap = useSwap({ from, to });

  function flip() {
    if (!to) return;
    setFrom(to);
    setTo(from);
    swap.setAmount(swap.quote ? formatAmount(BigInt(swap.quote.amountOut), swap.quote.outputDecimals) : '');
  }

  return (
    <div className="mx-auto max-w-xl">
      <PageHeader title={TEXTS.swapTitle} subtitle={TEXTS.swapSubtitle} />
      <Card className="p-4 sm:p-5">
        <SwapPanel swap={swap} labels={LABELS} onPick={setPicker} onFlip={flip} />
      </Card>

      {swap.pool && (
        <div className="mt-6">
          <PoolPriceChart pool={swap.pool} />
        </div>
      )}

      <PoolTokenPicker
        open={picker !== null}
        onOpenChange={(o) => !o && setPicker(null)}
        mode={picker ?? 'from'}
        exclude={picker === 'from' ? to?.mint : from.mint}
        onSelect={(t) => {
          if (picker === 'from') setFrom(t);
          else setTo(t);
          swap.reset();
        }}
      />
    </div>
  );
}
