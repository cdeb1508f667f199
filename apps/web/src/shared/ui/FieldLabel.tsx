/** A form field's label; `required` adds the spec's required mark, hidden from the accessible name. */
import type { ReactNode } from 'react';

export function FieldLabel({ htmlFor, required, children }: { htmlFor: string; required?: boolean; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="text-sm font-medium text-fg/90">
      {children}
      {required && (
        <span className="ml-0.5 text-danger" aria-hidden>
          *
        </span>
      )}
    </label>
  );
}
