import type { ReactNode } from 'react';

/**
 * What a transfer dialog will move in all, before the user approves it: the wallets it counts and
 * the amount on one line, what it costs in fees under it.
 */
export function TransferTotal({ label, amount, children }: { label: ReactNode; amount: ReactNode; children: ReactNode }) {
  return (
    <section aria-label="Total" className="rounded-xl border border-line bg-bg/40 px-4 py-3 text-sm">
      <div className="flex justify-between gap-3">
        <span className="text-muted">{label}</span>
        <span className="tabular text-right">{amount}</span>
      </div>
      {children}
    </section>
  );
}
