/**
 * The order's fills before it is created: what each spends, when, what it would receive at the
 * pool's price now and the least it accepts (enforced on chain), or a price order's condition.
 */
import type { BotPreview } from '@toolkit/shared';
import { FormError } from '../../shared/ui/index.ts';
import { ORDER_FIELDS } from './order-fields.ts';
import type { OrderPreview } from './use-order-preview.ts';
import { durationText, whenText } from './order-words.ts';

export function FillPreview({ state }: { state: OrderPreview }) {
  const { preview, loading, error } = state;
  return (
    <section aria-label="Preview of the fills" aria-busy={loading} className="space-y-3 rounded-xl border border-line bg-bg/40 p-4">
      <h3 className="text-sm font-semibold">Preview</h3>
      {error?.field && (ORDER_FIELDS as readonly string[]).includes(error.field) ? (
        // Shown under its field already: here only what to do.
        <p className="text-sm text-muted">The order cannot be created as it stands: see the message above.</p>
      ) : error ? (
        <FormError message={error.message} />
      ) : preview ? (
        <PreviewBody preview={preview} />
      ) : (
        <p className="text-sm text-muted">{loading ? 'Reading the pool…' : 'Fill in the order to see its fills.'}</p>
      )}
    </section>
  );
}

function PreviewBody({ preview: p }: { preview: BotPreview }) {
  const unit = p.side === 'buy' ? `${p.spend.symbol} per ${p.receive.symbol}` : `${p.receive.symbol} per ${p.spend.symbol}`;
  const shown = p.fills.length;
  return (
    <>
      <p className="text-sm" data-testid="preview-summary">
        {p.count !== null
          ? `${p.count} ${p.count === 1 ? 'fill' : 'fills'}${p.intervalSeconds ? ` every ${durationText(p.intervalSeconds)}` : ''}, ${p.total} ${p.spend.symbol} in all`
          : `${p.total} ${p.spend.symbol} in all`}
        {`: about ${p.estimatedReceived} ${p.receive.symbol} at the price now.`}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm tabular">
        {p.priceNow && (
          <>
            <dt className="text-muted">Price now</dt>
            <dd>
              {p.priceNow} {unit}
            </dd>
          </>
        )}
        {p.condition && (
          <>
            <dt className="text-muted">Condition</dt>
            <dd>
              {p.condition}
              {p.conditionMetNow !== null && (
                <span className="text-muted">{p.conditionMetNow ? ' (met now: it fills at once)' : ' (not met now)'}</span>
              )}
            </dd>
          </>
        )}
        <dt className="text-muted">Slippage</dt>
        <dd>{p.slippage}% per fill, the minimum enforced on chain</dd>
      </dl>
      {shown > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm tabular [&_td]:px-1.5 [&_td]:py-0.5 [&_th]:px-1.5">
            <thead className="text-muted">
              <tr>
                <th className="font-normal">#</th>
                <th className="font-normal">When</th>
                <th className="text-right font-normal">Spends</th>
                <th className="text-right font-normal">Receives about</th>
                <th className="text-right font-normal">At least</th>
                <th className="text-right font-normal">Price</th>
              </tr>
            </thead>
            <tbody>
              {p.fills.map((f) => (
                <tr key={f.index}>
                  <td>{f.index + 1}</td>
                  <td>{f.at ? whenText(f.at) : 'When the price allows'}</td>
                  <td className="text-right">
                    {f.amount} {p.spend.symbol}
                  </td>
                  <td className="text-right">
                    {f.estimatedReceived} {p.receive.symbol}
                  </td>
                  <td className="text-right">{f.minimumReceived}</td>
                  <td className="text-right">{f.estimatedPrice ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {p.count !== null && p.count > shown && (
            <p className="mt-1 text-xs text-muted">
              The first {shown} of {p.count} fills; the rest follow the same schedule.
            </p>
          )}
        </div>
      )}
    </>
  );
}
