import { Link } from 'react-router';
import { ArrowRight, Flame, MousePointerClick, Repeat } from 'lucide-react';
import { TEXTS } from '@toolkit/shared';
import { ROUTES } from '../../../shared/routes.ts';
import { LIQUIDITY_POINTS } from '../content/copy.ts';
import { SectionHeading } from './SectionHeading.tsx';

const ICONS = [Repeat, Flame, MousePointerClick];

export function Liquidity() {
  return (
    <section id="liquidity" aria-labelledby="liquidity-title" className="scroll-mt-24 mx-auto max-w-7xl px-5 py-24 lg:px-8">
      <div className="grid items-center gap-14 lg:grid-cols-2">
        <div>
          <SectionHeading
            id="liquidity-title"
            eyebrow="Liquidity"
            title="Liquidity that launches with your token"
            intro="Open a market for your token the moment it exists, and manage it from the same place."
          />
          <ul className="mt-10 space-y-6">
            {LIQUIDITY_POINTS.map((point, i) => {
              const Icon = ICONS[i];
              return (
                <li key={point.title} className="flex gap-4">
                  <span className="grid size-11 shrink-0 place-items-center rounded-xl border border-line bg-surface text-accent">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <div>
                    <h3 className="font-semibold text-fg">{point.title}</h3>
                    <p className="mt-1 leading-relaxed text-muted">{point.description}</p>
                  </div>
                </li>
              );
            })}
          </ul>
          <Link
            to={ROUTES.createPool}
            className="mt-10 inline-flex items-center gap-2 rounded-xl bg-accent px-6 py-3.5 font-semibold text-accent-fg transition-colors hover:bg-accent-strong"
          >
            {TEXTS.launchLiquidityPool}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
          <p data-testid="pool-trust-note" className="mt-5 max-w-lg text-xs leading-relaxed text-muted">
            Trust model: pool funds are held by the AMM program&apos;s vaults, which no one has a key to. Each deposit, withdrawal and swap is one
            transaction you alone sign, and the program enforces the minimum you receive; this app holds no pool funds.
          </p>
        </div>
        <PoolCurve />
      </div>
    </section>
  );
}

/** The constant-product curve x · y = k, drawn with a quote moving along it. */
function PoolCurve() {
  const points: string[] = [];
  for (let x = 30; x <= 330; x += 10) points.push(`${x},${Math.round(290 - 5200 / (x - 10))}`);
  return (
    <figure className="rounded-3xl border border-line bg-surface/60 p-6 sm:p-8">
      <svg viewBox="0 0 360 316" className="h-auto w-full" role="img" aria-label="Constant-product curve: as one reserve grows, the other shrinks">
        <defs>
          <linearGradient id="landing-curve" x1="0" x2="1">
            <stop offset="0" stopColor="#a48bff" />
            <stop offset="1" stopColor="#14f195" />
          </linearGradient>
        </defs>
        {[60, 120, 180, 240].map((y) => (
          <path key={y} d={`M20 ${y}H340`} stroke="#262a38" strokeDasharray="2 6" />
        ))}
        <path d="M20 20V280H340" stroke="#3a3f52" fill="none" />
        <polyline points={points.join(' ')} fill="none" stroke="url(#landing-curve)" strokeWidth="3" strokeLinecap="round" />
        <circle cx="110" cy={290 - 5200 / 100} r="7" fill="#a48bff" />
        <circle cx="200" cy={Math.round(290 - 5200 / 190)} r="7" fill="#14f195" />
        <path d={`M110 ${290 - 5200 / 100}L200 ${Math.round(290 - 5200 / 190)}`} stroke="#f4f5fa" strokeOpacity="0.35" strokeDasharray="4 4" />
        <text x="340" y="302" textAnchor="end" fontSize="12" fill="#a3a8bb" fontFamily="monospace">
          token reserve →
        </text>
        <text x="12" y="280" fontSize="12" fill="#a3a8bb" fontFamily="monospace" transform="rotate(-90 12 280)">
          SOL reserve →
        </text>
        <text x="200" y="190" fontSize="15" fill="#f4f5fa" fontFamily="monospace">
          x · y = k
        </text>
      </svg>
      <figcaption className="mt-4 text-sm text-muted">
        A swap moves the pool along its curve: the more you buy, the higher the price. Your quote shows the minimum you receive.
      </figcaption>
    </figure>
  );
}
