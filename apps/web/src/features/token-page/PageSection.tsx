/** A titled part of the token page: its heading names the section for assistive technology too. */
import type { ReactNode } from 'react';

export function PageSection({ id, title, className, children }: { id: string; title: ReactNode; className?: string; children: ReactNode }) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
