/** One side of the swap panel (From or To): the token button, the balance, and the amount. */
import { ChartCandlestick, ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { NATIVE_MINT } from '@toolkit/shared';
import { TokenLogo, TokenLink, type PickerToken } from '../../shared/ui/index.ts';
import { show } from '../liquidity/index.ts';

export function SwapSide({
  label,
  token,
  balance,
  onPick,
  actions,
  children,
}: {
  label: string;
  token: PickerToken | null;
  balance?: string;
  onPick(): void;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="rounded-2xl border border-line bg-surface-2/70 p-4" role="group" aria-label={label}>
      <div className="mb-2 flex items-center justify-between text-xs text-muted">
        <span className="font-medium uppercase tracking-wide">{label}</span>
        <span className="flex items-center gap-2">
          <span className="tabular">Balance: {token && balance !== undefined ? show(balance, token.decimals) : '0'}</span>
          {actions}
        </span>
      </div>
      <div className="flex items-center gap-3">
        <button
          type="button"
          onClick={onPick}
          aria-label={`${label} token: ${token?.symbol ?? 'select'}`}
          className="inline-flex shrink-0 items-center gap-2 rounded-xl border border-line bg-surface px-3 py-2 text-sm font-semibold hover:border-accent/60"
        >
          {token ? <TokenLogo mint={token.mint} symbol={token.symbol} /> : null}
          {token?.symbol ?? 'Select'}
          <ChevronDown className="size-4 text-muted" aria-hidden />
        </button>
        {token && token.mint !== NATIVE_MINT && (
          <TokenLink mint={token.mint} label={`${token.symbol} trading page`} className="shrink-0 text-muted">
            <ChartCandlestick className="size-4" aria-hidden />
          </TokenLink>
        )}
        {children}
      </div>
    </div>
  );
}
