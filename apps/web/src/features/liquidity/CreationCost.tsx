/**
 * Create Pool's cost box, before the wallet signs: both deposits, the AMM's create-pool fee, the
 * rent of the accounts it opens, the SOL spent in all, and the LP the creator receives.
 */
import { Loader2 } from 'lucide-react';
import { formatAmount, type PoolCreationCost } from '@toolkit/shared';
import type { PickerToken } from '../../shared/ui/index.ts';
import { show } from './amount-text.ts';

const sol = (lamports: string) => `${formatAmount(BigInt(lamports), 9)} SOL`;
/** The AMM's LP mints all have 9 decimals (the pool, and so its LP token's name, does not exist yet); shown in full, as the wallet will hold it. */
const LP_DECIMALS = 9;

export function CreationCost({
  cost,
  pending,
  error,
  base,
  quote,
}: {
  cost: PoolCreationCost | null;
  pending: boolean;
  error: string | null;
  base: PickerToken | null;
  quote: PickerToken | null;
}) {
  return (
    <section aria-label="Pool creation cost" aria-busy={pending} className="rounded-xl border border-line bg-bg/40 p-4 text-sm">
      <div className="mb-2 flex items-center justify-between">
        <span className="font-medium">Cost of creating this pool</span>
        {pending && <Loader2 className="size-4 animate-spin text-muted" aria-hidden />}
      </div>
      {cost && base && quote ? (
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
          <Row label={`${base.symbol} deposit`} value={`${show(cost.baseAmount, base.decimals)} ${base.symbol}`} />
          <Row label={`${quote.symbol} deposit`} value={`${show(cost.quoteAmount, quote.decimals)} ${quote.symbol}`} />
          <Row label="Create-pool fee" value={sol(cost.createPoolFee)} />
          <Row label="Rent of the pool's accounts" value={sol(cost.rent)} />
          <div className="col-span-2 my-1 border-t border-line" />
          <Row label="Total SOL" value={sol(cost.solTotal)} strong />
          <Row label="You receive" value={`${formatAmount(BigInt(cost.lpAmount), LP_DECIMALS)} LP tokens`} />
        </dl>
      ) : error ? (
        <p role="alert" className="text-danger">
          {error}
        </p>
      ) : (
        <p className="text-muted">Choose both tokens and amounts to see the full cost before you sign.</p>
      )}
    </section>
  );
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <>
      <dt className="text-muted">{label}</dt>
      <dd className={`tabular text-right ${strong ? 'font-semibold' : ''}`}>{value}</dd>
    </>
  );
}
