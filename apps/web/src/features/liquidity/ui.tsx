/** Small pieces the liquidity pages share. */
import { ChevronDown } from 'lucide-react';
import { useId, type ReactNode, type Ref } from 'react';
import { shortenAddress } from '@toolkit/shared';
import { FieldMessage, messageTies, TokenLogo, TransactionLink, type PickerToken } from '../../shared/ui/index.ts';

export function TokenSelect({
  label,
  token,
  onClick,
  error,
  ref,
}: {
  label: string;
  token: PickerToken | null;
  onClick(): void;
  /** Why the choice is missing or wrong, shown under it. */
  error?: string | null;
  /** The button, for the form to focus when this choice is wrong (`focusRef`). */
  ref?: Ref<HTMLButtonElement>;
}) {
  const errorId = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-medium text-fg/90">
        {label}
        <span className="ml-0.5 text-danger" aria-hidden>
          *
        </span>
      </span>
      <button
        ref={ref}
        type="button"
        onClick={onClick}
        aria-label={`${label}: ${token?.symbol ?? 'select a token'}`}
        {...messageTies(errorId, error)}
        className="flex items-center gap-2 rounded-xl border border-line bg-bg/60 px-3.5 py-2.5 text-left text-sm hover:border-accent/60"
      >
        {token ? <TokenLogo mint={token.mint} symbol={token.symbol} /> : null}
        <span className="flex-1 font-medium">{token ? token.symbol : 'Select a token'}</span>
        {token && <span className="font-mono text-xs text-muted">{shortenAddress(token.mint)}</span>}
        <ChevronDown className="size-4 text-muted" aria-hidden />
      </button>
      <FieldMessage id={errorId} message={error} />
    </div>
  );
}

export function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="rounded-xl border border-line bg-bg/40 px-3.5 py-3">
      <div className="text-xs text-muted">{label}</div>
      <div className="tabular mt-1 truncate text-sm font-semibold">{value}</div>
    </div>
  );
}

/** The pool screens' "View transaction": smaller, a little below what it follows. */
export function TxLink({ signature }: { signature: string }) {
  return <TransactionLink signature={signature} className="mt-1 inline-flex items-center gap-1 text-xs underline" />;
}
