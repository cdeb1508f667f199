import type { TransactionProgress } from '../../../shared/transactions/index.ts';

/** Bulk work: signed, sent and confirmed transactions as a bar and in words. */
export function TransactionProgressBar({ progress, label }: { progress: TransactionProgress; label: string }) {
  const done = progress.confirmed + progress.failed;
  const pct = progress.total ? Math.round((done / progress.total) * 100) : 0;
  return (
    <div className="space-y-2" aria-live="polite">
      <div className="flex items-center justify-between text-sm">
        <span className="font-medium">{label}</span>
        <span className="tabular text-muted">{pct}%</span>
      </div>
      <div
        className="h-2.5 overflow-hidden rounded-full bg-surface-2"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={progress.total}
        aria-valuenow={done}
      >
        <div className="h-full rounded-full bg-accent transition-[width] duration-300" style={{ width: `${pct}%` }} />
      </div>
      <p className="tabular text-xs text-muted">
        Signed {progress.signed}/{progress.total} · Sent {progress.sent}/{progress.total} · Confirmed {progress.confirmed}/{progress.total}
        {progress.failed ? ` · Failed ${progress.failed}` : ''}
      </p>
    </div>
  );
}

/** Work the server does in one go (withdrawals, generation): a moving bar. */
export function BusyBar({ label }: { label: string }) {
  return (
    <div className="space-y-2" aria-live="polite">
      <p className="text-sm font-medium">{label}</p>
      <div className="h-2.5 overflow-hidden rounded-full bg-surface-2" role="progressbar" aria-label={label}>
        <div className="h-full w-1/3 animate-[wm-slide_1.2s_ease-in-out_infinite] rounded-full bg-accent" />
      </div>
      <style>{'@keyframes wm-slide{0%{transform:translateX(-100%)}100%{transform:translateX(300%)}}'}</style>
    </div>
  );
}
