/**
 * The token's price candles in its main pool (1 h, 24 h or 7 d), drawn as plain SVG: a chart
 * library would weigh more than this whole page. Green when a bucket closed above its open.
 */
import { useState } from 'react';
import { CANDLE_RANGES, TEXTS, type Candle, type CandleRange } from '@toolkit/shared';
import { cn } from '../../shared/ui/index.ts';
import { LIVE_MARKET, useCandlesQuery } from './api.ts';
import { priceText } from './market-format.ts';
import { useWidth } from './use-width.ts';

/** Drawn at the width it gets (phones included), this tall, in CSS pixels. */
const H = 240;
const PAD = { l: 4, r: 76, t: 12, b: 22 };
const RANGE_LABELS: Record<CandleRange, string> = { '1h': '1H', '24h': '24H', '7d': '7D' };
/** Below this many candles the chart draws points on a line: a few lone candles read as spikes, not as a price. */
export const SPARSE_CANDLES = 8;
/** The range the chart opens on. */
export const FIRST_RANGE: CandleRange = '24h';

export function PriceChart({ mint, symbol, priceSymbol }: { mint: string; symbol: string; priceSymbol: string }) {
  const [range, setRange] = useState<CandleRange>(FIRST_RANGE);
  const { data, isError } = useCandlesQuery({ mint, range }, LIVE_MARKET);
  return (
    <figure aria-label={`${symbol} price chart`} className="rounded-2xl border border-line bg-surface/70 p-4">
      <figcaption className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <span className="text-sm font-medium">
          {symbol}/{priceSymbol} price
        </span>
        <span role="radiogroup" aria-label="Chart range" className="flex gap-1 rounded-lg border border-line bg-bg/60 p-0.5">
          {CANDLE_RANGES.map((r) => (
            <button
              key={r}
              type="button"
              role="radio"
              aria-checked={r === range}
              onClick={() => setRange(r)}
              className={cn('rounded-md px-2.5 py-1 text-xs font-semibold', r === range ? 'bg-accent text-accent-fg' : 'text-muted hover:text-fg')}
            >
              {RANGE_LABELS[r]}
            </button>
          ))}
        </span>
      </figcaption>
      {data ? (
        data.candles.length > 0 ? (
          <Candles candles={data.candles} bucketSeconds={data.bucketSeconds} />
        ) : (
          <p className="grid h-60 place-items-center text-sm text-muted">{TEXTS.tradeNoTrades}</p>
        )
      ) : (
        <div className={cn('h-60 rounded-xl bg-surface-2/60', !isError && 'animate-pulse')} aria-busy={!isError} />
      )}
    </figure>
  );
}

function Candles({ candles, bucketSeconds }: { candles: Candle[]; bucketSeconds: number }) {
  const [ref, width] = useWidth<HTMLDivElement>();
  return (
    <div ref={ref} style={{ height: H }}>
      {width !== null && width > 0 && <CandleSvg candles={candles} bucketSeconds={bucketSeconds} W={width} />}
    </div>
  );
}

function CandleSvg({ candles, bucketSeconds, W }: { candles: Candle[]; bucketSeconds: number; W: number }) {
  const lo = Math.min(...candles.map((c) => c.low));
  const hi = Math.max(...candles.map((c) => c.high));
  const pad = (hi - lo) * 0.08 || hi * 0.05 || 1;
  const [bottom, top] = [lo - pad, hi + pad];
  const t0 = candles[0]!.time;
  const t1 = candles.at(-1)!.time + bucketSeconds;
  const slots = Math.max(1, (t1 - t0) / bucketSeconds);
  const plotW = W - PAD.l - PAD.r;
  // At least 24 slots wide, so a lone candle is not one fat bar.
  const slotW = plotW / Math.max(slots, 24);
  const x = (t: number) => PAD.l + ((t - t0) / bucketSeconds) * slotW;
  const y = (p: number) => PAD.t + (1 - (p - bottom) / (top - bottom)) * (H - PAD.t - PAD.b);
  const bodyW = Math.max(1.5, slotW * 0.7);
  const last = candles.at(-1)!;
  const time = (s: number) => new Date(s * 1000).toLocaleString(undefined, { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-label={`${candles.length} candles, last close ${priceText(last.close)}`}
      width={W}
      height={H}
      className="block"
    >
      {[hi, (hi + lo) / 2, lo].map((p) => (
        <g key={p}>
          <line x1={PAD.l} x2={W - PAD.r} y1={y(p)} y2={y(p)} stroke="var(--color-line)" strokeDasharray="3 4" />
          <text x={W - PAD.r + 6} y={y(p) + 3} fontSize="11" fill="var(--color-muted)">
            {priceText(p)}
          </text>
        </g>
      ))}
      {candles.length < SPARSE_CANDLES ? (
        <PricePoints candles={candles} x={(t) => x(t) + slotW / 2} y={y} right={W - PAD.r} />
      ) : (
        candles.map((c) => {
          const up = c.close >= c.open;
          const colour = up ? 'var(--color-ok)' : 'var(--color-danger)';
          const cx = x(c.time) + slotW / 2;
          const [yOpen, yClose] = [y(c.open), y(c.close)];
          return (
            <g key={c.time} data-candle>
              <line x1={cx} x2={cx} y1={y(c.high)} y2={y(c.low)} stroke={colour} />
              <rect x={cx - bodyW / 2} y={Math.min(yOpen, yClose)} width={bodyW} height={Math.max(1, Math.abs(yClose - yOpen))} fill={colour} />
            </g>
          );
        })
      )}
      <text x={PAD.l} y={H - 6} fontSize="11" fill="var(--color-muted)">
        {time(t0)}
      </text>
      <text x={W - PAD.r} y={H - 6} fontSize="11" fill="var(--color-muted)" textAnchor="end">
        {time(t1)}
      </text>
    </svg>
  );
}

/** A few trades: each bucket's close as a point, joined by a line and carried flat to now. */
function PricePoints({ candles, x, y, right }: { candles: Candle[]; x: (t: number) => number; y: (p: number) => number; right: number }) {
  const points = candles.map((c) => [x(c.time), y(c.close)] as const);
  const [lastX, lastY] = points.at(-1)!;
  return (
    <g data-price-points>
      <polyline points={points.map(([px, py]) => `${px},${py}`).join(' ')} fill="none" stroke="var(--color-accent)" strokeWidth={2} />
      <line x1={lastX} x2={right} y1={lastY} y2={lastY} stroke="var(--color-accent)" strokeDasharray="4 4" />
      {points.map(([px, py], i) => (
        <circle key={candles[i]!.time} data-candle cx={px} cy={py} r={4} fill="var(--color-accent)" />
      ))}
    </g>
  );
}
