/**
 * The one swap panel, shared by the Swap page and the trading page's Buy / Sell: the amount paid,
 * the amount the routed pool pays, what the transaction guarantees (details box), why Swap cannot
 * run yet, and the button. The page around it only chooses the tokens (pickers and flip, or the
 * Buy / Sell tabs).
 */
import { ArrowDownUp, Loader2 } from 'lucide-react';
import { Link } from 'react-router';
import { formatAmount, NATIVE_MINT, TEXTS } from '@toolkit/shared';
import { ROUTES } from '../../shared/routes.ts';
import { ActionButton, AmountInput, fractionOf } from '../../shared/ui/index.ts';
import { SOL_RESERVE } from '../../shared/guards/index.ts';
import { show } from '../liquidity/index.ts';
import { PriceImpactGuard } from './PriceImpactGuard.tsx';
import { SlippageOnCard } from './SlippageOnCard.tsx';
import { SwapDetails } from './SwapDetails.tsx';
import { SwapSide } from './SwapSide.tsx';
import type { SwapState } from './use-swap.tsx';

export interface SwapPanelLabels {
  /** The two sides' headings ('From' / 'To', 'You pay' / 'You receive'). */
  from: string;
  to: string;
  /** The amount input's and the output's accessible names. */
  amount: string;
  output: string;
  action: string;
}

const chip = 'rounded-md bg-surface px-2 py-0.5 text-xs font-semibold text-muted hover:text-fg disabled:opacity-40';

export function SwapPanel({
  swap,
  labels,
  onPick,
  onFlip,
}: {
  swap: SwapState;
  labels: SwapPanelLabels;
  /** The token button of a side: a picker, or the other side of Buy / Sell. */
  onPick(side: 'from' | 'to'): void;
  /** Swaps the two tokens (the Swap page's flip); without it there is no flip button. */
  onFlip?(): void;
}) {
  const { from, to, quote, amountRef } = swap;
  const held = swap.fromBalance === undefined ? undefined : BigInt(swap.fromBalance);
  const setFraction = (part: 'max' | 'half') => {
    if (held === undefined) return;
    swap.setAmount(formatAmount(fractionOf(held, part, from.mint === NATIVE_MINT ? SOL_RESERVE : 0n), from.decimals));
  };

  return (
    <div className="flex flex-col gap-2">
      <SwapSide
        label={labels.from}
        token={from}
        balance={swap.fromBalance}
        onPick={() => onPick('from')}
        actions={
          <>
            <button type="button" className={chip} onClick={() => setFraction('half')} disabled={held === undefined}>
              50%
            </button>
            <button type="button" className={chip} onClick={() => setFraction('max')} disabled={held === undefined}>
              Max
            </button>
          </>
        }
      >
        <AmountInput
          aria-label={labels.amount}
          ref={amountRef}
          placeholder="0.00"
          value={swap.amount}
          error={swap.amountError}
          onChange={swap.setAmount}
          decimals={from.decimals}
          symbol={from.symbol}
          balance={swap.fromBalance}
          className="w-full min-w-0 items-end text-right"
          inputClassName="tabular w-full min-w-0 bg-transparent text-right text-2xl font-semibold outline-none placeholder:text-muted/40"
        />
      </SwapSide>

      {onFlip && (
        <div className="relative z-10 -my-4 flex justify-center">
          <button
            type="button"
            onClick={onFlip}
            aria-label={`Flip direction (${swap.direction === 'xy' ? 'XY' : 'YX'})`}
            className="grid size-10 place-items-center rounded-xl border-4 border-surface bg-surface-2 text-muted transition-colors hover:text-accent"
          >
            <ArrowDownUp className="size-4" aria-hidden />
          </button>
        </div>
      )}

      <SwapSide label={labels.to} token={to} balance={swap.toBalance} onPick={() => onPick('to')}>
        <output aria-label={labels.output} className="tabular block w-full truncate text-right text-2xl font-semibold">
          {swap.quoting ? (
            <Loader2 className="ml-auto size-5 animate-spin text-muted" aria-hidden />
          ) : quote ? (
            show(quote.amountOut, quote.outputDecimals)
          ) : (
            <span className="text-muted/40">0.00</span>
          )}
        </output>
      </SwapSide>

      {swap.noPool && to && (
        <p className="rounded-xl border border-warn/40 bg-warn/10 px-3 py-2 text-sm text-warn">
          There is no pool for {from.symbol}/{to.symbol} yet.{' '}
          <Link to={ROUTES.createPool} className="underline">
            Create one
          </Link>
          .
        </p>
      )}
      {swap.notStarted && (
        <p className="rounded-xl border border-warn/40 bg-warn/10 px-3 py-2 text-sm text-warn">
          This pool opens for swaps at {new Date(swap.notStarted).toUTCString()}.
        </p>
      )}
      {swap.quoteError && (
        <p role="alert" className="px-1 text-sm text-danger">
          {swap.quoteError}
        </p>
      )}

      <SwapDetails from={from} to={to} pool={swap.pool} direction={swap.direction} quote={swap.guarantee} />
      <SlippageOnCard slippage={swap.slippage} mode={swap.slippageMode} onSave={swap.saveSlippage} />
      {quote && <PriceImpactGuard impact={swap.impact} percent={quote.priceImpact} confirmed={swap.impactConfirmed} onConfirm={swap.confirmImpact} />}

      <ActionButton
        className="mt-2 w-full py-3.5 text-base"
        label={swap.insufficient ?? labels.action}
        busyLabel={TEXTS.swapping}
        busy={swap.busy}
        disabled={!quote || swap.quoting}
        reason={swap.whyNot}
        onClick={swap.swap}
      />
    </div>
  );
}
