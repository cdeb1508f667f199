/**
 * A deposit's or withdrawal's guarantee and result beside its form: once the server built it and
 * while the wallet signs, the minimum the signed transaction guarantees (each side) and, for a
 * deposit, the most of each token it may take; once it landed, what reached the wallet, read from
 * the chain.
 */
import { TEXTS } from '@toolkit/shared';
import { show } from './amount-text.ts';

export interface OutcomeSide {
  symbol: string;
  decimals: number;
  minimum: string;
  /** Base units that reached the wallet; absent until it landed. */
  received?: string;
}

const amounts = (sides: OutcomeSide[], pick: (s: OutcomeSide) => string) => sides.map((s) => `${show(pick(s), s.decimals)} ${s.symbol}`).join(' + ');

/** A token and an amount in base units. */
export interface OutcomeAmount {
  symbol: string;
  decimals: number;
  amount: string;
}

export function LiquidityOutcome({ sides, atMost }: { sides: OutcomeSide[]; atMost?: OutcomeAmount[] }) {
  const landed = sides.every((s) => s.received !== undefined);
  return (
    <section aria-label={TEXTS.liquidityOutcome} className="rounded-xl border border-line bg-bg/40 px-4 py-3 text-sm">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-muted">{TEXTS.minimumReceived}</dt>
        <dd className="tabular text-right">{amounts(sides, (s) => s.minimum)}</dd>
        {atMost && (
          <>
            <dt className="text-muted">Spends at most</dt>
            <dd className="tabular text-right">{atMost.map((a) => `${show(a.amount, a.decimals)} ${a.symbol}`).join(' + ')}</dd>
          </>
        )}
        {landed && (
          <>
            <dt className="text-muted">{TEXTS.amountReceived}</dt>
            <dd className="tabular text-right">{amounts(sides, (s) => s.received!)}</dd>
          </>
        )}
      </dl>
      {!landed && <p className="mt-1 text-xs text-muted">{TEXTS.liquidityMinimumNote}</p>}
    </section>
  );
}
