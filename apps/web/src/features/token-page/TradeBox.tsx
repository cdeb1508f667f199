/**
 * Buy / Sell on the trading page: the Swap feature's own pieces (quote, details with minimum
 * received and slippage, the built swap, success toast) on the token's main pool, with the token
 * fixed on one side. Buy pays the price token (SOL) for the token; Sell the other way.
 */
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { parseAmount, TEXTS, TIMINGS, type PoolStats } from '@toolkit/shared';
import { useWalletSession } from '../../shared/session/index.ts';
import { ActionButton, cn, type PickerToken } from '../../shared/ui/index.ts';
import { failureText, show, typedAmount, usePoolTransaction, useWalletTokensQuery } from '../liquidity/index.ts';
import { SwapDetails, SwapPanel, SwapSuccess, useBuildSwap, useSwapQuote } from '../swap/index.ts';

type Side = 'buy' | 'sell';

export function TradeBox({ pool, token, priceToken, onTraded }: { pool: PoolStats; token: PickerToken; priceToken: PickerToken; onTraded(): void }) {
  const session = useWalletSession();
  const sendPoolTransaction = usePoolTransaction();
  const buildSwap = useBuildSwap();
  const { data: wallet } = useWalletTokensQuery(undefined, { skip: !session.connected });
  const [side, setSide] = useState<Side>('buy');
  const [amount, setAmount] = useState('');
  const [busy, setBusy] = useState(false);

  const [from, to] = side === 'buy' ? [priceToken, token] : [token, priceToken];
  const direction = pool.base.mint === from.mint ? 'xy' : 'yx';
  const balanceOf = (mint: string) => (session.connected ? (wallet?.find((t) => t.mint === mint)?.balance ?? '0') : undefined);
  const fromBalance = balanceOf(from.mint);

  const amountValid = useMemo(() => {
    try {
      return amount.trim() !== '' && parseAmount(amount, from.decimals) > 0n;
    } catch {
      return false;
    }
  }, [amount, from.decimals]);
  const { quote, quoting, error } = useSwapQuote(pool.pool, direction, amountValid ? amount.trim() : null);

  function choose(next: Side) {
    setSide(next);
    setAmount('');
  }

  async function trade() {
    if (!session.walletAddress || !amountValid) return;
    setBusy(true);
    try {
      const built = await buildSwap(direction, { pool: pool.pool, amount: amount.trim(), payer: session.walletAddress });
      const result = await sendPoolTransaction(built.tx);
      if (!result.ok) throw new Error(result.message);
      toast.success(TEXTS.swapSuccessful, {
        position: 'bottom-right',
        duration: TIMINGS.swapToastMs,
        description: <SwapSuccess swap={built} from={from} to={to} signature={result.signature} />,
      });
      setAmount('');
      onTraded();
    } catch (e) {
      toast.error(TEXTS.swapFailed, { description: failureText(e) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-label="Trade" className="flex flex-col gap-3 rounded-2xl border border-line bg-surface/70 p-4">
      <div role="tablist" aria-label="Buy or sell" className="grid grid-cols-2 gap-1 rounded-xl border border-line bg-bg/60 p-1">
        {(['buy', 'sell'] as const).map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            aria-selected={side === s}
            onClick={() => choose(s)}
            className={cn(
              'rounded-lg py-2 text-sm font-semibold transition-colors',
              side === s ? (s === 'buy' ? 'bg-ok text-black' : 'bg-danger text-white') : 'text-muted hover:text-fg',
            )}
          >
            {s === 'buy' ? TEXTS.tradeBuy : TEXTS.tradeSell} {token.symbol}
          </button>
        ))}
      </div>
      <SwapPanel
        label={side === 'buy' ? 'You pay' : 'You sell'}
        token={from}
        balance={fromBalance}
        onPick={() => choose(side === 'buy' ? 'sell' : 'buy')}
      >
        <input
          aria-label={`Amount of ${from.symbol}`}
          inputMode="decimal"
          placeholder="0.00"
          value={amount}
          onChange={(e) => setAmount(typedAmount(e.target.value))}
          className="tabular w-full min-w-0 bg-transparent text-right text-2xl font-semibold outline-none placeholder:text-muted/40"
        />
      </SwapPanel>
      <p className="flex justify-between px-1 text-sm">
        <span className="text-muted">You receive</span>
        <output aria-label={`${to.symbol} received`} className="tabular font-semibold">
          {quote ? `${show(quote.amountOut, quote.outputDecimals)} ${to.symbol}` : quoting ? '…' : `0 ${to.symbol}`}
        </output>
      </p>
      {error && (
        <p role="alert" className="px-1 text-sm text-danger">
          {error}
        </p>
      )}
      <SwapDetails from={from} to={to} pool={pool} direction={direction} quote={quote} />
      <ActionButton
        className="w-full py-3"
        label={`${side === 'buy' ? TEXTS.tradeBuy : TEXTS.tradeSell} ${token.symbol}`}
        busyLabel={TEXTS.swapping}
        busy={busy}
        disabled={!quote || quoting}
        onClick={() => void trade()}
      />
    </section>
  );
}
