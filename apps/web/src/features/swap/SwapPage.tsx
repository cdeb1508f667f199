/**
 * Swap Tokens (spec 2): From and To panels with token pickers, the To amount from the pool's real
 * quote, the details box, flip, 50% / Max from the wallet's balance. The server builds the swap,
 * the wallet signs, the server co-signs for the pool at submission.
 */
import { ArrowDownUp, ChevronDown, ChevronUp, ExternalLink, Loader2 } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import {
  formatAmount,
  NATIVE_MINT,
  parseAmount,
  shortenAddress,
  TEXTS,
  TIMINGS,
  type PoolStats,
  type SwapQuoteView,
  type WalletToken,
} from '@toolkit/shared';
import { messageOf } from '../../shared/api/index.ts';
import { useExplorerLink, useWalletSession } from '../../shared/session/index.ts';
import { useTransactionRunner } from '../../shared/transactions/index.ts';
import { ActionButton, Card, PageHeader, PoolChart, TokenBadge, TokenPicker, type PickerToken } from '../../shared/ui/index.ts';
import { buildSwap, fetchPools, fetchQuote, fetchWalletTokens } from './api.ts';

const SOL: PickerToken = { mint: NATIVE_MINT, symbol: 'SOL', name: 'Solana', decimals: 9 };
const tokenOf = (t: PoolStats['base']): PickerToken => ({ mint: t.mint, symbol: t.symbol, name: t.name, decimals: t.decimals });
const display = (base: string | bigint, decimals: number) => {
  const s = formatAmount(BigInt(base), decimals);
  const [w, f = ''] = s.split('.');
  return f.length > 6 ? `${w}.${f.slice(0, 6)}` : s;
};
const rateText = (n: number) => (n >= 1000 ? n.toLocaleString(undefined, { maximumFractionDigits: 2 }) : n >= 1 ? n.toFixed(4).replace(/\.?0+$/, '') : n.toPrecision(4));

export function SwapPage() {
  const session = useWalletSession();
  const runTransactions = useTransactionRunner();
  const explorerLink = useExplorerLink();
  const [pools, setPools] = useState<PoolStats[] | null>(null);
  const [wallet, setWallet] = useState<WalletToken[]>([]);
  const [from, setFrom] = useState<PickerToken>(SOL);
  const [to, setTo] = useState<PickerToken | null>(null);
  const [amount, setAmount] = useState('');
  const [quote, setQuote] = useState<SwapQuoteView | null>(null);
  const [quoteError, setQuoteError] = useState<string | null>(null);
  const [quoting, setQuoting] = useState(false);
  const [busy, setBusy] = useState(false);
  const [picker, setPicker] = useState<'from' | 'to' | null>(null);
  const [more, setMore] = useState(false);
  const [refresh, setRefresh] = useState(0);

  const loadPools = useCallback(() => fetchPools().then(setPools).catch(() => setPools([])), []);
  useEffect(() => {
    void loadPools();
  }, [loadPools, refresh]);
  useEffect(() => {
    if (!session.connected) return setWallet([]);
    fetchWalletTokens().then(setWallet).catch(() => setWallet([]));
  }, [session.connected, refresh]);

  // Start on the deepest SOL pool's token, so the screen shows a real pair at once.
  useEffect(() => {
    if (to || !pools?.length) return;
    const p = pools.find((x) => x.base.mint === NATIVE_MINT || x.quote.mint === NATIVE_MINT) ?? pools[0]!;
    const other = p.base.mint === from.mint ? p.quote : p.base.mint === NATIVE_MINT ? p.quote : p.base;
    if (other.mint !== from.mint) setTo(tokenOf(other));
    else setTo(tokenOf(p.quote));
  }, [pools, to, from.mint]);

  const pool = useMemo(
    () =>
      to
        ? (pools ?? [])
            .filter((p) => (p.base.mint === from.mint && p.quote.mint === to.mint) || (p.base.mint === to.mint && p.quote.mint === from.mint))
            .sort((a, b) => Number(BigInt(b.liquidity) - BigInt(a.liquidity)))[0] ?? null
        : null,
    [pools, from.mint, to],
  );
  const direction = pool && pool.base.mint === from.mint ? 'xy' : 'yx';
  const balanceOf = (mint: string) => wallet.find((t) => t.mint === mint)?.balance;
  const fromBalance = balanceOf(from.mint);
  const toBalance = to ? balanceOf(to.mint) : undefined;

  const amountValid = useMemo(() => {
    try {
      return amount.trim() !== '' && parseAmount(amount, from.decimals) > 0n;
    } catch {
      return false;
    }
  }, [amount, from.decimals]);

  // The To amount is the pool's real quote, refreshed as the user types.
  const requestId = useRef(0);
  useEffect(() => {
    setQuote(null);
    setQuoteError(null);
    if (!pool || !amountValid) return;
    const id = ++requestId.current;
    setQuoting(true);
    const timer = setTimeout(() => {
      fetchQuote(pool.pool, direction, amount.trim())
        .then((q) => id === requestId.current && setQuote(q))
        .catch((e) => id === requestId.current && setQuoteError(messageOf(e, 'No quote available')))
        .finally(() => id === requestId.current && setQuoting(false));
    }, 250);
    return () => clearTimeout(timer);
  }, [pool, direction, amount, amountValid, refresh]);

  const notStarted = pool?.startTime && Date.parse(pool.startTime) > Date.now() ? pool.startTime : null;

  function flip() {
    if (!to) return;
    const received = quote ? formatAmount(BigInt(quote.amountOut), quote.outputDecimals) : '';
    setFrom(to);
    setTo(from);
    setAmount(received);
  }

  function setFraction(numerator: bigint, denominator: bigint) {
    if (fromBalance === undefined) return;
    let base = (BigInt(fromBalance) * numerator) / denominator;
    // Keep enough SOL for network fees and the temporary token account's rent.
    if (from.mint === NATIVE_MINT) base = base > 10_000_000n ? base - 10_000_000n : 0n;
    setAmount(formatAmount(base, from.decimals));
  }

  async function swap() {
    if (!pool || !to || !session.walletAddress) return;
    setBusy(true);
    try {
      const built = await buildSwap(pool.pool, direction, amount.trim(), session.walletAddress);
      const { results } = await runTransactions([built.tx]);
      const result = results[0]!;
      if (!result.ok) throw new Error(result.message);
      const q = built.quote;
      const [baseAmount, quoteAmount] =
        direction === 'xy'
          ? [`${display(q.amountIn, q.inputDecimals)} ${from.symbol}`, `${display(q.amountOut, q.outputDecimals)} ${to.symbol}`]
          : [`${display(q.amountOut, q.outputDecimals)} ${to.symbol}`, `${display(q.amountIn, q.inputDecimals)} ${from.symbol}`];
      toast.success(TEXTS.swapSuccessful, {
        position: 'bottom-right',
        duration: TIMINGS.swapToastMs,
        description: (
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs">
            <dt>Transaction</dt>
            <dd>
              <a href={explorerLink({ kind: 'tx', id: result.signature })} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 underline">
                {shortenAddress(result.signature)} <ExternalLink className="size-3" aria-hidden />
              </a>
            </dd>
            <dt>Base amount</dt>
            <dd className="tabular">{baseAmount}</dd>
            <dt>Quote amount</dt>
            <dd className="tabular">{quoteAmount}</dd>
            <dt>Received</dt>
            <dd className="tabular">
              {display(q.amountOut, q.outputDecimals)} {to.symbol}
            </dd>
          </dl>
        ),
      });
      setAmount('');
      setRefresh((n) => n + 1);
    } catch (e) {
      toast.error(TEXTS.swapFailed, { description: e instanceof Error && !('status' in e) ? e.message : messageOf(e, 'Please try again.') });
      setRefresh((n) => n + 1);
    } finally {
      setBusy(false);
    }
  }

  const feeOf = pool ? pool.feeTier : 0;

  return (
    <div className="mx-auto max-w-xl">
      <PageHeader title={TEXTS.swapTitle} subtitle={TEXTS.swapSubtitle} />
      <Card className="flex flex-col gap-2 p-4 sm:p-5">
        <Panel
          label="From"
          token={from}
          balance={fromBalance}
          onPick={() => setPicker('from')}
          actions={
            <>
              <button type="button" className="rounded-md bg-surface px-2 py-0.5 text-xs font-semibold text-muted hover:text-fg disabled:opacity-40" onClick={() => setFraction(1n, 2n)} disabled={fromBalance === undefined}>
                50%
              </button>
              <button type="button" className="rounded-md bg-surface px-2 py-0.5 text-xs font-semibold text-muted hover:text-fg disabled:opacity-40" onClick={() => setFraction(1n, 1n)} disabled={fromBalance === undefined}>
                Max
              </button>
            </>
          }
        >
          <input
            aria-label="From amount"
            inputMode="decimal"
            placeholder="0.00"
            value={amount}
            onChange={(e) => setAmount(e.target.value.replace(/[^0-9.]/g, ''))}
            className="tabular w-full min-w-0 bg-transparent text-right text-2xl font-semibold outline-none placeholder:text-muted/40"
          />
        </Panel>

        <div className="relative z-10 -my-4 flex justify-center">
          <button
            type="button"
            onClick={flip}
            aria-label={`Flip direction (${direction === 'xy' ? 'XY' : 'YX'})`}
            className="grid size-10 place-items-center rounded-xl border-4 border-surface bg-surface-2 text-muted transition-colors hover:text-accent"
          >
            <ArrowDownUp className="size-4" aria-hidden />
          </button>
        </div>

        <Panel label="To" token={to} balance={toBalance} onPick={() => setPicker('to')}>
          <output aria-label="To amount" className="tabular block w-full truncate text-right text-2xl font-semibold">
            {quoting ? <Loader2 className="ml-auto size-5 animate-spin text-muted" aria-hidden /> : quote ? display(quote.amountOut, quote.outputDecimals) : <span className="text-muted/40">0.00</span>}
          </output>
        </Panel>

        {pools !== null && to && !pool && (
          <p className="rounded-xl border border-warn/40 bg-warn/10 px-3 py-2 text-sm text-warn">
            There is no pool for {from.symbol}/{to.symbol} yet. <Link to="/solana/create-liquidity-pool" className="underline">Create one</Link>.
          </p>
        )}
        {notStarted && (
          <p className="rounded-xl border border-warn/40 bg-warn/10 px-3 py-2 text-sm text-warn">This pool opens for swaps at {new Date(notStarted).toUTCString()}.</p>
        )}
        {quoteError && <p role="alert" className="px-1 text-sm text-danger">{quoteError}</p>}

        <section aria-label="Swap details" className="mt-2 rounded-xl border border-line bg-bg/40 px-4 py-3 text-sm">
          <Row label="Rate" value={quote && to ? `1 ${from.symbol} ≈ ${rateText(quote.rate)} ${to.symbol}` : pool && to ? `1 ${from.symbol} ≈ ${rateText(direction === 'xy' ? pool.price : 1 / pool.price)} ${to.symbol}` : '—'} />
          <Row label={TEXTS.minimumReceived} value={quote && to ? `${display(quote.minimumReceived, quote.outputDecimals)} ${to.symbol}` : '—'} />
          <Row
            label={TEXTS.priceImpact}
            value={quote ? `${quote.priceImpact < 0.01 ? '<0.01' : quote.priceImpact.toFixed(2)}%` : '—'}
            tone={quote && quote.priceImpact > 5 ? 'text-danger' : quote && quote.priceImpact > 1 ? 'text-warn' : undefined}
          />
          {more && (
            <>
              <Row label={TEXTS.orderRouting} value={pool && to ? `${from.symbol} → ${to.symbol} · pool ${shortenAddress(pool.pool)} (${feeOf}% fee)` : '—'} />
              <Row label={TEXTS.estimatedFees} value={quote ? `${display(quote.fee, quote.inputDecimals)} ${from.symbol} pool fee + network fee` : '—'} />
              <Row label="Slippage" value={quote ? `${quote.slippage}%` : '—'} />
            </>
          )}
          <button type="button" onClick={() => setMore((m) => !m)} className="mt-1 inline-flex items-center gap-1 text-xs font-medium text-accent" aria-expanded={more}>
            {TEXTS.showMore} {more ? <ChevronUp className="size-3" aria-hidden /> : <ChevronDown className="size-3" aria-hidden />}
          </button>
        </section>

        <ActionButton
          className="mt-2 w-full py-3.5 text-base"
          label={TEXTS.swapTokens}
          busyLabel={TEXTS.swapping}
          busy={busy}
          disabled={!pool || !quote || !!notStarted || quoting}
          onClick={swap}
        />
      </Card>

      {pool && (
        <div className="mt-6">
          <PoolChart pool={pool} refreshKey={refresh} />
        </div>
      )}

      <TokenPicker
        open={picker !== null}
        onOpenChange={(o) => !o && setPicker(null)}
        mode={picker ?? 'from'}
        exclude={picker === 'from' ? to?.mint : from.mint}
        onSelect={(t) => {
          if (picker === 'from') setFrom(t);
          else setTo(t);
          setAmount('');
        }}
      />
    </div>
  );
}

function Panel({
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
  actions?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div className="rounded-2xl border border-line bg-surface-2/70 p-4" role="group" aria-label={label}>
      <div className="mb-2 flex items-center justify-between text-xs text-muted">
        <span className="font-medium uppercase tracking-wide">{label}</span>
        <span className="flex items-center gap-2">
          <span className="tabular">Balance: {token && balance !== undefined ? display(balance, token.decimals) : '0'}</span>
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
          {token ? <TokenBadge symbol={token.symbol} /> : null}
          {token?.symbol ?? 'Select'}
          <ChevronDown className="size-4 text-muted" aria-hidden />
        </button>
        {children}
      </div>
    </div>
  );
}

function Row({ label, value, tone }: { label: string; value: string; tone?: string }) {
  return (
    <div className="flex items-center justify-between gap-4 py-1">
      <span className="text-muted">{label}</span>
      <span className={`tabular text-right ${tone ?? ''}`}>{value}</span>
    </div>
  );
}
