import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { cn } from './cn.ts';
import { FieldLabel } from './FieldLabel.tsx';
import { FieldMessage } from './FieldMessage.tsx';
import { messageTies } from './field-message-ties.ts';

/** The look of every text input, select and textarea in a form. */
export const inputClass =
  'w-full rounded-xl border border-line bg-bg/60 px-3.5 py-2.5 text-sm text-fg placeholder:text-muted/60 outline-none transition-colors focus:border-accent/70 disabled:opacity-60';

export type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  hint?: ReactNode;
  /** A message about this input's value; marks the input invalid and is read with it. */
  error?: string | null;
  /** Monospaced text (addresses, keys). */
  mono?: boolean;
  /** Digits of equal width (amounts, counts). */
  tabular?: boolean;
  /** Shown beside the input, e.g. a 'Max' button. */
  children?: ReactNode;
};

/** A labelled input; `required` shows the spec's required mark (hidden from the accessible name). */
export function Field({ label, hint, error, mono, tabular, required, className, children, ...input }: FieldProps) {
  const ownId = useId();
  const id = input.id ?? ownId;
  const errorId = `${id}-error`;
  const control = (
    <input
      id={id}
      required={required}
      {...messageTies(errorId, error)}
      className={cn(inputClass, mono && 'font-mono', tabular && 'tabular')}
      {...input}
    />
  );
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      {children ? (
        <div className="flex gap-2">
          {control}
          {children}
        </div>
      ) : (
        control
      )}
      {hint && <p className="text-xs text-muted">{hint}</p>}
      <FieldMessage id={errorId} message={error} />
    </div>
  );
}

export function TextArea({
  label,
  error,
  className,
  ...rest
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string | null }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <textarea id={id} rows={3} {...messageTies(errorId, error)} className={cn(inputClass, 'resize-y')} {...rest} />
      <FieldMessage id={errorId} message={error} />
    </div>
  );
}
