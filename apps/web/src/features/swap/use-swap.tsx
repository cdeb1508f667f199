/**
 * The one swap action, shared by the Swap page and the trading page's Buy / Sell: the amount form,
 * the routed quote (the pool that pays the most), what the transaction guarantees before the
 * wallet signs, the swap itself, and the 'Swap Successful' toast with what arrived on chain.
 */
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import {
  amountFormSchema,
  effectiveSettings,
  TEXTS,
  TIMINGS,
  type AmountForm,
  type PoolStats,
  type SettingMode,
  type SwapDirection,
  type SwapQuoteView,
} from '@toolkit/shared';
import { focusRef, showOnField } from '../../shared/forms/index.ts';
import { impactLevel, shortfall, type ImpactLevel } from '../../shared/guards/index.ts';
import { useWalletSession } from '../../shared/session/index.ts';
import type { PickerToken } from '../../shared/ui/index.ts';
import { failureText, formResolver, usePoolsQuery, usePoolTransaction, useWalletTokensQuery } from '../liquidity/index.ts';
import { useSettings } from '../settings/index.ts';
import { useBuildSwap } from './api.ts';
import { executeSwap, isSwapAmount, swapBlocker, type SwapReceipt } from './swap-flow.ts';
import { poolForPair } from './swap-pair.ts';
import { SwapSuccess } from './SwapSuccess.tsx';
import { useSwapQuote } from './use-swap-quote.ts';

/** How long past a pool's open time the screen looks again (the chain's clock moves a slot, 400 ms, at a time). */
const OPEN_MARGIN_MS = 500;

/** Everything the swap panel shows and does; the pages only choose the two tokens. */
export interface SwapState {
  from: PickerToken;
  to: PickerToken | null;
  amount: string;
  setAmount(text: string): void;
  amountRef: (el: HTMLElement | null) => void;
  amountError?: string;
  /** Base units held, when a wallet is connected. */
  fromBalance?: string;
  toBalance?: string;
  /** The routed quote for the typed amount. */
  quote: SwapQuoteView | null;
  quoting: boolean;
  quoteError: string | null;
  /** What the transaction guarantees: the built swap's quote while the wallet signs, else the routed quote. */
  guarantee: SwapQuoteView | null;
  /** The pool the quote routes to (before any quote: the pair's deepest pool), or null. */
  pool: PoolStats | null;
  direction: SwapDirection;
  /** The pools are read and none holds the pair. */
  noPool: boolean;
  /** The routed pool's start time when it has not opened yet. */
  notStarted: string | null;
  busy: boolean;
  whyNot: string | null;
  /** "Insufficient SOL" (or the token's symbol) when the wallet cannot pay the amount; the button says it. */
  insufficient: string | null;
  /** Percent the quote and the swap allow below the quote (the user's swap slippage), and its mode. */
  slippage: number;
  slippageMode: SettingMode;
  saveSlippage(mode: SettingMode, value: number): void;
  /** How loudly the quote's price impact must be shown; 'confirm' keeps Swap off until `impactConfirmed`. */
  impact: ImpactLevel;
  impactConfirmed: boolean;
  confirmImpact(confirmed: boolean): void;
  /** An empty form with no error shown (another token chosen, or after a success). */
  reset(): void;
  swap(): void;
}

export function useSwap({ from, to, onSwapped }: { from: PickerToken; to: PickerToken | null; onSwapped?(receipt: SwapReceipt): void }): SwapState {
  const session = useWalletSession();
  const send = usePoolTransaction();
  const build = useBuildSwap();
  const { data: pools } = usePoolsQuery();
  const { data: wallet } = useWalletTokensQuery(undefined, { skip: !session.connected });
  const [busy, setBusy] = useState(false);
  const [signing, setSigning] = useState<SwapQuoteView | null>(null);
  const { settings, save } = useSettings();
  const slippage = effectiveSettings(settings).swapSlippagePercent;
  // The server builds within 0.01 to 50 %; outside that it uses the account's own copy.
  const sentSlippage = slippage >= 0.01 && slippage <= 50 ? slippage : undefined;
  const form = useForm<{ amount: string }, unknown, AmountForm>({
    resolver: formResolver<{ amount: string }, AmountForm>(amountFormSchema),
    defaultValues: { amount: '' },
  });
  const amount = useWatch({ control: form.control, name: 'amount' });
  const setAmount = (text: string) => form.setValue('amount', text, { shouldValidate: form.formState.isSubmitted });

  const amountValid = isSwapAmount(amount, from.decimals);
  const { quote, quoting, error: quoteError } = useSwapQuote(from.mint, to?.mint ?? null, amountValid ? amount.trim() : null, sentSlippage);
  const pairPool = to && pools ? poolForPair(pools, from.mint, to.mint) : null;
  const pool = (quote && pools?.find((p) => p.pool === quote.pool)) || pairPool;
  const direction: SwapDirection = quote?.direction ?? (pool && pool.base.mint !== from.mint ? 'yx' : 'xy');
  const noPool = !!pools && !!to && !pairPool;

  // A pool that opens later says so (the program refuses its swaps until then), and the screen
  // looks again once that time has passed: a pool made a moment ago opens about a second later.
  const [now, setNow] = useState(() => Date.now());
  const startsAt = pool?.startTime ? Date.parse(pool.startTime) : 0;
  useEffect(() => {
    if (startsAt <= now) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, startsAt - Date.now()) + OPEN_MARGIN_MS);
    return () => clearTimeout(timer);
  }, [startsAt, now]);
  const notStarted = startsAt > now ? pool!.startTime : null;

  const balanceOf = (mint: string) => (session.connected ? (wallet?.find((t) => t.mint === mint)?.balance ?? '0') : undefined);
  // Before the wallet's balances are read there is nothing to judge.
  const lacking = wallet ? shortfall({ amount, token: from, balance: balanceOf(from.mint) }) : null;

  // A severe price impact needs the user's explicit yes, given again for every new quote.
  const impact = impactLevel(quote?.priceImpact);
  const [confirmedFor, setConfirmedFor] = useState<SwapQuoteView | null>(null);
  const impactConfirmed = !!quote && confirmedFor === quote;

  const submit = form.handleSubmit(async ({ amount }) => {
    if (!quote || !to || !session.walletAddress) return;
    setBusy(true);
    try {
      const receipt = await executeSwap({ quote, amount, payer: session.walletAddress, slippage: sentSlippage, build, send, onBuilt: setSigning });
      toast.success(TEXTS.swapSuccessful, {
        position: 'bottom-right',
        duration: TIMINGS.swapToastMs,
        description: <SwapSuccess receipt={receipt} from={from} to={to} />,
      });
      // A fresh form: an empty amount after a success is no mistake to point at.
      form.reset({ amount: '' });
      onSwapped?.(receipt);
    } catch (e) {
      if (!showOnField(form.setError, e, { amount: 'amount' })) toast.error(TEXTS.swapFailed, { description: failureText(e) });
    } finally {
      setSigning(null);
      setBusy(false);
    }
  });

  return {
    from,
    to,
    amount,
    setAmount,
    amountRef: focusRef(form.register, 'amount'),
    amountError: form.formState.errors.amount?.message,
    fromBalance: balanceOf(from.mint),
    toBalance: to ? balanceOf(to.mint) : undefined,
    quote,
    quoting,
    quoteError,
    guarantee: signing ?? quote,
    pool,
    direction,
    noPool,
    notStarted,
    busy,
    whyNot:
      swapBlocker({ hasTo: !!to, noPool, notStarted: !!notStarted, amount, amountValid, quote, quoting, quoteError }) ??
      lacking?.reason ??
      (impact === 'confirm' && !impactConfirmed && !quoting ? TEXTS.whyConfirmImpact : null),
    insufficient: lacking?.label ?? null,
    slippage,
    slippageMode: settings.swapSlippageTolerance,
    saveSlippage: (mode, value) => void save({ ...settings, swapSlippageTolerance: mode, ...(mode === 'custom' ? { exactSwapValue: value } : {}) }),
    impact,
    impactConfirmed,
    confirmImpact: (yes) => setConfirmedFor(yes ? quote : null),
    reset: () => form.reset({ amount: '' }),
    swap: () => void submit(),
  };
}
