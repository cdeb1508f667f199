import { useId, type ReactNode } from 'react';

/** A switch with its label and, on the right, what it costs. */
export function Toggle({
  label,
  checked,
  onChange,
  price,
  description,
}: {
  label: string;
  checked: boolean;
  onChange(v: boolean): void;
  price?: string;
  description?: ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4 rounded-xl border border-line bg-surface-2/60 px-4 py-3">
      <div>
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        {description && <p className="text-xs text-muted">{description}</p>}
      </div>
      <div className="flex items-center gap-3">
        {price && <span className="whitespace-nowrap text-xs font-medium tabular text-muted">{price}</span>}
        <button
          id={id}
          type="button"
          role="switch"
          aria-checked={checked}
          onClick={() => onChange(!checked)}
          className={`relative h-6 w-11 shrink-0 rounded-full transition-colors ${checked ? 'bg-accent' : 'bg-line'}`}
        >
          <span
            className={`absolute left-0.5 top-0.5 size-5 rounded-full bg-white shadow transition-transform ${checked ? 'translate-x-5' : 'translate-x-0'}`}
          />
        </button>
      </div>
    </div>
  );
}
