import type { ReactNode } from 'react';
import { Card } from './Card.tsx';
import { ActionButton } from './ActionButton.tsx';
import { PageHeader } from './PageHeader.tsx';
import { useWalletSession } from '../session/index.ts';

/**
 * A page whose working content arrives with its own issue: the title, what it will do, and the
 * action button in its connect-wallet state. It says plainly that the feature is not here yet.
 */
export interface PendingFeatureProps {
  title: string;
  subtitle?: ReactNode;
  /** What the page will let the user do. */
  summary: ReactNode;
  actionLabel: string;
  connectLabel?: string;
  children?: ReactNode;
}

export function PendingFeature({ title, subtitle, summary, actionLabel, connectLabel, children }: PendingFeatureProps) {
  const { connected } = useWalletSession();
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-3xl">
      <PageHeader title={title} subtitle={subtitle} />
      <Card className="space-y-6">
        <div className="space-y-3 text-muted leading-relaxed">{summary}</div>
        {children}
        <p className="rounded-xl border border-line bg-surface-2 px-4 py-3 text-sm text-muted" role="note">
          This feature arrives with its own issue; the form and its transactions are not available yet.
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <ActionButton label={actionLabel} connectLabel={connectLabel} disabled={connected} className="min-w-44" />
          {connected && <span className="text-sm text-muted">Not available yet.</span>}
        </div>
      </Card>
    </section>
  );
}
