/**
 * Create an order: its kind, the Wallet Manager wallet it trades from, the pool, buy or sell, the
 * amount, the kind's own fields and the slippage (the user's swap slippage unless changed), with
 * the server's preview of its fills below. Every refusal shows under the field it names, or above
 * the button when it names none (a wash-trading refusal, a per-user limit).
 */
import { useEffect, useState } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { toast } from 'sonner';
import {
  BOT_MIN_INTERVAL_SECONDS,
  BOT_ORDER_KINDS,
  effectiveSettings,
  isPriceKind,
  NATIVE_MINT,
  shortenAddress,
  TEXTS,
  type CreateBotOrderBody,
  type PoolStats,
  type WalletList,
} from '@toolkit/shared';
import { messageOf } from '../../shared/api/index.ts';
import { focusRef, showOnField } from '../../shared/forms/index.ts';
import { ActionButton, AmountInput, Field, FormError, Segmented, Select } from '../../shared/ui/index.ts';
import { formResolver } from '../liquidity/index.ts';
import { useSettings } from '../settings/index.ts';
import { useConnectedWalletBalanceQuery } from '../wallet-manager/index.ts';
import { useCreateBotOrderMutation, type BotLimits } from './api.ts';
import { FillPreview } from './FillPreview.tsx';
import { defaultOrderFields, ORDER_FIELDS, orderFormSchema, type OrderFields } from './order-fields.ts';
import { KIND_HELP, KIND_LABELS } from './order-words.ts';
import { useOrderPreview } from './use-order-preview.ts';

const FIELD_MAP = Object.fromEntries(ORDER_FIELDS.map((f) => [f, f])) as Partial<Record<string, Path<OrderFields>>>;

const poolLabel = (p: PoolStats) => `${p.base.symbol} / ${p.quote.symbol} · ${p.feeTier}% fee · ${shortenAddress(p.pool)}`;

export function OrderForm({
  wallets,
  pools,
  initialPool,
  limits,
  landedFills,
}: {
  wallets: WalletList | undefined;
  pools: PoolStats[] | undefined;
  /** A pool to start with (the trading page links here with its pool). */
  initialPool?: string;
  limits: BotLimits | undefined;
  /** Fills landed across the user's orders. */
  landedFills: number;
}) {
  const { settings } = useSettings();
  const slippage = effectiveSettings(settings).swapSlippagePercent;
  const form = useForm<OrderFields, unknown, CreateBotOrderBody>({
    resolver: formResolver<OrderFields, CreateBotOrderBody>(orderFormSchema),
    defaultValues: { ...defaultOrderFields(slippage), pool: initialPool ?? '' },
  });
  const { errors, isSubmitting } = form.formState;
  const fields = useWatch({ control: form.control }) as OrderFields;
  const [formError, setFormError] = useState<string | null>(null);
  const [create] = useCreateBotOrderMutation();

  // Once the wallets and pools are listed the selects show a real choice: the admin wallet, and the
  // pool the page's link names, else the first. Set again after the options render, since a
  // select cannot show a value it has no option for yet.
  useEffect(() => {
    if (!wallets) return;
    const current = form.getValues('wallet');
    const known = current === wallets.adminWallet.address || wallets.wallets.some((w) => w.address === current);
    form.setValue('wallet', known ? current : wallets.adminWallet.address);
  }, [wallets, form]);
  useEffect(() => {
    if (!pools?.length) return;
    const wanted = initialPool && pools.some((p) => p.pool === initialPool) ? initialPool : form.getValues('pool');
    form.setValue('pool', pools.some((p) => p.pool === wanted) ? wanted : pools[0]!.pool);
  }, [pools, initialPool, form]);

  const pool = pools?.find((p) => p.pool === fields.pool);
  const [spend, receive] = pool ? (fields.side === 'buy' ? [pool.quote, pool.base] : [pool.base, pool.quote]) : [undefined, undefined];
  // Every token account the wallet holds (the Wallet Manager's list knows only tokens moved through it, not what a bot bought).
  const balances = useConnectedWalletBalanceQuery(fields.wallet, { skip: !fields.wallet });
  // A fill moves the wallet's balances: read them again as fills land.
  const { refetch: refetchBalances } = balances;
  const readBalances = balances.isUninitialized ? null : refetchBalances;
  useEffect(() => {
    if (landedFills > 0) void readBalances?.();
  }, [landedFills, readBalances]);
  const held = (() => {
    const wallet = balances.currentData;
    if (!wallet || wallet.address !== fields.wallet || !spend) return undefined;
    const mint = spend.mint === NATIVE_MINT || spend.symbol === 'SOL' ? NATIVE_MINT : spend.mint;
    return wallet.tokens.find((t) => t.tokenInfo.mint === mint) ?? null;
  })();

  const preview = useOrderPreview(fields);
  // A field the preview refuses shows under that field, like a refusal of Create.
  const fieldError = (name: keyof OrderFields) => errors[name]?.message ?? (preview.error?.field === name ? preview.error.message : undefined);

  const priceKind = isPriceKind(fields.kind);
  const atLimit = limits && limits.activeOrders >= limits.maxActiveOrders;

  // Any edit may answer a refusal: the server's messages go until the next preview or Create says otherwise.
  const edited = () => {
    setFormError(null);
    for (const name of ORDER_FIELDS) if (form.formState.errors[name]?.type === 'server') form.clearErrors(name);
  };
  const set = <K extends keyof OrderFields>(name: K, value: OrderFields[K]) => {
    form.setValue(name, value as never, { shouldValidate: form.formState.isSubmitted });
    form.clearErrors(name);
    edited();
  };

  const submit = form.handleSubmit(async (body) => {
    setFormError(null);
    try {
      const order = await create(body).unwrap();
      toast.success('Order created', { description: `${KIND_LABELS[order.kind]} order ${order.status === 'active' ? 'running' : order.status}` });
      // The list refreshes itself (creating invalidates it); the next order starts from these fields.
      form.setValue('amount', '');
    } catch (e) {
      if (!showOnField(form.setError, e, FIELD_MAP)) setFormError(messageOf(e, TEXTS.anErrorOccurred));
    }
  });

  const reason = !wallets
    ? 'Sign in to choose a wallet'
    : !pools?.length
      ? 'No pool on this network yet: create one first'
      : atLimit
        ? `You have ${limits.activeOrders} active orders, the most allowed: cancel one or wait for one to finish`
        : null;

  return (
    <form className="space-y-5" noValidate onSubmit={(e) => void submit(e)} aria-label="New order">
      <div>
        <Segmented
          label="Order type"
          value={fields.kind}
          options={BOT_ORDER_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] }))}
          onChange={(k) => {
            set('kind', k);
            if (k === 'stop-loss' || k === 'take-profit') set('side', 'sell');
          }}
        />
        <p className="mt-1.5 text-xs text-muted">{KIND_HELP[fields.kind]}</p>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <Select label="Wallet" error={fieldError('wallet')} {...form.register('wallet', { onChange: edited })}>
          {!wallets && <option value="">Loading your wallets…</option>}
          {wallets && (
            <>
              <option value={wallets.adminWallet.address}>Admin wallet · {shortenAddress(wallets.adminWallet.address)}</option>
              {wallets.wallets.map((w) => (
                <option key={w.address} value={w.address}>
                  Wallet {w.index} · {shortenAddress(w.address)}
                </option>
              ))}
            </>
          )}
        </Select>
        <Select label="Pool" error={fieldError('pool')} {...form.register('pool', { onChange: edited })}>
          {!pools && <option value="">Loading pools…</option>}
          {pools?.length === 0 && <option value="">No pool on this network</option>}
          {pools?.map((p) => (
            <option key={p.pool} value={p.pool}>
              {poolLabel(p)}
            </option>
          ))}
        </Select>
      </div>

      <div>
        <Segmented
          label="Side"
          value={fields.side}
          options={[
            { value: 'buy', label: `Buy ${pool?.base.symbol ?? ''}`.trim() },
            { value: 'sell', label: `Sell ${pool?.base.symbol ?? ''}`.trim() },
          ]}
          onChange={(s) => set('side', s)}
        />
        {fieldError('side') && (
          <p role="alert" className="mt-1.5 text-sm text-danger">
            {fieldError('side')}
          </p>
        )}
      </div>

      <AmountInput
        label={spend ? `Amount of ${spend.symbol} to spend${fields.kind === 'dca' ? ' per fill' : ''}` : 'Amount to spend'}
        ref={focusRef(form.register, 'amount')}
        value={fields.amount}
        onChange={(text) => set('amount', text)}
        decimals={spend?.decimals}
        symbol={spend?.symbol}
        balance={held ? held.amount : undefined}
        error={fieldError('amount')}
        hint={
          held === null
            ? `This wallet holds no ${spend?.symbol}`
            : held
              ? `This wallet holds ${held.balance} ${spend?.symbol}${receive ? `; it receives ${receive.symbol}` : ''}`
              : undefined
        }
      />

      {fields.kind === 'dca' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Seconds between fills"
            inputMode="numeric"
            tabular
            hint={`At least ${BOT_MIN_INTERVAL_SECONDS}; 3600 = an hour, 86400 = a day`}
            error={fieldError('intervalSeconds')}
            {...form.register('intervalSeconds', { onChange: edited })}
          />
          <Field label="Number of fills" inputMode="numeric" tabular error={fieldError('count')} {...form.register('count', { onChange: edited })} />
        </div>
      )}
      {fields.kind === 'twap' && (
        <Field
          label="Duration in seconds"
          inputMode="numeric"
          tabular
          hint="3600 = an hour, 86400 = a day; fills about a minute apart"
          error={fieldError('durationSeconds')}
          {...form.register('durationSeconds', { onChange: edited })}
        />
      )}
      {priceKind && (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={pool ? `Price (${pool.quote.symbol} per ${pool.base.symbol})` : 'Price'}
            inputMode="decimal"
            tabular
            hint={pool ? `Now about ${pool.price.toPrecision(6)}` : undefined}
            error={fieldError('price')}
            {...form.register('price', { onChange: edited })}
          />
          <Field label="Expires" type="datetime-local" error={fieldError('expiresAt')} {...form.register('expiresAt', { onChange: edited })} />
        </div>
      )}
      <Field
        label="Slippage (%)"
        inputMode="decimal"
        tabular
        hint={`Each fill accepts at most this much less than quoted; yours for swaps is ${slippage}%`}
        error={fieldError('slippage')}
        {...form.register('slippage', { onChange: edited })}
      />

      <FillPreview state={preview} />
      <FormError message={formError} />
      <ActionButton type="submit" label="Create order" busy={isSubmitting} busyLabel="Creating order…" reason={reason} className="w-full" />
    </form>
  );
}
