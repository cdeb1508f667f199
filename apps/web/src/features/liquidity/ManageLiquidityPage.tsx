/**
 * Manage Liquidity (spec 2): add or remove liquidity by pool address, with the reserves, the
 * user's LP share, and what a removal returns, all from the chain.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { formatAmount, LIQUIDITY_TEXTS, parseAmount, TEXTS, withdrawalFor, type PoolStats, type PoolView, type WalletToken } from '@toolkit/shared';
import { messageOf } from '../../shared/api/index.ts';
import { useWalletSession } from '../../shared/session/index.ts';
import { useTransactionRunner } from '../../shared/transactions/index.ts';
import { ActionButton, AddressChip, Card, cn, Field, inputClass, PageHeader, PoolChart } from '../../shared/ui/index.ts';
import { addLiquidity, fetchPool, fetchPools, fetchWalletTokens, removeLiquidity } from './api.ts';
import { show, Stat, TxLink } from './ui.tsx';

/** A base58 string of 32 to 44 characters: the shape of a Solana address (the server checks it fully). */
const isAddress = (s: string) => /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(s);

export function ManageLiquidityPage() {
  const session = useWalletSession();
  const runTransactions = useTransactionRunner();
  const [params, setParams] = useSearchParams();
  const [address, setAddress] = useState(params.get('pool') ?? '');
  const [pools, setPools] = useState<PoolStats[]>([]);
  const [pool, setPool] = useState<PoolView | null>(null);
  const [poolError, setPoolError] = useState<string | null>(null);
  const [wallet, setWallet] = useState<WalletToken[]>([]);
  const [tab, setTab] = useState<'add' | 'remove'>('add');
  const [side, setSide] = useState<'base' | 'quote'>('base');
  const [amount, setAmount] = useState('');
  const [lpText, setLpText] = useState('');
  const [busy, setBusy] = useState(false);
  const [refresh, setRefresh] = useState(0);

  useEffect(() => {
    fetchPools().then(setPools).catch(() => setPools([]));
  }, [refresh]);
  useEffect(() => {
    if (!session.connected) return setWallet([]);
    fetchWalletTokens().then(setWallet).catch(() => setWallet([]));
  }, [session.connected, refresh]);

  const load = useCallback((a: string) => {
    setPoolError(null);
    if (!isAddress(a)) {
      setPool(null);
      if (a) setPoolError('Please enter a valid Solana address');
      return;
    }
    fetchPool(a)
      .then((p) => {
        setPool(p);
        setParams({ pool: a }, { replace: true });
      })
      .catch((e) => {
        setPool(null);
        setPoolError(messageOf(e, LIQUIDITY_TEXTS.poolNotFound));
      });
  }, [setParams]);
  useEffect(() => {
    if (address) load(address.trim());
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refresh]);

  const lpHeld = pool ? BigInt(wallet.find((t) => t.mint === pool.lpMint)?.balance ?? '0') : 0n;
  const share = pool && BigInt(pool.lpSupply) > 0n ? Number((lpHeld * 1_000_000n) / BigInt(pool.lpSupply)) / 10_000 : 0;
  const lpToRemove = useMemo(() => {
    try {
      return pool && lpText ? parseAmount(lpText, pool.lpDecimals) : 0n;
    } catch {
      return 0n;
    }
  }, [lpText, pool]);
  const returns = pool && lpToRemove > 0n && lpToRemove <= BigInt(pool.lpSupply) ? withdrawalFor(lpToRemove, BigInt(pool.baseReserve), BigInt(pool.quoteReserve), BigInt(pool.lpSupply)) : null;
  const other = (() => {
    if (!pool || !amount || !(Number(amount) > 0)) return null;
    const n = Number(amount);
    return side === 'base' ? `${(n * pool.price).toPrecision(6)} ${pool.quote.symbol}` : `${(n / pool.price).toPrecision(6)} ${pool.base.symbol}`;
  })();

  async function run(kind: 'add' | 'remove') {
    if (!pool) return;
    setBusy(true);
    try {
      const built =
        kind === 'add'
          ? await addLiquidity({ pool: pool.pool, ...(side === 'base' ? { baseAmount: amount } : { quoteAmount: amount }) })
          : await removeLiquidity({ pool: pool.pool, lp_amount: lpText });
      const [result] = (await runTransactions([built.transaction])).results;
      if (!result!.ok) throw new Error(result!.message);
      toast.success(kind === 'add' ? LIQUIDITY_TEXTS.liquidityAdded : LIQUIDITY_TEXTS.liquidityRemoved, {
        description: (
          <span>
            {show(built.data.baseAmount, pool.base.decimals)} {pool.base.symbol} + {show(built.data.quoteAmount, pool.quote.decimals)} {pool.quote.symbol} ·{' '}
            {show(built.data.lpAmount, pool.lpDecimals)} LP
            <br />
            <TxLink signature={result!.signature} />
          </span>
        ),
      });
      setAmount('');
      setLpText('');
      setRefresh((n) => n + 1);
    } catch (e) {
      toast.error(kind === 'add' ? 'Error Adding Liquidity' : 'Error Removing Liquidity', {
        description: e instanceof Error && !('status' in e) ? e.message : messageOf(e, 'Please try again.'),
      });
      setRefresh((n) => n + 1);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title="Manage Liquidity" subtitle="Add liquidity to a pool or remove your share of it, by pool address." />
      <Card className="mb-6 flex flex-col gap-3">
        <form
          className="flex flex-col gap-2 sm:flex-row sm:items-end"
          onSubmit={(e) => {
            e.preventDefault();
            load(address.trim());
          }}
        >
          <div className="flex-1">
            <Field tabular label="Pool Address" required placeholder="Pool address" value={address} onChange={(e) => setAddress(e.target.value)} className="font-mono" />
          </div>
          <button type="submit" className="rounded-xl bg-accent px-5 py-2.5 text-sm font-semibold text-accent-fg hover:bg-accent-strong">
            Load Pool
          </button>
        </form>
        {pools.length > 0 && (
          <div className="flex flex-wrap items-center gap-2 text-xs text-muted">
            <span>Pools:</span>
            {pools.slice(0, 8).map((p) => (
              <button
                key={p.pool}
                type="button"
                onClick={() => {
                  setAddress(p.pool);
                  load(p.pool);
                }}
                className={cn('rounded-full border px-2.5 py-1 font-medium', pool?.pool === p.pool ? 'border-accent text-fg' : 'border-line hover:border-accent/60')}
              >
                {p.base.symbol}/{p.quote.symbol} {p.feeTier}%
              </button>
            ))}
          </div>
        )}
        {poolError && <p role="alert" className="text-sm text-danger">{poolError}</p>}
      </Card>

      {pool && (
        <div className="grid gap-6 lg:grid-cols-[1fr_1.1fr]">
          <div className="flex flex-col gap-4">
            <Card className="flex flex-col gap-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 className="text-lg font-semibold">
                  {pool.base.symbol}/{pool.quote.symbol} · {pool.feeTier}%
                </h2>
                <AddressChip address={pool.pool} label="Copy pool address" />
              </div>
              <div className="grid grid-cols-2 gap-3">
                <Stat label={`${pool.base.symbol} reserve`} value={show(pool.baseReserve, pool.base.decimals)} />
                <Stat label={`${pool.quote.symbol} reserve`} value={show(pool.quoteReserve, pool.quote.decimals)} />
                <Stat label="Your LP tokens" value={show(lpHeld, pool.lpDecimals)} />
                <Stat label="Your pool share" value={`${share.toFixed(share < 1 ? 4 : 2)}%`} />
              </div>
            </Card>
            <PoolChart pool={pool} refreshKey={refresh} />
          </div>

          <Card className="flex flex-col gap-4">
            <div role="tablist" aria-label="Liquidity action" className="grid grid-cols-2 rounded-xl bg-bg/50 p-1">
              {(['add', 'remove'] as const).map((t) => (
                <button
                  key={t}
                  role="tab"
                  type="button"
                  aria-selected={tab === t}
                  onClick={() => setTab(t)}
                  className={cn('rounded-lg py-2 text-sm font-semibold', tab === t ? 'bg-surface-2 text-fg' : 'text-muted')}
                >
                  {t === 'add' ? 'Add Liquidity' : 'Remove Liquidity'}
                </button>
              ))}
            </div>
            {tab === 'add' ? (
              <>
                <div className="flex flex-col gap-1.5">
                  <label htmlFor="add-amount" className="text-sm font-medium">Amount</label>
                  <div className="flex gap-2">
                    <input id="add-amount" inputMode="decimal" placeholder="0.00" value={amount} onChange={(e) => setAmount(e.target.value.replace(/[^0-9.]/g, ''))} className={cn(inputClass, 'tabular')} />
                    <select aria-label="Amount token" value={side} onChange={(e) => setSide(e.target.value as 'base' | 'quote')} className={cn(inputClass, 'w-28')}>
                      <option value="base">{pool.base.symbol}</option>
                      <option value="quote">{pool.quote.symbol}</option>
                    </select>
                  </div>
                  <p className="text-xs text-muted">{other ? `plus about ${other} at the pool's current ratio` : 'The other side follows the pool’s current ratio.'}</p>
                </div>
                <ActionButton label="Add Liquidity" busyLabel={TEXTS.adding} busy={busy} disabled={!(Number(amount) > 0)} onClick={() => run('add')} className="w-full py-3" />
              </>
            ) : (
              <>
                <div className="flex flex-col gap-1.5">
                  <div className="flex items-center justify-between">
                    <label htmlFor="lp-amount" className="text-sm font-medium">LP tokens to remove</label>
                    <span className="flex gap-1.5">
                      {[
                        ['50%', 2n],
                        ['Max', 1n],
                      ].map(([label, d]) => (
                        <button key={label as string} type="button" disabled={lpHeld === 0n} onClick={() => setLpText(formatAmount(lpHeld / (d as bigint), pool.lpDecimals))} className="rounded-md bg-surface-2 px-2 py-0.5 text-xs font-semibold text-muted hover:text-fg disabled:opacity-40">
                          {label as string}
                        </button>
                      ))}
                    </span>
                  </div>
                  <input id="lp-amount" inputMode="decimal" placeholder="0.00" value={lpText} onChange={(e) => setLpText(e.target.value.replace(/[^0-9.]/g, ''))} className={cn(inputClass, 'tabular')} />
                  <p className="text-xs text-muted">You hold {show(lpHeld, pool.lpDecimals)} LP.</p>
                </div>
                <section aria-label="You will receive" className="rounded-xl border border-line bg-bg/40 px-4 py-3 text-sm">
                  <div className="mb-1 text-xs text-muted">You will receive</div>
                  <div className="tabular flex justify-between"><span>{pool.base.symbol}</span><span>{returns ? show(returns.baseAmount, pool.base.decimals) : '—'}</span></div>
                  <div className="tabular flex justify-between"><span>{pool.quote.symbol}</span><span>{returns ? show(returns.quoteAmount, pool.quote.decimals) : '—'}</span></div>
                </section>
                <ActionButton label="Remove Liquidity" busyLabel={TEXTS.processing} busy={busy} disabled={lpToRemove <= 0n || lpToRemove > lpHeld} onClick={() => run('remove')} className="w-full py-3" />
              </>
            )}
            <p className="text-xs text-muted">{LIQUIDITY_TEXTS.trustModel}</p>
          </Card>
        </div>
      )}
    </div>
  );
}
