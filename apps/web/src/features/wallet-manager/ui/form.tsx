import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { cn } from '../../../shared/ui/index.ts';

export const inputClass =
  'w-full rounded-xl border border-line bg-bg/60 px-3.5 py-2.5 text-sm text-fg tabular placeholder:text-muted/60 outline-none transition-colors focus:border-accent/70 disabled:opacity-60';

export function Field({ label, hint, className, children, ...input }: InputHTMLAttributes<HTMLInputElement> & { label: string; hint?: ReactNode; children?: ReactNode }) {
  const id = useId();
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-fg/90">
        {label}
      </label>
      <div className="flex gap-2">
        <input id={id} className={inputClass} {...input} />
        {children}
      </div>
      {hint && <p className="text-xs text-muted">{hint}</p>}
    </div>
  );
}

export function Select({ label, className, children, ...rest }: SelectHTMLAttributes<HTMLSelectElement> & { label: string }) {
  const id = useId();
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-fg/90">
        {label}
      </label>
      <select id={id} className={cn(inputClass, 'appearance-none')} {...rest}>
        {children}
      </select>
    </div>
  );
}

/** A segmented choice (radio group) with an accessible name. */
export function Segmented<T extends string>({ label, value, options, onChange }: { label: string; value: T; options: { value: NoInfer<T>; label: string }[]; onChange(v: NoInfer<T>): void }) {
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

export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-xl border border-danger/40 bg-danger/10 px-3 py-2 text-sm text-danger">
      {message}
    </p>
  );
}
