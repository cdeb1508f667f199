import { CheckCircle2, ExternalLink, XCircle } from 'lucide-react';
import { shortenAddress } from '@toolkit/shared';
import { Button, ExplorerLink } from '../../../shared/ui/index.ts';

export interface TransferOutcome {
  /** Wallets (by label) whose transfer landed, and the ones that failed with why. */
  done: number;
  failed: { label: string; address: string; message: string }[];
  signatures: string[];
}

/** The final summary of bulk work: what landed, links, and which wallets failed (retryable). */
export function TransferSummary({ outcome, noun, onRetry, onClose }: { outcome: TransferOutcome; noun: string; onRetry?(): void; onClose(): void }) {
  return (
    <div className="space-y-4" role="status">
      <div className="flex items-center gap-3 rounded-xl border border-line bg-surface-2 p-4">
        {outcome.failed.length === 0 ? <CheckCircle2 className="size-6 text-ok" aria-hidden /> : <XCircle className="size-6 text-warn" aria-hidden />}
        <div>
          <p className="font-semibold">
            {outcome.done} {noun} done{outcome.failed.length ? `, ${outcome.failed.length} failed` : ''}
          </p>
          <p className="text-sm text-muted">
            {outcome.signatures.length} transaction{outcome.signatures.length === 1 ? '' : 's'} confirmed
          </p>
        </div>
      </div>
      {outcome.signatures.length > 0 && (
        <ul className="flex max-h-28 flex-wrap gap-2 overflow-y-auto text-xs">
          {outcome.signatures.map((s) => (
            <li key={s}>
              <ExplorerLink
                kind="tx"
                id={s}
                className="inline-flex items-center gap-1 rounded-lg border border-line px-2 py-1 font-mono hover:border-accent/60"
              >
                {shortenAddress(s)} <ExternalLink className="size-3" aria-hidden />
              </ExplorerLink>
            </li>
          ))}
        </ul>
      )}
      {outcome.failed.length > 0 && (
        <div className="space-y-2">
          <p className="text-sm font-medium text-warn">Failed wallets</p>
          <ul className="max-h-36 space-y-1 overflow-y-auto text-sm" aria-label="Failed wallets">
            {outcome.failed.map((f) => (
              <li key={f.address} className="flex justify-between gap-3 rounded-lg bg-surface-2 px-3 py-1.5">
                <span>
                  {f.label} <span className="font-mono text-muted">{shortenAddress(f.address)}</span>
                </span>
                <span className="truncate text-xs text-muted" title={f.message}>
                  {f.message}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="flex justify-end gap-2">
        {outcome.failed.length > 0 && onRetry && (
          <Button variant="secondary" onClick={onRetry}>
            Retry failed
          </Button>
        )}
        <Button onClick={onClose}>Done</Button>
      </div>
    </div>
  );
}
