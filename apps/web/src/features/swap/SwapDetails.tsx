/**
 * The swap's details box: what the transaction guarantees before the wallet signs (rate, minimum
 * received, price impact, the pool's fee); routing, fees and slippage on "show more"; and who holds
 * the pool's funds and enforces the minimum (trust model).
 */
import { ChevronDown, ChevronUp } from 'lucide-react';
import { useState } from 'react';
import { shortenAddress, TEXTS, type PoolStats, type SwapDirection, type SwapQuoteView } from '@toolkit/shared';
import { impactLevel, impactText, type ImpactLevel } from '../../shared/guards/index.ts';
import type { PickerToken } from '../../shared/ui/index.ts';
import { show, TransferFeeNotice } from '../liquidity/index.ts';

const rateText = (n: number) =>
  n >= 1000 ? n.toLocaleString(undefined, { maximumFractionDigits: 2 }) : n >= 1 ? n.toFixed(4).replace(/\.?0+$/, '') : n.toPrecision(4);

const IMPACT_TONE: Record<ImpactLevel, string | undefined> = { none: undefined, warn: 'text-warn', confirm: 'text-danger' };

export function SwapDetails({
  from,
  to,
  pool,
  direction,
  quote,
}: {
  from: PickerToken;
  to: PickerToken | null;
  pool: PoolStats | null;
  direction: SwapDirection;
  quote: SwapQuoteView | null;
}) {
  const [more, setMore] = useState(false);
  const rate =
    quote && to
      ? `1 ${from.symbol} ≈ ${rateText(quote.rate)} ${to.symbol}`
      : pool && to
        ? `1 ${from.symbol} ≈ ${rateText(direction === 'xy' ? pool.price : 1 / pool.price)} ${to.symbol}`
        : '—';
  return (
    <section aria-label="Swap details" className="mt-2 rounded-xl border border-line bg-bg/40 px-4 py-3 text-sm">
      <Row label="Rate" value={rate} />
      <Row label={TEXTS.minimumReceived} value={quote && to ? `${show(quote.minimumReceived, quote.outputDecimals)} ${to.symbol}` : '—'} />
      <Row
        label={TEXTS.priceImpact}
        value={quote ? `${impactText(quote.priceImpact)}%` : '—'}
        tone={quote ? IMPACT_TONE[impactLevel(quote.priceImpact)] : undefined}
      />
      <Row label="Fee" value={quote ? `${show(quote.fee, quote.inputDecimals)} ${from.symbol}${pool ? ` (${pool.feeTier}%)` : ''}` : '—'} />
      {more && (
        <>
          <Row
            label={TEXTS.orderRouting}
            value={pool && to ? `${from.symbol} → ${to.symbol} · pool ${shortenAddress(pool.pool)} (${pool.feeTier}% fee)` : '—'}
          />
          <Row label={TEXTS.estimatedFees} value={quote ? `${show(quote.fee, quote.inputDecimals)} ${from.symbol} pool fee + network fee` : '—'} />
          <Row label="Slippage" value={quote ? `${quote.slippage}%` : '—'} />
        </>
      )}
      <button
        type="button"
        onClick={() => setMore((m) => !m)}
        className="mt-1 inline-flex items-center gap-1 text-xs font-medium text-accent"
        aria-expanded={more}
      >
        {TEXTS.showMore} {more ? <ChevronUp className="size-3" aria-hidden /> : <ChevronDown className="size-3" aria-hidden />}
      </button>
      {pool && (
        <div className="mt-2">
          <TransferFeeNotice pool={pool} />
        </div>
      )}
      <p className="mt-2 text-xs text-muted">{TEXTS.swapTrustModel}</p>
    </section>
  );
}

function Row({ label, value, tone }: { label: string; value: string; tone?: string }) {
  return (
    <div className="flex items-center justify-between gap-4 py-1">
      <span className="text-muted">{label}</span>
      <span className={`tabular text-right ${tone ?? ''}`}>{value}</span>
    </div>
  );
}
