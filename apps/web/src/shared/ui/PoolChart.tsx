/**
 * A pool's price after each recorded swap (line) and its current reserves (split bar), drawn as
 * plain SVG: no chart library in the bundle, nothing loaded from elsewhere. The feature showing
 * it passes the pool's history in (null while it loads).
 */
import { useState } from 'react';
import { formatAmount, type PoolHistoryPoint, type PoolView } from '@toolkit/shared';

const W = 560;
const H = 180;
const PAD = { l: 8, r: 8, t: 12, b: 20 };

export function PoolChart({ pool, history: points }: { pool: PoolView; history: PoolHistoryPoint[] | null }) {
  // It starts at the creation price and ends at the price now (reserves read from chain).
  const [now] = useState(() => Date.now());
  const initPrice = Number(pool.initQuoteAmount) / Number(pool.initBaseAmount);
  const series = [
    { t: Date.parse(pool.createdAt), price: Number.isFinite(initPrice) && initPrice > 0 ? initPrice : pool.price },
    ...(points ?? []).map((p) => ({ t: Date.parse(p.time), price: p.price })),
    { t: now, price: pool.price },
  ];
  const prices = series.map((s) => s.price);
  const [lo, hi] = [Math.min(...prices), Math.max(...prices)];
  const flat = hi === lo;
  const span = flat ? hi * 0.1 || 1 : hi - lo;
  const bottom = flat ? lo - span / 2 : lo - span * 0.1;
  const range = flat ? span : span * 1.2;
  const [t0, t1] = [series[0]!.t, series.at(-1)!.t];
  const x = (t: number) => PAD.l + ((t - t0) / (t1 - t0 || 1)) * (W - PAD.l - PAD.r);
  const y = (p: number) => PAD.t + (1 - (p - bottom) / range) * (H - PAD.t - PAD.b);
  const path = series.map((s, i) => `${i ? 'L' : 'M'}${x(s.t).toFixed(1)},${y(s.price).toFixed(1)}`).join(' ');
  const area = `${path} L${x(t1).toFixed(1)},${H - PAD.b} L${x(t0).toFixed(1)},${H - PAD.b} Z`;

  const base = Number(formatAmount(BigInt(pool.baseReserve), pool.base.decimals));
  const quote = Number(formatAmount(BigInt(pool.quoteReserve), pool.quote.decimals));
  // Both sides valued in the quote token: a constant-product pool holds them 50/50 by value.
  const baseValue = base * pool.price;
  const baseShare = baseValue + quote > 0 ? baseValue / (baseValue + quote) : 0.5;
  const fmt = (n: number) => (n >= 1 ? n.toLocaleString(undefined, { maximumFractionDigits: 4 }) : n.toPrecision(4));

  return (
    <figure aria-label={`${pool.base.symbol}/${pool.quote.symbol} price and reserves`} className="rounded-2xl border border-line bg-surface/70 p-4">
      <figcaption className="mb-2 flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <span className="font-medium">
          Price{' '}
          <span className="tabular text-fg">
            1 {pool.base.symbol} = {fmt(pool.price)} {pool.quote.symbol}
          </span>
        </span>
        <span className="text-xs text-muted">
          {points === null ? 'Loading…' : `${points.length} swap${points.length === 1 ? '' : 's'} in 7 days`}
        </span>
      </figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label="Price after each swap" className="h-44 w-full">
        <defs>
          <linearGradient id="pool-area" x1="0" x2="0" y1="0" y2="1">
            <stop offset="0%" stopColor="var(--color-accent)" stopOpacity="0.35" />
            <stop offset="100%" stopColor="var(--color-accent)" stopOpacity="0" />
          </linearGradient>
        </defs>
        <line x1={PAD.l} x2={W - PAD.r} y1={H - PAD.b} y2={H - PAD.b} stroke="var(--color-line)" />
        <path d={area} fill="url(#pool-area)" />
        <path d={path} fill="none" stroke="var(--color-accent)" strokeWidth="2" strokeLinejoin="round" />
        {series.map((s, i) => (
          <circle key={i} cx={x(s.t)} cy={y(s.price)} r={i === series.length - 1 ? 3.5 : 2} fill="var(--color-accent)" />
        ))}
        <text x={PAD.l} y={H - 4} fontSize="10" fill="var(--color-muted)">
          {new Date(t0).toLocaleString()}
        </text>
        <text x={W - PAD.r} y={H - 4} fontSize="10" fill="var(--color-muted)" textAnchor="end">
          now
        </text>
      </svg>
      <div className="mt-3">
        <div className="mb-1 flex justify-between text-xs text-muted">
          <span>Reserves</span>
          <span className="tabular">
            {fmt(base)} {pool.base.symbol} · {fmt(quote)} {pool.quote.symbol}
          </span>
        </div>
        <div
          className="flex h-2.5 overflow-hidden rounded-full bg-surface-2"
          role="img"
          aria-label={`Reserves: ${fmt(base)} ${pool.base.symbol} and ${fmt(quote)} ${pool.quote.symbol}`}
        >
          <div className="bg-accent" style={{ width: `${(baseShare * 100).toFixed(2)}%` }} />
          <div className="flex-1 bg-ok/80" />
        </div>
      </div>
    </figure>
  );
}
