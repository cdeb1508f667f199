import { useId, type SelectHTMLAttributes } from 'react';
import { inputClass } from './Field.tsx';
import { cn } from './cn.ts';

/** A labelled native select. */
export function Select({ label, className, children, ...rest }: SelectHTMLAttributes<HTMLSelectElement> & { label: string }) {
  const id = useId();
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-fg/90">
        {label}
      </label>
      <select id={id} className={cn(inputClass, 'tabular appearance-none')} {...rest}>
        {children}
      </select>
    </div>
  );
}
