import { useState } from 'react';
import { Link } from 'react-router';
import { ArrowRight, Droplets } from 'lucide-react';
import { LIMITS, TEXTS, FEE_TIERS } from '@toolkit/shared';
import { ROUTES } from '../../../shared/routes.ts';
import { CAPABILITIES, FEE_FIGURES } from '../content/copy.ts';
import { CAPABILITY_CYCLE_MS } from '../motion/capability-cycle.ts';
import { useCycleIndex } from '../hooks/use-cycle-index.ts';
import { useReducedMotion } from '../hooks/use-reduced-motion.ts';
import { HeroVisual } from './HeroVisual.tsx';

const FACTS = [
  { value: FEE_FIGURES.tokenBase, label: 'to create a token' },
  { value: String(LIMITS.generatedWallets), label: 'wallets per batch' },
  { value: String(FEE_TIERS.length), label: 'pool fee tiers' },
];

export function Hero() {
  const reducedMotion = useReducedMotion();
  // Hovering or focusing the rotating word holds it still (WCAG 2.2.2); reduced motion stops it.
  const [held, setHeld] = useState(false);
  const index = useCycleIndex(CAPABILITIES.length, CAPABILITY_CYCLE_MS, !reducedMotion && !held);
  const capability = CAPABILITIES[index];

  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div className="pointer-events-none absolute inset-0 bg-[radial-gradient(60%_50%_at_75%_30%,rgba(164,139,255,0.14),transparent),radial-gradient(40%_40%_at_10%_80%,rgba(20,241,149,0.07),transparent)]" />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-5 pb-20 pt-14 lg:grid-cols-[1.05fr_1fr] lg:gap-8 lg:px-8 lg:pb-28 lg:pt-20">
        <div className="flex flex-col items-start">
          <p className="inline-flex items-center gap-2 rounded-full border border-line bg-surface/80 px-3.5 py-1.5 text-xs font-medium text-muted">
            <span className="size-1.5 rounded-full bg-[#14f195]" aria-hidden="true" />
            No-code token toolkit for Solana
          </p>

          <h1 id="hero-title" className="mt-6 text-5xl font-semibold leading-[1.02] tracking-tight text-fg sm:text-6xl xl:text-7xl">
            {TEXTS.tagline}
          </h1>

          <p
            className="mt-6 min-h-[2.5em] text-2xl sm:min-h-[1.4em] font-medium tracking-tight text-muted sm:text-3xl"
            onMouseEnter={() => setHeld(true)}
            onMouseLeave={() => setHeld(false)}
          >
            <span className="sr-only">Capabilities: {CAPABILITIES.join(', ')}.</span>
            <span aria-hidden="true">
              One toolkit for{' '}
              <span key={capability} data-testid="hero-capability" className="landing-rise landing-gradient-text inline-block font-semibold">
                {capability}
              </span>
            </span>
          </p>

          <p className="mt-4 max-w-xl text-base leading-relaxed text-muted sm:text-lg">
            Create Token-2022 tokens, open liquidity pools, swap, revoke authorities and run hundreds of wallets, all from forms, each step approved
            in your Phantom wallet.
          </p>

          <div className="mt-9 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Link
              to={ROUTES.createToken}
              className="inline-flex items-center justify-center gap-2 rounded-xl bg-accent px-6 py-3.5 font-semibold text-accent-fg shadow-[0_10px_40px_-10px_rgba(164,139,255,0.7)] transition-colors hover:bg-accent-strong"
            >
              {TEXTS.createYourTokenNow}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
            <Link
              to={ROUTES.createPool}
              className="inline-flex items-center justify-center gap-2 rounded-xl border border-line bg-surface px-6 py-3.5 font-semibold text-fg transition-colors hover:border-accent/60 hover:bg-surface-2"
            >
              <Droplets aria-hidden="true" className="size-4 text-[#14f195]" />
              {TEXTS.exploreLiquidityServices}
            </Link>
          </div>

          <dl className="mt-12 grid w-full max-w-lg grid-cols-3 gap-6 border-t border-line pt-6">
            {FACTS.map((fact) => (
              <div key={fact.label} className="flex flex-col-reverse">
                <dt className="mt-1 text-xs text-muted sm:text-sm">{fact.label}</dt>
                <dd className="font-mono text-xl font-semibold tabular text-fg sm:text-2xl">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>

        <HeroVisual reducedMotion={reducedMotion} />
      </div>
    </section>
  );
}
