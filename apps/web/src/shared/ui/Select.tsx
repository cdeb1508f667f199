import { useId, type SelectHTMLAttributes } from 'react';
import { inputClass } from './Field.tsx';
import { cn } from './cn.ts';
import { FieldLabel } from './FieldLabel.tsx';
import { FieldMessage } from './FieldMessage.tsx';
import { messageTies } from './field-message-ties.ts';

/** A labelled native select, with what is wrong with it under it. */
export function Select({
  label,
  error,
  className,
  children,
  ...rest
}: SelectHTMLAttributes<HTMLSelectElement> & { label: string; error?: string | null }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <select id={id} {...messageTies(errorId, error)} className={cn(inputClass, 'tabular appearance-none')} {...rest}>
        {children}
      </select>
      <FieldMessage id={errorId} message={error} />
    </div>
  );
}
