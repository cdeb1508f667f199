/**
 * Create Solana Liquidity Pool (spec 2): step 1 initialises the pool on the AMM program, which
 * takes both deposits, mints the creator's LP and charges the 0.15 SOL create-pool fee in one
 * transaction, with the full cost shown before signing; step 2 (adding more) is optional. Fee
 * tier, optional UTC start time.
 */
import { skipToken } from '@reduxjs/toolkit/query';
import { Check, Info } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { FEE_TIERS, initPoolSchema, TEXTS, type InitPoolRequest, type PoolCreationCost } from '@toolkit/shared';
import { focusRef, showOnField, valueField } from '../../shared/forms/index.ts';
import { ActionButton, AddressChip, AmountInput, Card, cn, Field, PageHeader, type PickerToken } from '../../shared/ui/index.ts';
import { useInitPoolMutation, usePoolQuery, usePoolTokenInfoQuery } from './api.ts';
import { AddToNewPool } from './AddToNewPool.tsx';
import { CreationCost } from './CreationCost.tsx';
import { failureText } from './failure-text.ts';
import { formResolver } from './form-resolver.ts';
import { PoolTokenPicker, SOL_TOKEN } from './PoolTokenPicker.tsx';
import { TokenSelect, TxLink } from './ui.tsx';
import { useCreationCost } from './use-creation-cost.ts';
import { usePoolTransaction } from './use-pool-transaction.ts';

/** The form as the server takes it: the picker's date-time is UTC. */
const requestOf = <V extends { startTime?: string }>(values: V, customStart: boolean) => ({
  ...values,
  startTime: customStart && values.startTime ? `${values.startTime}:00Z` : undefined,
});

/** The form as typed; the shared schema checks it as the server will. */
interface CreatePoolValues {
  baseToken: string;
  quoteToken: string;
  baseAmount: string;
  quoteAmount: string;
  feeTier: number;
  /** `YYYY-MM-DDTHH:mm` from the date-time picker, read as UTC. */
  startTime: string;
}

export function CreatePoolPage() {
  const sendPoolTransaction = usePoolTransaction();
  const [initPool] = useInitPoolMutation();
  const [pickedBase, setBase] = useState<PickerToken | null>(null);
  // `?base=<mint>` (a token page's Create Pool link) chooses the base token until the user picks another.
  const prefill = useSearchParams()[0].get('base');
  const { data: prefilledBase } = usePoolTokenInfoQuery(prefill ?? skipToken);
  const base = pickedBase ?? prefilledBase ?? null;
  const [quote, setQuote] = useState<PickerToken | null>(SOL_TOKEN);
  const [customStart, setCustomStart] = useState(false);
  const [picker, setPicker] = useState<'base' | 'quote' | null>(null);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  // The cost of the transaction the wallet is signing (the server's answer to init), shown until it lands.
  const [signing, setSigning] = useState<PoolCreationCost | null>(null);
  const { data: pool } = usePoolQuery(created ?? skipToken);
  const form = useForm<CreatePoolValues, unknown, InitPoolRequest>({
    resolver: formResolver<CreatePoolValues, InitPoolRequest>(initPoolSchema),
    defaultValues: { baseToken: prefill ?? '', quoteToken: SOL_TOKEN.mint, baseAmount: '', quoteAmount: '', feeTier: 1, startTime: '' },
  });
  const { errors } = form.formState;
  const [baseAmount, quoteAmount, feeTier] = useWatch({ control: form.control, name: ['baseAmount', 'quoteAmount', 'feeTier'] });
  const values = useWatch({ control: form.control }) as CreatePoolValues;
  const estimate = useCreationCost(requestOf(values, customStart), busy || created !== null);

  const pick = (side: 'base' | 'quote', token: PickerToken) => {
    (side === 'base' ? setBase : setQuote)(token);
    form.setValue(side === 'base' ? 'baseToken' : 'quoteToken', token.mint, { shouldValidate: form.formState.isSubmitted });
  };

  // Each wrong field says why under it; the first takes the focus.
  const create = form.handleSubmit(
    async (values) => {
      setBusy(true);
      try {
        const built = await initPool(requestOf(values, customStart)).unwrap();
        setSigning(built.cost);
        const result = await sendPoolTransaction(built.transaction);
        if (!result.ok) throw new Error(result.message);
        toast.success(TEXTS.poolCreated, { description: <TxLink signature={result.signature} /> });
        setCreated(built.pool);
      } catch (e) {
        const onField = showOnField(form.setError, e, {
          baseToken: 'baseToken',
          quoteToken: 'quoteToken',
          baseAmount: 'baseAmount',
          quoteAmount: 'quoteAmount',
          startTime: 'startTime',
        });
        if (!onField) toast.error(TEXTS.errorCreatingPool, { description: failureText(e) });
      } finally {
        setSigning(null);
        setBusy(false);
      }
    },
    (invalid) => {
      // A token not chosen yet reads better than "not an address".
      for (const side of ['baseToken', 'quoteToken'] as const)
        if (invalid[side] && !form.getValues(side)) form.setError(side, { message: TEXTS.chooseToken });
    },
  );

  const step = pool ? 2 : 1;

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title={TEXTS.createPoolTitle}
        subtitle="Initialise a constant-product pool for your token with its first liquidity; adding more is optional."
      />
      <ol className="mb-6 grid grid-cols-2 gap-3" aria-label="Steps">
        {(['Initialise pool', 'Add liquidity (optional)'] as const).map((label, i) => (
          <li
            key={label}
            aria-current={step === i + 1 ? 'step' : undefined}
            className={cn(
              'flex items-center gap-3 rounded-xl border px-4 py-3 text-sm',
              step === i + 1 ? 'border-accent/70 bg-accent/10' : 'border-line bg-surface/60 text-muted',
            )}
          >
            <span
              className={cn(
                'grid size-7 place-items-center rounded-full text-xs font-bold',
                step > i + 1 ? 'bg-ok text-black' : step === i + 1 ? 'bg-accent text-accent-fg' : 'bg-surface-2',
              )}
            >
              {step > i + 1 ? <Check className="size-4" aria-hidden /> : i + 1}
            </span>
            {label}
          </li>
        ))}
      </ol>

      {!pool ? (
        <Card className="flex flex-col gap-5">
          <div className="grid gap-4 sm:grid-cols-2">
            <TokenSelect
              label="Base Token"
              token={base}
              onClick={() => setPicker('base')}
              ref={focusRef(form.register, 'baseToken')}
              error={errors.baseToken?.message}
            />
            <TokenSelect
              label="Quote Token"
              token={quote}
              onClick={() => setPicker('quote')}
              ref={focusRef(form.register, 'quoteToken')}
              error={errors.quoteToken?.message}
            />
            <AmountInput
              label="Base Token Amount"
              required
              placeholder="0.00"
              {...valueField(form, 'baseAmount', baseAmount)}
              decimals={base?.decimals}
              symbol={base?.symbol}
            />
            <AmountInput
              label="Quote Token Amount"
              required
              placeholder="0.00"
              {...valueField(form, 'quoteAmount', quoteAmount)}
              decimals={quote?.decimals}
              symbol={quote?.symbol}
            />
          </div>
          {base && quote && Number(baseAmount) > 0 && Number(quoteAmount) > 0 && (
            <p className="text-sm text-muted">
              Starting price:{' '}
              <span className="tabular text-fg">
                1 {base.symbol} = {(Number(quoteAmount) / Number(baseAmount)).toPrecision(6)} {quote.symbol}
              </span>
            </p>
          )}
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-fg/90">Fee Tier</legend>
            <div role="radiogroup" aria-label="Fee Tier" className="grid grid-cols-5 gap-2">
              {FEE_TIERS.map((tier) => (
                <button
                  key={tier}
                  type="button"
                  role="radio"
                  aria-checked={feeTier === tier}
                  onClick={() => form.setValue('feeTier', tier)}
                  className={cn(
                    'rounded-xl border px-2 py-2.5 text-sm font-semibold tabular',
                    feeTier === tier ? 'border-accent bg-accent/15 text-fg' : 'border-line bg-bg/40 text-muted hover:border-accent/50',
                  )}
                >
                  {tier}%
                </button>
              ))}
            </div>
            <p className="mt-2 text-xs text-muted">Traders pay this share of each swap to the pool, which grows the value of its LP tokens.</p>
          </fieldset>
          <div className="flex flex-col gap-3">
            <label className="inline-flex items-center gap-3 text-sm font-medium">
              <input
                type="checkbox"
                role="switch"
                checked={customStart}
                onChange={(e) => setCustomStart(e.target.checked)}
                className="size-4 accent-[var(--color-accent)]"
              />
              Custom start time
            </label>
            {customStart && (
              <Field
                tabular
                label="Launch date and time (UTC)"
                type="datetime-local"
                error={errors.startTime?.message}
                {...form.register('startTime')}
                hint="Swaps are refused before this time; liquidity can be added at once."
              />
            )}
          </div>
          <CreationCost
            cost={signing ?? estimate.cost}
            pending={!signing && estimate.pending}
            error={signing ? null : estimate.error}
            base={base}
            quote={quote}
          />
          <p className="flex items-start gap-2 text-xs text-muted">
            <Info className="mt-0.5 size-3.5 shrink-0" aria-hidden />
            {TEXTS.poolTrustModel} 100 LP base units stay locked in the pool forever, so it can never be emptied.
          </p>
          <ActionButton label="Initialise Pool" busyLabel={TEXTS.creatingPool} busy={busy} onClick={() => void create()} className="w-full py-3" />
        </Card>
      ) : (
        <Card className="flex flex-col gap-5">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div>
              <h2 className="text-lg font-semibold">
                {pool.base.symbol}/{pool.quote.symbol} · {pool.feeTier}%
              </h2>
              <p className="text-sm text-muted">
                Pool created with your first liquidity. Adding more is optional: now, or later from Manage Liquidity.
              </p>
            </div>
            <AddressChip address={pool.pool} label="Copy pool address" />
          </div>
          <AddToNewPool pool={pool} />
        </Card>
      )}

      <PoolTokenPicker
        open={picker !== null}
        onOpenChange={(o) => !o && setPicker(null)}
        mode={picker === 'quote' ? 'to' : 'from'}
        exclude={picker === 'base' ? quote?.mint : base?.mint}
        onSelect={(t) => picker && pick(picker, t)}
      />
    </div>
  );
}
