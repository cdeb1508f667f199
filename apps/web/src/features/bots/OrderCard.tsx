/**
 * One order: what it does, where it stands (progress, next fill, filled so far and the average
 * price), why it is paused or ended, its fills each with its signature and explorer link, and
 * Pause / Resume / Cancel. A refusal of those (a resume the wash-trading guard or a limit blocks)
 * shows on the order itself.
 */
import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { shortenAddress, TEXTS, type BotOrderView, type Cluster } from '@toolkit/shared';
import { messageOf } from '../../shared/api/index.ts';
import { Button, ExplorerLink, FormError } from '../../shared/ui/index.ts';
import { useCancelBotOrderMutation, usePauseBotOrderMutation, useResumeBotOrderMutation } from './api.ts';
import { KIND_LABELS, planText, sideText, STATUS_LABELS, whenText } from './order-words.ts';

const STATUS_STYLE: Record<BotOrderView['status'], string> = {
  active: 'border-ok/40 bg-ok/10 text-ok',
  paused: 'border-warn/40 bg-warn/10 text-warn',
  done: 'border-line bg-surface-2 text-muted',
  cancelled: 'border-line bg-surface-2 text-muted',
  expired: 'border-line bg-surface-2 text-muted',
};

type Action = 'pause' | 'resume' | 'cancel';

export function OrderCard({ order: o, walletLabel }: { order: BotOrderView; walletLabel: string }) {
  const [pause] = usePauseBotOrderMutation();
  const [resume] = useResumeBotOrderMutation();
  const [cancel] = useCancelBotOrderMutation();
  const [busy, setBusy] = useState<Action | null>(null);
  const [error, setError] = useState<string | null>(null);
  const open = o.status === 'active' || o.status === 'paused';
  const unit = `${o.quote.symbol} per ${o.base.symbol}`;
  const [spent, received] = o.side === 'buy' ? [o.quote.symbol, o.base.symbol] : [o.base.symbol, o.quote.symbol];

  const act = async (action: Action) => {
    setBusy(action);
    setError(null);
    try {
      const run = action === 'pause' ? pause : action === 'resume' ? resume : cancel;
      await run(o.id).unwrap();
      toast.success(action === 'pause' ? 'Order paused' : action === 'resume' ? 'Order resumed' : 'Order cancelled');
    } catch (e) {
      setError(messageOf(e, TEXTS.anErrorOccurred));
    } finally {
      setBusy(null);
    }
  };

  return (
    <li className="space-y-3 rounded-xl border border-line bg-bg/40 p-4" aria-label={`${KIND_LABELS[o.kind]} order ${o.id}`} data-testid="bot-order">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold">
            {KIND_LABELS[o.kind]} · {sideText(o.side, o.base.symbol)}{' '}
            <span className={`ml-1 rounded-full border px-2 py-0.5 text-xs font-semibold ${STATUS_STYLE[o.status]}`} data-testid="order-status">
              {STATUS_LABELS[o.status]}
            </span>
          </p>
          <p className="text-sm text-muted">{planText(o)}</p>
          <p className="text-xs text-muted">
            From {walletLabel} · pool {o.base.symbol} / {o.quote.symbol} {shortenAddress(o.pool)} · slippage {o.slippage}%
          </p>
        </div>
        {open && (
          <div className="flex gap-2">
            {o.status === 'active' ? (
              <Button variant="secondary" disabled={busy !== null} onClick={() => void act('pause')}>
                {busy === 'pause' ? 'Pausing…' : 'Pause'}
              </Button>
            ) : (
              <Button variant="secondary" disabled={busy !== null} onClick={() => void act('resume')}>
                {busy === 'resume' ? 'Resuming…' : 'Resume'}
              </Button>
            )}
            <Button variant="danger" disabled={busy !== null} onClick={() => void act('cancel')}>
              {busy === 'cancel' ? 'Cancelling…' : 'Cancel'}
            </Button>
          </div>
        )}
      </div>

      {o.reason && o.reason.code !== 'completed' && (
        <p
          className={`text-sm ${o.status === 'paused' && o.reason.code !== 'paused-by-you' ? 'text-warn' : 'text-muted'}`}
          data-testid="order-reason"
        >
          {o.reason.message}
        </p>
      )}
      <FormError message={error} />

      <div>
        <div
          role="progressbar"
          aria-label="Progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(o.progress.percent)}
          className="h-2 overflow-hidden rounded-full bg-surface-2"
        >
          <div className="h-full rounded-full bg-accent transition-[width]" style={{ width: `${Math.min(100, o.progress.percent)}%` }} />
        </div>
        <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm tabular sm:grid-cols-4">
          <div>
            <dt className="text-xs text-muted">Fills</dt>
            <dd data-testid="order-fills">
              {o.progress.fills}
              {o.count !== null ? ` of ${o.count}` : ''}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-muted">Filled</dt>
            <dd data-testid="order-filled">
              {o.progress.spent} {spent} → {o.progress.received} {received}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-muted">Average price</dt>
            <dd data-testid="order-average">{o.averagePrice ? `${o.averagePrice} ${unit}` : '—'}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted">{o.kind === 'dca' || o.kind === 'twap' ? 'Next fill' : 'Next price check'}</dt>
            <dd data-testid="order-next">{o.nextFillAt ? whenText(o.nextFillAt) : '—'}</dd>
          </div>
        </dl>
      </div>

      {o.fills.length > 0 && <FillList order={o} />}
    </li>
  );
}

function FillList({ order: o }: { order: BotOrderView }) {
  const [spent, received] = o.side === 'buy' ? [o.quote.symbol, o.base.symbol] : [o.base.symbol, o.quote.symbol];
  return (
    <details open={o.status === 'active'}>
      <summary className="cursor-pointer text-sm text-muted">Fills ({o.fills.length})</summary>
      <div className="mt-2 overflow-x-auto">
        <table className="w-full text-left text-sm tabular [&_td]:px-1.5 [&_td]:py-0.5 [&_th]:px-1.5" aria-label="Fills">
          <thead className="text-muted">
            <tr>
              <th className="font-normal">#</th>
              <th className="font-normal">Status</th>
              <th className="text-right font-normal">Spent</th>
              <th className="text-right font-normal">Received</th>
              <th className="text-right font-normal">Price</th>
              <th className="font-normal">Transaction</th>
            </tr>
          </thead>
          <tbody>
            {o.fills.map((f) => (
              <tr key={f.index} data-testid="bot-fill">
                <td>{f.index + 1}</td>
                <td title={f.error ?? undefined}>
                  {f.status === 'landed'
                    ? `Landed ${f.landedAt ? whenText(f.landedAt) : ''}`
                    : f.status === 'sending'
                      ? 'Sending…'
                      : `Failed: ${f.error ?? ''}`}
                </td>
                <td className="text-right">
                  {f.spent} {spent}
                </td>
                <td className="text-right">{f.received ? `${f.received} ${received}` : '—'}</td>
                <td className="text-right">{f.price ?? '—'}</td>
                <td>
                  {f.signature ? (
                    <ExplorerLink
                      kind="tx"
                      id={f.signature}
                      net={{ cluster: o.cluster as Cluster }}
                      className="inline-flex items-center gap-1 font-mono text-accent hover:underline"
                    >
                      {shortenAddress(f.signature, 6)}
                      <ExternalLink className="size-3.5" aria-hidden />
                    </ExplorerLink>
                  ) : (
                    '—'
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
