import type { ReactNode } from 'react';
import { Card } from './Card.tsx';
import { PageHeader } from './PageHeader.tsx';

/**
 * A page whose feature is not built yet: its title, a plain "Coming soon", and what
 * it will do. No button that does nothing, no internal wording.
 */
export interface PendingFeatureProps {
  title: string;
  subtitle?: ReactNode;
  /** What the page will let the user do. */
  summary: ReactNode;
  children?: ReactNode;
}

export function PendingFeature({ title, subtitle, summary, children }: PendingFeatureProps) {
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-3xl">
      <PageHeader title={title} subtitle={subtitle} />
      <Card className="space-y-6">
        <p className="inline-flex rounded-full border border-accent/50 bg-accent/10 px-3 py-1 text-sm font-semibold text-accent" role="note">
          Coming soon
        </p>
        <div className="space-y-3 leading-relaxed text-muted">{summary}</div>
        {children}
      </Card>
    </section>
  );
}
