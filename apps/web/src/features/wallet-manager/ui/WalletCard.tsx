import { ChevronDown, ExternalLink } from 'lucide-react';
import { NATIVE_MINT, shortenAddress, type WalletBalance, type WalletTokenBalance } from '@toolkit/shared';
import { CopyButton, cn, ExplorerLink, TokenLink } from '../../../shared/ui/index.ts';
import { shortFigure } from '../lib/amounts.ts';

export function TokenList({ tokens }: { tokens: WalletTokenBalance[] }) {
  if (tokens.length === 0) return <p className="text-sm text-muted">No balances yet.</p>;
  return (
    <ul className="divide-y divide-line/60">
      {tokens.map((t) => (
        <li key={t.tokenInfo.mint} className="flex items-center justify-between gap-3 py-2 text-sm">
          <span className="min-w-0 truncate">
            <TokenLink mint={t.tokenInfo.mint} className="font-medium">
              {t.tokenInfo.symbol}
            </TokenLink>
            <span className="ml-2 text-muted">{t.tokenInfo.name}</span>
          </span>
          <span className="tabular font-mono" title={t.balance}>
            {shortFigure(t.balance)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** One wallet: number, address (copy, explorer), SOL at a glance, and a dropdown of every token. */
export function WalletCard({
  wallet,
  label,
  open,
  onToggle,
  highlight = false,
}: {
  wallet: WalletBalance;
  label: string;
  open: boolean;
  onToggle(): void;
  highlight?: boolean;
}) {
  const sol = wallet.tokens.find((t) => t.tokenInfo.mint === NATIVE_MINT);
  const others = wallet.tokens.length - (sol ? 1 : 0);
  return (
    <article
      aria-label={`${label} ${wallet.address}`}
      className={cn(
        'rounded-2xl border bg-surface/90 p-4 shadow-lg shadow-black/20 transition-colors',
        highlight ? 'border-accent/50' : 'border-line hover:border-line/80',
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <span className={cn('rounded-lg px-2 py-0.5 text-xs font-semibold', highlight ? 'bg-accent/15 text-accent' : 'bg-surface-2 text-muted')}>
          {label}
        </span>
        <div className="flex items-center gap-1">
          <span className="font-mono text-sm tabular" title={wallet.address}>
            {shortenAddress(wallet.address)}
          </span>
          <CopyButton value={wallet.address} label={`Copy address of ${label}`} className="size-7 rounded-lg border-0 bg-transparent" />
          <ExplorerLink
            kind="address"
            id={wallet.address}
            aria-label={`${label} in the explorer`}
            className="inline-flex size-7 items-center justify-center rounded-lg text-muted hover:text-fg"
          >
            <ExternalLink className="size-3.5" aria-hidden />
          </ExplorerLink>
        </div>
      </div>
      <div className="mt-3 flex items-end justify-between">
        <p className="text-xl font-semibold tabular" title={sol?.balance}>
          {shortFigure(sol?.balance ?? '0')} <span className="text-sm font-medium text-muted">SOL</span>
        </p>
        <button
          type="button"
          onClick={onToggle}
          aria-expanded={open}
          aria-label={`Tokens of ${label}`}
          className="inline-flex items-center gap-1 rounded-lg px-2 py-1 text-xs text-muted hover:bg-surface-2 hover:text-fg"
        >
          {others > 0 ? `+${others} token${others > 1 ? 's' : ''}` : 'Tokens'}
          <ChevronDown className={cn('size-3.5 transition-transform', open && 'rotate-180')} aria-hidden />
        </button>
      </div>
      {open && (
        <div className="mt-3 rounded-xl border border-line bg-bg/50 px-3">
          <TokenList tokens={wallet.tokens} />
        </div>
      )}
    </article>
  );
}
