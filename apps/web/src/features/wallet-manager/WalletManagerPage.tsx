import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSelector } from 'react-redux';
import { ArrowDownToLine, Plus, RefreshCw, Search, Send, Wallet } from 'lucide-react';
import { toast } from 'sonner';
import { LIMITS, TEXTS } from '@toolkit/shared';
import { shortFigure } from './lib/amounts.ts';
import { messageOf } from '../../shared/api/index.ts';
import { useWalletSession } from '../../shared/session/index.ts';
import { ActionButton, AddressChip, Button, Card, PageHeader, SkeletonBlock, cn } from '../../shared/ui/index.ts';
import { useWalletListQuery } from './api.ts';
import { GenerateWalletsModal } from './modals/GenerateWalletsModal.tsx';
import { FundModal } from './modals/FundModal.tsx';
import { WithdrawModal } from './modals/WithdrawModal.tsx';
import { useWalletBalances } from './state/use-wallet-balances.ts';
import { WalletCard } from './ui/WalletCard.tsx';

type Dialog = 'generate' | 'fund' | 'withdraw' | null;

/** The signed-in user's id, read structurally so this feature does not import the wallet feature. */
const selectUserId = (s: { wallet: { user: { _id: string } | null } }) => s.wallet.user?._id ?? null;

export function WalletManagerPage() {
  const session = useWalletSession();
  const userId = useSelector(selectUserId);
  const owner = session.connected ? session.walletAddress : null;
  const { state, loadAll, loadUserWallet, refreshSpecific, clear } = useWalletBalances(owner);
  const walletList = useWalletListQuery(undefined, { skip: !owner || !userId });
  const list = owner && userId && !walletList.isError ? walletList.data : undefined;
  const [search, setSearch] = useState('');
  const [openCard, setOpenCard] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [refreshing, setRefreshing] = useState(false);

  useEffect(() => {
    if (!owner || !userId) {
      clear();
      return;
    }
    void loadAll(false).catch((e) => toast.error(messageOf(e, TEXTS.anErrorOccurred)));
    void loadUserWallet(false);
  }, [owner, userId, clear, loadAll, loadUserWallet]);

  const fetchBalance = async () => {
    setRefreshing(true);
    try {
      const [data] = await Promise.all([loadAll(true), loadUserWallet(true), ...(userId ? [walletList.refetch()] : [])]);
      if (data) toast.success(TEXTS.balancesFetched(data.otherWallets.length + (data.adminWallet ? 1 : 0)));
    } catch (e) {
      toast.error(messageOf(e, TEXTS.anErrorOccurred));
    } finally {
      setRefreshing(false);
    }
  };

  const afterTransfer = useCallback(
    (addresses: string[]) => {
      const mine = addresses.filter((a) => a !== owner);
      void refreshSpecific(mine).catch(() => undefined);
      void loadUserWallet(true);
    },
    [loadUserWallet, owner, refreshSpecific],
  );

  // The wallet list refreshes by its cache tag; the balances state loads the new wallets.
  const afterGenerate = useCallback(() => {
    void loadAll(true).catch(() => undefined);
  }, [loadAll]);

  const others = state.otherWallets;
  const filtered = useMemo(() => {
    const q = search.trim().toLowerCase();
    return q ? others.filter((w) => w.address.toLowerCase().includes(q)) : others;
  }, [others, search]);
  const count = list?.count ?? state.count;
  const remaining = list?.remaining ?? LIMITS.generatedWallets - count;
  const toggle = (address: string) => setOpenCard((current) => (current === address ? null : address));
  const userTokens = state.userWalletBalance?.tokens ?? [];
  const dialogProps = (kind: NonNullable<Dialog>) => ({ open: dialog === kind, onOpenChange: (o: boolean) => setDialog(o ? kind : null) });
  const transfer = { walletAddress: owner, admin: state.adminWallet, wallets: others, onDone: afterTransfer };

  return (
    <section aria-labelledby="page-title" className="relative mx-auto max-w-6xl">
      <PageHeader title={TEXTS.walletManager} subtitle={TEXTS.walletManagerSubtitle}>
        <div className="flex flex-wrap items-center gap-2">
          <div className="flex items-center gap-2 rounded-xl border border-line bg-surface px-3 py-2" aria-label="Wallet count">
            <Wallet className="size-4 text-accent" aria-hidden />
            <span className="tabular text-sm">
              <span className="font-semibold">{count}</span>
              <span className="text-muted"> / {LIMITS.generatedWallets} wallets</span>
            </span>
          </div>
          <Button variant="secondary" onClick={() => void fetchBalance()} disabled={!owner || refreshing} aria-busy={refreshing}>
            <RefreshCw className={cn('size-4', refreshing && 'animate-spin')} aria-hidden />
            {refreshing ? TEXTS.fetchingBalances : TEXTS.fetchBalance}
          </Button>
          <Button variant="secondary" onClick={() => setDialog('withdraw')} disabled={!owner || others.length + (state.adminWallet ? 1 : 0) === 0}>
            <ArrowDownToLine className="size-4" aria-hidden />
            Withdraw
          </Button>
        </div>
      </PageHeader>

      <div className={cn('space-y-6', !session.connected && 'pointer-events-none select-none blur-[2px]')} aria-hidden={!session.connected}>
        <Card className="flex flex-wrap items-center justify-between gap-4 p-5">
          <div className="min-w-0">
            <p className="text-xs font-semibold uppercase tracking-wide text-muted">Connected Wallet</p>
            <div className="mt-1">
              {owner ? <AddressChip address={owner} label="Copy connected wallet address" /> : <span className="text-muted">—</span>}
            </div>
          </div>
          <ul className="flex flex-wrap gap-2" aria-label="Connected wallet balances">
            {userTokens.map((t) => (
              <li
                key={t.tokenInfo.mint}
                className="rounded-xl border border-line bg-surface-2 px-3 py-1.5 text-sm"
                title={`${t.tokenInfo.name}: ${t.balance}`}
              >
                <span className="tabular font-semibold">{shortFigure(t.balance)}</span> <span className="text-muted">{t.tokenInfo.symbol}</span>
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => setDialog('generate')} disabled={!owner || remaining <= 0}>
              <Plus className="size-4" aria-hidden />
              Generate Wallets
            </Button>
            <Button variant="secondary" onClick={() => setDialog('fund')} disabled={!owner || others.length === 0}>
              <Send className="size-4" aria-hidden />
              Fund Wallets
            </Button>
          </div>
        </Card>

        {state.adminWallet && (
          <div>
            <h2 className="mb-1 text-sm font-semibold uppercase tracking-wide text-muted">Admin Wallet</h2>
            <p className="mb-3 max-w-3xl text-sm text-muted">{TEXTS.adminWalletExplained}</p>
            <div className="grid items-start gap-4 sm:grid-cols-2 lg:grid-cols-3">
              <WalletCard
                wallet={state.adminWallet}
                label="Admin"
                highlight
                open={openCard === state.adminWallet.address}
                onToggle={() => toggle(state.adminWallet!.address)}
              />
            </div>
          </div>
        )}

        <div>
          <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
            <h2 className="text-sm font-semibold uppercase tracking-wide text-muted">Wallets</h2>
            <label className="relative w-full max-w-xs">
              <span className="sr-only">{TEXTS.searchWallet}</span>
              <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted" aria-hidden />
              <input
                type="search"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
                placeholder={TEXTS.searchWallet}
                className="w-full rounded-xl border border-line bg-surface py-2 pl-9 pr-3 text-sm outline-none focus:border-accent/70"
              />
            </label>
          </div>
          {state.loading ? (
            <SkeletonBlock label="Loading balances" lines={4} className="py-4" />
          ) : state.error && others.length === 0 ? (
            <p role="alert" className="rounded-xl border border-danger/40 bg-danger/10 px-4 py-3 text-sm text-danger">
              {state.error}
            </p>
          ) : others.length === 0 ? (
            <Card className="py-10 text-center text-muted">No wallets yet. Generate up to {LIMITS.generatedWallets} wallets to get started.</Card>
          ) : filtered.length === 0 ? (
            <p className="py-10 text-center text-muted">{TEXTS.noWalletsMatching(search.trim())}</p>
          ) : (
            <div className="grid items-start gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Wallets">
              {filtered.map((w) => (
                <WalletCard key={w.address} wallet={w} label={`Wallet ${w.index}`} open={openCard === w.address} onToggle={() => toggle(w.address)} />
              ))}
            </div>
          )}
        </div>
      </div>

      {!session.connected && (
        <div className="absolute inset-x-0 top-28 z-10 flex justify-center px-4">
          <Card className="w-full max-w-md text-center" role="dialog" aria-label={TEXTS.walletNotConnected}>
            <Wallet className="mx-auto size-10 text-accent" aria-hidden />
            <h2 className="mt-3 text-xl font-semibold">{TEXTS.walletNotConnected}</h2>
            <p className="mt-2 text-sm text-muted">Connect your Phantom wallet to generate, fund and withdraw from your wallets.</p>
            <ActionButton label={TEXTS.connectWallet} className="mt-5 w-full" />
          </Card>
        </div>
      )}

      <GenerateWalletsModal {...dialogProps('generate')} userId={userId} remaining={remaining} onGenerated={afterGenerate} />
      <FundModal {...dialogProps('fund')} {...transfer} userTokens={userTokens} />
      <WithdrawModal {...dialogProps('withdraw')} {...transfer} />
    </section>
  );
}
