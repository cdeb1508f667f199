/**
 * The token picker modal (spec 2 "Modals"): search, popular tokens, the wallet's tokens with
 * balances, and an add-token form that looks a mint up (tokens added that way are remembered in
 * this browser). Opens in From or To mode. The data comes from the feature that opens it
 * (`popular`, `walletTokens`, `lookUpToken`): shared UI never calls the API itself.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { Loader2, Plus, Search, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { formatAmount, shortenAddress, TEXTS, type WalletToken } from '@toolkit/shared';
import { browserStorage, messageOf } from '../api/index.ts';
import { useWalletSession } from '../session/index.ts';
import { Button } from './Button.tsx';
import { TokenLogo } from './TokenLogo.tsx';

export interface PickerToken {
  mint: string;
  symbol: string;
  name: string;
  decimals: number;
  program?: string;
  /** Base units, when the wallet holds it. */
  balance?: string;
}

const CUSTOM_KEY = 'customTokens';

function readCustom(): PickerToken[] {
  try {
    const list = JSON.parse(browserStorage().getItem(CUSTOM_KEY) ?? '[]') as PickerToken[];
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
}

export function TokenPicker({
  open,
  onOpenChange,
  mode,
  onSelect,
  exclude,
  popular,
  walletTokens,
  loading,
  lookUpToken,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  mode: 'from' | 'to';
  onSelect(token: PickerToken): void;
  exclude?: string;
  /** Tokens to offer first (e.g. the ones with pools, SOL among them). */
  popular: PickerToken[];
  /** The connected wallet's tokens with balances (empty when not connected). */
  walletTokens: WalletToken[];
  loading: boolean;
  /** The token at a mint address; rejects with the reason when there is none. */
  lookUpToken(mint: string): Promise<PickerToken>;
}) {
  const session = useWalletSession();
  const [search, setSearch] = useState('');
  const [custom, setCustom] = useState<PickerToken[]>(readCustom);
  const [adding, setAdding] = useState(false);
  const [newMint, setNewMint] = useState('');
  const [addError, setAddError] = useState<string | null>(null);

  const balances = useMemo(() => new Map(walletTokens.map((t) => [t.mint, t.balance])), [walletTokens]);
  const q = search.trim().toLowerCase();
  const matches = (t: PickerToken) =>
    t.mint !== exclude && (!q || t.symbol.toLowerCase().includes(q) || t.name.toLowerCase().includes(q) || t.mint.toLowerCase() === q);
  const popularShown = popular.filter(matches);
  const yours = [...walletTokens, ...custom.filter((c) => !walletTokens.some((w) => w.mint === c.mint))].filter(matches);

  const choose = (t: PickerToken) => {
    onSelect({ ...t, balance: balances.get(t.mint) ?? t.balance });
    onOpenChange(false);
    setSearch('');
  };

  async function addToken() {
    setAddError(null);
    setAdding(true);
    try {
      const token = await lookUpToken(newMint.trim());
      const next = [token, ...custom.filter((c) => c.mint !== token.mint)].slice(0, 50);
      setCustom(next);
      browserStorage().setItem(CUSTOM_KEY, JSON.stringify(next));
      setNewMint('');
      choose(token);
    } catch (e) {
      setAddError(messageOf(e, TEXTS.tokenNotFound));
    } finally {
      setAdding(false);
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/70 backdrop-blur-sm" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 flex max-h-[85dvh] w-[min(94vw,460px)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl border border-line bg-surface p-5 shadow-2xl">
          <div className="mb-4 flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold">
              {mode === 'from' ? 'Select a token to pay with' : 'Select a token to receive'}
            </Dialog.Title>
            <Dialog.Description className="sr-only">Search by name, symbol or mint address</Dialog.Description>
            <Dialog.Close className="rounded-lg p-1 text-muted hover:bg-surface-2 hover:text-fg" aria-label="Close">
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </div>
          <label className="relative mb-4 block">
            <span className="sr-only">Search tokens</span>
            <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted" aria-hidden />
            <input
              autoFocus
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder="Search name, symbol or address"
              className="w-full rounded-xl border border-line bg-bg/60 py-2.5 pl-9 pr-3 text-sm outline-none focus:border-accent/70"
            />
          </label>
          <section aria-label="Popular tokens" className="mb-4">
            <h3 className="mb-2 text-xs font-medium uppercase tracking-wide text-muted">Popular tokens</h3>
            <div className="flex flex-wrap gap-2">
              {popularShown.map((t) => (
                <button
                  key={t.mint}
                  type="button"
                  onClick={() => choose(t)}
                  className="inline-flex items-center gap-1.5 rounded-full border border-line bg-surface-2 px-3 py-1.5 text-sm font-medium hover:border-accent/60"
                >
                  <TokenLogo mint={t.mint} symbol={t.symbol} />
                  {t.symbol}
                </button>
              ))}
            </div>
          </section>
          <section aria-label="Your tokens" className="min-h-0 flex-1 overflow-y-auto">
            <h3 className="mb-2 flex items-center gap-2 text-xs font-medium uppercase tracking-wide text-muted">
              Your tokens {loading && <Loader2 className="size-3 animate-spin" aria-hidden />}
            </h3>
            {yours.length === 0 && !loading && (
              <p className="py-3 text-sm text-muted">{session.connected ? 'No tokens match.' : 'Connect your wallet to see its tokens.'}</p>
            )}
            <ul className="flex flex-col gap-1">
              {yours.map((t) => (
                <li key={t.mint}>
                  <button
                    type="button"
                    onClick={() => choose(t)}
                    aria-label={`${t.symbol} ${t.name}`}
                    className="flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-left hover:bg-surface-2"
                  >
                    <TokenLogo mint={t.mint} symbol={t.symbol} large />
                    <span className="min-w-0 flex-1">
                      <span className="block font-medium">{t.symbol}</span>
                      <span className="block truncate text-xs text-muted">
                        {t.name} · {shortenAddress(t.mint)}
                      </span>
                    </span>
                    {t.balance !== undefined && <span className="tabular text-sm text-muted">{formatAmount(BigInt(t.balance), t.decimals)}</span>}
                  </button>
                </li>
              ))}
            </ul>
          </section>
          <form
            className="mt-4 border-t border-line pt-4"
            onSubmit={(e) => {
              e.preventDefault();
              if (newMint.trim()) void addToken();
            }}
          >
            <label htmlFor="token-picker-add" className="mb-1.5 block text-xs font-medium uppercase tracking-wide text-muted">
              Add a token by mint address
            </label>
            <div className="flex gap-2">
              <input
                id="token-picker-add"
                value={newMint}
                onChange={(e) => setNewMint(e.target.value)}
                placeholder="Mint address"
                className="min-w-0 flex-1 rounded-xl border border-line bg-bg/60 px-3 py-2 font-mono text-xs outline-none focus:border-accent/70"
              />
              <Button type="submit" variant="secondary" disabled={adding || !newMint.trim()} aria-busy={adding}>
                {adding ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <Plus className="size-4" aria-hidden />}
                Add Token
              </Button>
            </div>
            {addError && (
              <p role="alert" className="mt-2 text-xs text-danger">
                {addError}
              </p>
            )}
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
