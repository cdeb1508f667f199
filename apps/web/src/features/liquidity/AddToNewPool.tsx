/**
 * The create page's optional second step: the new pool's reserves and a further deposit. The AMM's
 * initialize already deposited the first liquidity, so the amount starts empty: pre-filling it
 * with the creation amounts would double the deposit in one click.
 */
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { amountFormSchema, TEXTS, type AmountForm, type PoolView } from '@toolkit/shared';
import { manageLiquidityPath } from '../../shared/routes.ts';
import { focusRef, showOnField } from '../../shared/forms/index.ts';
import { ActionButton, AmountInput } from '../../shared/ui/index.ts';
import { useAddLiquidityMutation } from './api.ts';
import { show } from './amount-text.ts';
import { failureText } from './failure-text.ts';
import { formResolver } from './form-resolver.ts';
import { Stat, TxLink } from './ui.tsx';
import { arrivingShare, TransferFeeNotice } from './TransferFeeNotice.tsx';
import { usePoolTransaction } from './use-pool-transaction.ts';
import { LiquidityOutcome, type OutcomeAmount, type OutcomeSide } from './LiquidityOutcome.tsx';
import { depositMinimumLp, useLiquiditySlippage } from './liquidity-minimum.ts';

export function AddToNewPool({ pool }: { pool: PoolView }) {
  const sendPoolTransaction = usePoolTransaction();
  const [addLiquidity] = useAddLiquidityMutation();
  const [busy, setBusy] = useState(false);
  // The deposit's signed minimum LP (shown while the wallet signs) and, once landed, the LP received.
  const [outcome, setOutcome] = useState<OutcomeSide | null>(null);
  // The most of each token the built deposit may take (the AMM mints exactly its LP and takes each side's share at landing).
  const [atMost, setAtMost] = useState<OutcomeAmount[] | undefined>(undefined);
  const form = useForm<{ amount: string }, unknown, AmountForm>({
    resolver: formResolver<{ amount: string }, AmountForm>(amountFormSchema),
    defaultValues: { amount: '' },
  });
  const baseAmount = useWatch({ control: form.control, name: 'amount' });
  const slippage = useLiquiditySlippage();
  const previewLp = depositMinimumLp(pool, 'base', baseAmount, slippage);
  const shown = outcome ?? (previewLp === null ? null : { symbol: pool.lpSymbol, decimals: pool.lpDecimals, minimum: previewLp.toString() });

  // A wrong amount shows under the field, which takes the focus.
  const add = form.handleSubmit(async ({ amount: baseAmount }) => {
    setBusy(true);
    try {
      const built = await addLiquidity({ pool: pool.pool, baseAmount }).unwrap();
      const minimum = { symbol: pool.lpSymbol, decimals: pool.lpDecimals, minimum: built.data.minimum.lpAmount };
      setOutcome(minimum);
      const most = built.data.maximum;
      setAtMost(
        most && [
          { symbol: pool.base.symbol, decimals: pool.base.decimals, amount: most.baseAmount },
          { symbol: pool.quote.symbol, decimals: pool.quote.decimals, amount: most.quoteAmount },
        ],
      );
      const result = await sendPoolTransaction(built.transaction);
      if (!result.ok) throw new Error(result.message);
      setOutcome({ ...minimum, received: result.lpReceived ?? built.data.lpAmount });
      toast.success(TEXTS.liquidityAdded, {
        description: (
          <span>
            {show(built.data.baseAmount, pool.base.decimals)} {pool.base.symbol} + {show(built.data.quoteAmount, pool.quote.decimals)}{' '}
            {pool.quote.symbol}
            <br />
            <TxLink signature={result.signature} />
          </span>
        ),
      });
    } catch (e) {
      setOutcome(null);
      setAtMost(undefined);
      if (!showOnField(form.setError, e, { baseAmount: 'amount' })) toast.error(TEXTS.errorCreatingPool, { description: failureText(e) });
    } finally {
      setBusy(false);
    }
  });

  const followingQuote = (() => {
    const n = Number(baseAmount);
    return baseAmount && Number.isFinite(n) && n > 0
      ? ((n * pool.price * arrivingShare(pool.base)) / arrivingShare(pool.quote)).toLocaleString(undefined, {
          maximumFractionDigits: pool.quote.decimals,
        })
      : null;
  })();

  return (
    <>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Stat label={`${pool.base.symbol} reserve`} value={show(pool.baseReserve, pool.base.decimals)} />
        <Stat label={`${pool.quote.symbol} reserve`} value={show(pool.quoteReserve, pool.quote.decimals)} />
        <Stat label="Start time (UTC)" value={pool.startTime ? new Date(pool.startTime).toUTCString() : 'Now'} />
      </div>
      <AmountInput
        label={`${pool.base.symbol} to add`}
        ref={focusRef(form.register, 'amount')}
        value={baseAmount}
        error={form.formState.errors.amount?.message}
        onChange={(text) => {
          setOutcome(null);
          setAtMost(undefined);
          form.setValue('amount', text, { shouldValidate: form.formState.isSubmitted });
        }}
        decimals={pool.base.decimals}
        symbol={pool.base.symbol}
        hint={followingQuote ? `plus about ${followingQuote} ${pool.quote.symbol} at the pool's ratio` : undefined}
      />
      <TransferFeeNotice pool={pool} />
      {shown && <LiquidityOutcome sides={[shown]} atMost={outcome ? atMost : undefined} />}
      <div className="flex flex-wrap gap-3">
        <ActionButton label="Add Liquidity" busyLabel={TEXTS.adding} busy={busy} onClick={() => void add()} className="flex-1 py-3" />
        <Link
          to={manageLiquidityPath(pool.pool)}
          className="inline-flex items-center rounded-xl border border-line px-4 text-sm font-semibold hover:border-accent/60"
        >
          Manage Liquidity
        </Link>
      </div>
    </>
  );
}
