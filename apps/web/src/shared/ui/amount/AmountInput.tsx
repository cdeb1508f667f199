/**
 * The one amount input: keeps the text exactly as typed, says at once why a value
 * cannot be used ("1,5", too many decimals, more than the balance), shows large amounts with
 * thousands separators, and offers Max / Half from the real balance (Max keeps `reserve` back for
 * fees). The form receives the canonical decimal text when the reading is good, else the raw text,
 * so a form schema refuses it too.
 */
import { useId, useState, type ReactNode, type Ref } from 'react';
import { cn } from '../cn.ts';
import { inputClass } from '../Field.tsx';
import { fractionOf, groupThousands, readAmount, showGrouped } from './read-amount.ts';
import { formatAmount } from '@toolkit/shared';
import { FieldLabel } from '../FieldLabel.tsx';
import { FieldMessage } from '../FieldMessage.tsx';
import { messageTies } from '../field-message-ties.ts';

export type AmountInputProps = {
  value: string;
  onChange: (text: string) => void;
  /** The token's decimals; undefined while no token is chosen. */
  decimals?: number;
  symbol?: string;
  /** A visible label; without it pass `aria-label`. */
  label?: string;
  'aria-label'?: string;
  id?: string;
  /** The input, for the form to focus when this field is wrong (`focusRef`). */
  ref?: Ref<HTMLInputElement>;
  required?: boolean;
  placeholder?: string;
  hint?: ReactNode;
  /** The form's own message about this field, shown when the text itself reads fine. */
  error?: string | null;
  /** The wallet's balance in base units: enables Max / Half and refuses more than it. */
  balance?: bigint | string;
  /** Base units Max keeps back (SOL for fees). */
  reserve?: bigint;
  /** Max / Half buttons (needs `balance`). */
  fractions?: boolean;
  /** The wrapper's classes; add `min-w-0` where it must shrink inside a flex row or grid cell. */
  className?: string;
  inputClassName?: string;
  disabled?: boolean;
  /** Shown beside the input (a feature's own share buttons). */
  children?: ReactNode;
};

const chipClass = 'rounded-md bg-surface-2 px-2 py-0.5 text-xs font-semibold text-muted hover:text-fg disabled:opacity-40';

export function AmountInput({
  value,
  onChange,
  decimals,
  symbol,
  label,
  id: givenId,
  hint,
  error,
  balance,
  reserve = 0n,
  fractions = false,
  className,
  inputClassName,
  children,
  ...input
}: AmountInputProps) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const messageId = `${id}-message`;
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  const reading = readAmount(text, decimals, symbol);
  const emitted = reading.kind === 'ok' ? reading.canonical : text;
  // A value set from outside (Max, flip, a reset after sending) replaces the text; our own echo does not.
  if (value !== seen) {
    setSeen(value);
    if (value !== emitted) setText(value);
  }

  const held = balance === undefined ? undefined : BigInt(balance);
  const overBalance = reading.kind === 'ok' && held !== undefined && decimals !== undefined && reading.base > held;
  const message =
    reading.kind === 'invalid'
      ? reading.message
      : overBalance
        ? `More than your balance of ${showGrouped(held!, decimals!)}${symbol ? ` ${symbol}` : ''}`
        : (error ?? null);
  // The reading, grouped, whenever grouping or a comma could leave a doubt about what was understood.
  const interpretation =
    reading.kind === 'ok' && (text.includes(',') || (reading.canonical.split('.')[0] ?? '').length > 3)
      ? `${groupThousands(reading.canonical)}${symbol ? ` ${symbol}` : ''}`
      : null;

  function accept(next: string) {
    setText(next);
    const r = readAmount(next, decimals, symbol);
    const out = r.kind === 'ok' ? r.canonical : next;
    setSeen(out);
    onChange(out);
  }

  function pick(part: 'max' | 'half') {
    if (held === undefined || decimals === undefined) return;
    accept(formatAmount(fractionOf(held, part, reserve), decimals));
  }

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      {label && (
        <FieldLabel htmlFor={id} required={input.required}>
          {label}
        </FieldLabel>
      )}
      <div className="flex min-w-0 items-center gap-2">
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={text}
          onChange={(e) => accept(e.target.value)}
          {...messageTies(messageId, message)}
          className={inputClassName ?? cn(inputClass, 'tabular')}
          {...input}
        />
        {fractions && held !== undefined && (
          <>
            <button type="button" className={chipClass} onClick={() => pick('half')} disabled={input.disabled}>
              Half
            </button>
            <button type="button" className={chipClass} onClick={() => pick('max')} disabled={input.disabled}>
              Max
            </button>
          </>
        )}
        {children}
      </div>
      <FieldMessage id={messageId} message={message} />
      {interpretation && <p className="tabular text-xs text-muted">= {interpretation}</p>}
      {hint && <div className="text-xs text-muted">{hint}</div>}
    </div>
  );
}
