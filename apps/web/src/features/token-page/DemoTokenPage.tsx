import { useEffect } from 'react';
import { DISPLAY } from '@toolkit/shared';
import { CopyButton } from '../../shared/ui/index.ts';
import { RiskAnalysis } from './RiskAnalysis.tsx';
import { TokenExplorerButton } from './TokenExplorerButton.tsx';
import { PageSection } from './PageSection.tsx';

/** The static demo of a public token page (spec 2 "Demo token page"), on Solana Devnet. */
const DEMO = {
  name: 'Demo Coin',
  symbol: 'DEO',
  network: 'Solana Devnet',
  mint: 'DemoCoin1111111111111111111111111111111111',
};

const RISKS = [
  { label: 'Freeze Authority', value: 'Revoked', warning: false },
  { label: 'Mint Authority', value: 'Revoked', warning: false },
  { label: 'Mutable', value: 'Still enabled', warning: true },
];

export function DemoTokenPage() {
  useEffect(() => {
    document.title = `${DEMO.name} (${DEMO.symbol}) · Token Toolkit`;
  }, []);
  return (
    <article
      className="mx-auto w-full overflow-hidden rounded-2xl border border-line bg-surface/90 shadow-xl"
      style={{ maxWidth: DISPLAY.demoCardWidth }}
    >
      <svg viewBox="0 0 760 180" className="block h-36 w-full sm:h-44" role="img" aria-label="Demo Coin banner" preserveAspectRatio="xMidYMid slice">
        <defs>
          <linearGradient id="demo-banner" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#2a1d5c" />
            <stop offset="0.6" stopColor="#161a2e" />
            <stop offset="1" stopColor="#0d3b33" />
          </linearGradient>
        </defs>
        <rect width="760" height="180" fill="url(#demo-banner)" />
        <circle cx="640" cy="40" r="90" fill="#a48bff" fillOpacity="0.15" />
        <circle cx="120" cy="170" r="70" fill="#14f195" fillOpacity="0.1" />
      </svg>
      <div className="px-6 pb-8 sm:px-8">
        <div className="-mt-12">
          <svg viewBox="0 0 96 96" className="size-24 rounded-full border-4 border-surface bg-surface" role="img" aria-label="Demo Coin logo">
            <circle cx="48" cy="48" r="44" fill="#a48bff" />
            <circle cx="48" cy="48" r="34" fill="none" stroke="#0b0714" strokeOpacity="0.35" strokeWidth="3" />
            <text x="48" y="58" textAnchor="middle" fontSize="28" fontWeight="700" fill="#0b0714">
              D
            </text>
          </svg>
        </div>
        <div className="mt-3 flex flex-wrap items-center justify-between gap-4">
          <div>
            <h1 className="text-2xl font-semibold">{DEMO.name}</h1>
            <p className="text-muted">
              <span className="font-mono">{DEMO.symbol}</span> · {DEMO.network}
            </p>
          </div>
          <div className="flex items-center gap-2">
            <TokenExplorerButton mint={DEMO.mint} net={{ cluster: 'devnet' }} />
            <CopyButton value={DEMO.mint} label="Copy token address" />
          </div>
        </div>

        <RiskAnalysis risks={RISKS} columns={3} />

        <PageSection id="info" title="Token information" className="mt-8">
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
            <dt className="text-muted">Name</dt>
            <dd>{DEMO.name}</dd>
            <dt className="text-muted">Symbol</dt>
            <dd className="font-mono">{DEMO.symbol}</dd>
            <dt className="text-muted">Network</dt>
            <dd>{DEMO.network}</dd>
            <dt className="text-muted">Mint</dt>
            <dd className="break-all font-mono tabular">{DEMO.mint}</dd>
          </dl>
        </PageSection>
      </div>
    </article>
  );
}
