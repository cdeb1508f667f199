import { cn } from './cn.ts';

export interface SegmentedOption<T extends string> {
  value: T;
  label: string;
}

/** A segmented choice: a radio group whose accessible name is its label. */
export function Segmented<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: SegmentedOption<NoInfer<T>>[];
  onChange(v: NoInfer<T>): void;
}) {
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-fg/90">{label}</legend>
      <div className="flex flex-wrap gap-1 rounded-xl border border-line bg-bg/60 p-1" role="radiogroup" aria-label={label}>
        {options.map((o) => (
          <button
            key={o.value}
            type="button"
            role="radio"
            aria-checked={value === o.value}
            onClick={() => onChange(o.value)}
            className={cn(
              'flex-1 rounded-lg px-3 py-1.5 text-sm font-medium transition-colors',
              value === o.value ? 'bg-accent text-accent-fg' : 'text-muted hover:text-fg',
            )}
          >
            {o.label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
