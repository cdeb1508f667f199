/**
 * A field that wants a mint: the user's tokens to pick from (logo, name, balance)
 * and still a pasted address. The tokens come from the feature that shows it; shared UI never
 * calls the API itself.
 */
import { useId, useState, type Ref } from 'react';
import { formatAmount, shortenAddress, type WalletToken } from '@toolkit/shared';
import { cn } from './cn.ts';
import { inputClass } from './Field.tsx';
import { TokenLogo } from './TokenLogo.tsx';
import { FieldLabel } from './FieldLabel.tsx';
import { FieldMessage } from './FieldMessage.tsx';
import { messageTies } from './field-message-ties.ts';

export interface MintFieldProps {
  label: string;
  value: string;
  onChange(mint: string): void;
  /** The connected wallet's tokens with balances (empty when not connected). */
  tokens: readonly WalletToken[];
  error?: string | null;
  required?: boolean;
  placeholder?: string;
  id?: string;
  /** The input, for the form to focus when this field is wrong (`focusRef`). */
  ref?: Ref<HTMLInputElement>;
}

export function MintField({ label, value, onChange, tokens, error, required, placeholder = 'Token mint address', id: givenId, ref }: MintFieldProps) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const listId = `${id}-tokens`;
  const errorId = `${id}-error`;
  const [listing, setListing] = useState(false);
  const chosen = tokens.find((t) => t.mint === value.trim());
  const open = tokens.length > 0 && (listing || value.trim() === '');

  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      <div className="flex gap-2">
        <input
          ref={ref}
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder={placeholder}
          spellCheck={false}
          autoComplete="off"
          required={required}
          {...messageTies(errorId, error)}
          className={cn(inputClass, 'min-w-0 font-mono')}
        />
        {tokens.length > 0 && (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setListing((l) => !l)}
            className="shrink-0 rounded-xl border border-line px-3 text-sm font-semibold text-muted hover:border-accent/60 hover:text-fg"
          >
            Your tokens
          </button>
        )}
      </div>
      {chosen && !open && (
        <p className="flex items-center gap-2 text-xs text-muted">
          <TokenLogo mint={chosen.mint} symbol={chosen.symbol} />
          <span className="truncate">
            {chosen.name} ({chosen.symbol}) · balance <span className="tabular">{formatAmount(BigInt(chosen.balance), chosen.decimals)}</span>
          </span>
        </p>
      )}
      {open && (
        <ul
          id={listId}
          aria-label={`${label}: tokens in your wallet`}
          className="flex max-h-56 flex-col gap-1 overflow-y-auto rounded-xl border border-line bg-bg/40 p-1"
        >
          {tokens.map((t) => (
            <li key={t.mint}>
              <button
                type="button"
                onClick={() => {
                  onChange(t.mint);
                  setListing(false);
                }}
                className="flex w-full items-center gap-3 rounded-lg px-2 py-1.5 text-left hover:bg-surface-2"
              >
                <TokenLogo mint={t.mint} symbol={t.symbol} large />
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium">
                    {t.name} ({t.symbol})
                  </span>
                  <span className="block truncate font-mono text-xs text-muted">{shortenAddress(t.mint)}</span>
                </span>
                <span className="tabular shrink-0 text-sm text-muted">{formatAmount(BigInt(t.balance), t.decimals)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <FieldMessage id={errorId} message={error} />
    </div>
  );
}
