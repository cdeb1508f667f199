/**
 * Swap Tokens (spec 2): From and To panels with token pickers, the To amount from the pool's real
 * quote, the details box, flip, 50% / Max from the wallet's balance. The server builds the swap,
 * the wallet signs, the server co-signs for the pool at submission.
 */
import { ArrowDownUp, Loader2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { amountFormSchema, formatAmount, NATIVE_MINT, parseAmount, TEXTS, TIMINGS, type AmountForm } from '@toolkit/shared';
import { focusRef, showOnField } from '../../shared/forms/index.ts';
import { useWalletSession } from '../../shared/session/index.ts';
import { ROUTES } from '../../shared/routes.ts';
import { ActionButton, AmountInput, Card, PageHeader, type PickerToken } from '../../shared/ui/index.ts';
import {
  failureText,
  formResolver,
  PoolPriceChart,
  PoolTokenPicker,
  show,
  SOL_TOKEN,
  usePoolsQuery,
  usePoolTransaction,
  useWalletTokensQuery,
} from '../liquidity/index.ts';
import { useBuildSwap } from './api.ts';
import { poolForPair, startingTo } from './swap-pair.ts';
import { SwapDetails } from './SwapDetails.tsx';
import { SwapPanel } from './SwapPanel.tsx';
import { SwapSuccess } from './SwapSuccess.tsx';
import { useSwapQuote } from './use-swap-quote.ts';

type SwapValues = { amount: string };

/** SOL kept back by Max for network fees and the temporary token account's rent. */
const SOL_RESERVE = 10_000_000n;

export function SwapPage() {
  const session = useWalletSession();
  const sendPoolTransaction = usePoolTransaction();
  const buildSwap = useBuildSwap();
  const { data: pools } = usePoolsQuery();
  const { data: wallet } = useWalletTokensQuery(undefined, { skip: !session.connected });
  const [from, setFrom] = useState<PickerToken>(SOL_TOKEN);
  const [pickedTo, setTo] = useState<PickerToken | null>(null);
  const [busy, setBusy] = useState(false);
  const [picker, setPicker] = useState<'from' | 'to' | null>(null);
  const form = useForm<SwapValues, unknown, AmountForm>({
    resolver: formResolver<SwapValues, AmountForm>(amountFormSchema),
    defaultValues: { amount: '' },
  });
  const amount = useWatch({ control: form.control, name: 'amount' });
  const setAmount = (text: string) => form.setValue('amount', text, { shouldValidate: form.formState.isSubmitted });

  // Until the user picks, start on the deepest SOL pool's token, so the screen shows a real pair at once.
  const to = pickedTo ?? (pools ? startingTo(pools, from.mint) : null);

  const pool = useMemo(() => (to && pools ? poolForPair(pools, from.mint, to.mint) : null), [pools, from.mint, to]);
  const direction = pool && pool.base.mint === from.mint ? 'xy' : 'yx';
  const balanceOf = (mint: string) => (session.connected ? wallet?.find((t) => t.mint === mint)?.balance : undefined);
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
  const { quote, quoting, error: quoteError } = useSwapQuote(pool?.pool ?? null, direction, amountValid ? amount.trim() : null);

  // When the page opened: a pool that opens later says so (the server refuses its swaps until then).
  const [openedAt] = useState(() => Date.now());
  const notStarted = pool?.startTime && Date.parse(pool.startTime) > openedAt ? pool.startTime : null;
  // Why Swap cannot run yet, said under the button (a wrong amount is said under the amount too).
  const whyNot = !to
    ? TEXTS.whyPickTokens
    : pools && !pool
      ? TEXTS.whyNoPool
      : notStarted
        ? TEXTS.whyPoolNotOpen
        : amount.trim() === ''
          ? TEXTS.whyEnterAmount
          : !amountValid
            ? TEXTS.whyFixAmount
            : !quote && !quoting && !quoteError
              ? TEXTS.whyNoQuote
              : null;

  function flip() {
    if (!to) return;
    setFrom(to);
    setTo(from);
    setAmount(quote ? formatAmount(BigInt(quote.amountOut), quote.outputDecimals) : '');
  }

  function setFraction(numerator: bigint, denominator: bigint) {
    if (fromBalance === undefined) return;
    let base = (BigInt(fromBalance) * numerator) / denominator;
    if (from.mint === NATIVE_MINT) base = base > SOL_RESERVE ? base - SOL_RESERVE : 0n;
    setAmount(formatAmount(base, from.decimals));
  }

  const swap = form.handleSubmit(async ({ amount }) => {
    if (!pool || !to || !session.walletAddress) return;
    setBusy(true);
    try {
      const built = await buildSwap(direction, { pool: pool.pool, amount, payer: session.walletAddress });
      const result = await sendPoolTransaction(built.tx);
      if (!result.ok) throw new Error(result.message);
      toast.success(TEXTS.swapSuccessful, {
        position: 'bottom-right',
        duration: TIMINGS.swapToastMs,
        description: <SwapSuccess swap={built} from={from} to={to} signature={result.signature} received={result.received} />,
      });
      setAmount('');
    } catch (e) {
      if (!showOnField(form.setError, e, { amount: 'amount' })) toast.error(TEXTS.swapFailed, { description: failureText(e) });
    } finally {
      setBusy(false);
    }
  });

  return (
    <div className="mx-auto max-w-xl">
      <PageHeader title={TEXTS.swapTitle} subtitle={TEXTS.swapSubtitle} />
      <Card className="flex flex-col gap-2 p-4 sm:p-5">
        <SwapPanel
          label="From"
          token={from}
          balance={fromBalance}
          onPick={() => setPicker('from')}
          actions={
            <>
              <button
                type="button"
                className="rounded-md bg-surface px-2 py-0.5 text-xs font-semibold text-muted hover:text-fg disabled:opacity-40"
                onClick={() => setFraction(1n, 2n)}
                disabled={fromBalance === undefined}
              >
                50%
              </button>
              <button
                type="button"
                className="rounded-md bg-surface px-2 py-0.5 text-xs font-semibold text-muted hover:text-fg disabled:opacity-40"
                onClick={() => setFraction(1n, 1n)}
                disabled={fromBalance === undefined}
              >
                Max
              </button>
            </>
          }
        >
          <AmountInput
            aria-label="From amount"
            ref={focusRef(form.register, 'amount')}
            placeholder="0.00"
            value={amount}
            error={form.formState.errors.amount?.message}
            onChange={setAmount}
            decimals={from.decimals}
            symbol={from.symbol}
            balance={fromBalance}
            className="w-full min-w-0 items-end text-right"
            inputClassName="tabular w-full min-w-0 bg-transparent text-right text-2xl font-semibold outline-none placeholder:text-muted/40"
          />
        </SwapPanel>

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

        <SwapPanel label="To" token={to} balance={toBalance} onPick={() => setPicker('to')}>
          <output aria-label="To amount" className="tabular block w-full truncate text-right text-2xl font-semibold">
            {quoting ? (
              <Loader2 className="ml-auto size-5 animate-spin text-muted" aria-hidden />
            ) : quote ? (
              show(quote.amountOut, quote.outputDecimals)
            ) : (
              <span className="text-muted/40">0.00</span>
            )}
          </output>
        </SwapPanel>

        {pools && to && !pool && (
          <p className="rounded-xl border border-warn/40 bg-warn/10 px-3 py-2 text-sm text-warn">
            There is no pool for {from.symbol}/{to.symbol} yet.{' '}
            <Link to={ROUTES.createPool} className="underline">
              Create one
            </Link>
            .
          </p>
        )}
        {notStarted && (
          <p className="rounded-xl border border-warn/40 bg-warn/10 px-3 py-2 text-sm text-warn">
            This pool opens for swaps at {new Date(notStarted).toUTCString()}.
          </p>
        )}
        {quoteError && (
          <p role="alert" className="px-1 text-sm text-danger">
            {quoteError}
          </p>
        )}

        <SwapDetails from={from} to={to} pool={pool} direction={direction} quote={quote} />

        <ActionButton
          className="mt-2 w-full py-3.5 text-base"
          label={TEXTS.swapTokens}
          busyLabel={TEXTS.swapping}
          busy={busy}
          disabled={!pool || !quote || quoting}
          reason={whyNot}
          onClick={() => void swap()}
        />
      </Card>

      {pool && (
        <div className="mt-6">
          <PoolPriceChart pool={pool} />
        </div>
      )}

      <PoolTokenPicker
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
