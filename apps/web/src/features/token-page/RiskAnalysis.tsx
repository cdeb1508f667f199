import { AlertTriangle, ShieldCheck } from 'lucide-react';
import type { LpProof, VestingProof } from '@toolkit/shared';
import { LpProofDetail } from './LpProofDetail.tsx';
import { VestingProofDetail } from './VestingProofDetail.tsx';
import { PageSection } from './PageSection.tsx';

export interface Risk {
  key?: string;
  label: string;
  value: string;
  warning: boolean;
  vesting?: VestingProof;
  lp?: LpProof;
}

/** What each Token-2022 extension means for a holder, under its value. */
const HINTS: Record<string, string> = {
  transferFee: 'Part of every transfer is withheld for the fee authority.',
  nonTransferable: 'Holders can only burn it, never send or sell it.',
  interestBearing: 'Balances are displayed with interest; no tokens are minted.',
  defaultFrozen: 'New holders cannot move tokens until the freeze authority thaws them.',
  permanentDelegate: 'The delegate can take or burn any holder’s tokens at any time.',
  transferHook: 'Another program runs on every transfer and can block it.',
  confidentialTransfer: 'Amounts and balances may be hidden from explorers.',
  vesting: 'Tokens in escrows of the lock program, released on the schedules below.',
};

/**
 * The token page's 'Risk Analysis' section: each risk green when safe, amber when it warns. The
 * vesting and LP entries carry their proof from the chain (escrows with links), shown in full width.
 */
export function RiskAnalysis({ risks, columns }: { risks: readonly Risk[]; columns: 2 | 3 }) {
  return (
    <PageSection id="risk" title="Risk Analysis" className="mt-8">
      <ul className={`grid gap-3 ${columns === 3 ? 'sm:grid-cols-3' : 'sm:grid-cols-2'}`}>
        {risks.map((r) => (
          <li
            key={r.key ?? r.label}
            className={`rounded-xl border px-4 py-3 ${r.warning ? 'border-warn/50 bg-warn/10' : 'border-ok/30 bg-ok/5'} ${r.vesting || r.lp ? (columns === 3 ? 'sm:col-span-3' : 'sm:col-span-2') : ''}`}
          >
            <p className="text-sm text-muted">{r.label}</p>
            <p className={`mt-1 flex items-center gap-1.5 font-semibold ${r.warning ? 'text-warn' : 'text-ok'}`}>
              {r.warning ? <AlertTriangle className="size-4" aria-hidden /> : <ShieldCheck className="size-4" aria-hidden />}
              {r.value}
            </p>
            {r.key && HINTS[r.key] && <p className="mt-1 text-xs text-muted">{HINTS[r.key]}</p>}
            {r.vesting && <VestingProofDetail proof={r.vesting} />}
            {r.lp && <LpProofDetail proof={r.lp} />}
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
