/**
 * The unlock curve of a schedule before it is signed: tokens unlocked over time as steps (nothing
 * until the first unlock, the cliff amount then, one period's amount at the end of each period),
 * drawn as plain SVG like the app's other charts.
 */
import { formatAmount, unlockCurve, type VestingParams } from '@toolkit/shared';

const W = 560;
const H = 160;
const PAD = { l: 8, r: 8, t: 12, b: 22 };

export function UnlockChart({ params, decimals }: { params: VestingParams; decimals: number }) {
  const points = unlockCurve(params);
  const t0 = Number(points[0]!.time);
  const t1 = Number(points.at(-1)!.time);
  const total = Number(params.total) || 1;
  const x = (t: number) => PAD.l + ((t - t0) / (t1 - t0 || 1)) * (W - PAD.l - PAD.r);
  const y = (v: number) => PAD.t + (1 - v / total) * (H - PAD.t - PAD.b);
  let d = `M${x(t0).toFixed(1)},${y(0).toFixed(1)}`;
  let last = 0;
  for (const p of points) {
    const px = x(Number(p.time)).toFixed(1);
    d += ` L${px},${y(last).toFixed(1)} L${px},${y(Number(p.unlocked)).toFixed(1)}`;
    last = Number(p.unlocked);
  }
  const date = (s: number) => new Date(s * 1000).toLocaleDateString();
  return (
    <figure className="space-y-1" aria-label="Unlock schedule">
      <svg viewBox={`0 0 ${W} ${H}`} className="w-full" role="img" aria-label="Unlocked tokens over time">
        <path d={d} fill="none" stroke="currentColor" strokeWidth={2} className="text-accent" />
        <text x={PAD.l} y={H - 6} className="fill-muted text-[10px]">
          {date(t0)}
        </text>
        <text x={W - PAD.r} y={H - 6} textAnchor="end" className="fill-muted text-[10px]">
          {date(t1)}
        </text>
      </svg>
      <figcaption className="text-xs text-muted" data-testid="unlock-summary">
        {formatAmount(params.cliffUnlockAmount, decimals)} at the first unlock ({new Date(Number(params.cliffTime) * 1000).toLocaleString()}), then{' '}
        {formatAmount(params.amountPerPeriod, decimals)} every {humanSeconds(params.frequency)} for {params.numberOfPeriod.toString()} periods:{' '}
        {formatAmount(params.total, decimals)} in all, fully unlocked {new Date(t1 * 1000).toLocaleString()}.
      </figcaption>
    </figure>
  );
}

export function humanSeconds(seconds: bigint): string {
  const s = Number(seconds);
  const units: [number, string][] = [
    [86_400 * 7, 'week'],
    [86_400, 'day'],
    [3_600, 'hour'],
    [60, 'minute'],
  ];
  for (const [size, name] of units) if (s % size === 0 && s >= size) return s === size ? name : `${s / size} ${name}s`;
  return s === 1 ? 'second' : `${s} seconds`;
}
