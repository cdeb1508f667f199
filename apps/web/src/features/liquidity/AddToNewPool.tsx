/**
 * The create page's optional second step: the new pool's reserves and a further deposit. The AMM's
 * initialize already deposited the first liquidity, so the amount starts empty: pre-filling it
 * with the creation amounts would double the deposit in one click.
 */
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { amountFormSchema, TEXTS, type AmountForm, type PoolView } from '@toolkit/shared';
import { manageLiquidityPath } from '../../shared/routes.ts';
import { showOnField, valueField } from '../../shared/forms/index.ts';
import { ActionButton, AmountInput } from '../../shared/ui/index.ts';
import { show } from './amount-text.ts';
import { failureText } from './failure-text.ts';
import { formResolver } from './form-resolver.ts';
import { Stat, TxLink } from './ui.tsx';
import { TransferFeeNotice } from './TransferFeeNotice.tsx';
import { LiquidityOutcome } from './LiquidityOutcome.tsx';
import { otherSideAmount, useLiquidityDeposit } from './use-liquidity-deposit.ts';

export function AddToNewPool({ pool }: { pool: PoolView }) {
  const form = useForm<{ amount: string }, unknown, AmountForm>({
    resolver: formResolver<{ amount: string }, AmountForm>(amountFormSchema),
    defaultValues: { amount: '' },
  });
  const baseAmount = useWatch({ control: form.control, name: 'amount' });
  const deposit = useLiquidityDeposit(pool, 'base', baseAmount);

  // A wrong amount shows under the field, which takes the focus.
  const add = form.handleSubmit(async ({ amount: baseAmount }) => {
    await deposit.deposit('base', baseAmount, {
      landed: (moved, signature) =>
        toast.success(TEXTS.liquidityAdded, {
          description: (
            <span>
              {show(moved.baseAmount, pool.base.decimals)} {pool.base.symbol} + {show(moved.quoteAmount, pool.quote.decimals)} {pool.quote.symbol}
              <br />
              <TxLink signature={signature} />
            </span>
          ),
        }),
      failed: (e) => {
        if (!showOnField(form.setError, e, { baseAmount: 'amount' })) toast.error(TEXTS.errorCreatingPool, { description: failureText(e) });
      },
    });
  });

  const quote = otherSideAmount(pool, 'base', baseAmount);
  const followingQuote =
    quote !== null && Number.isFinite(quote) ? quote.toLocaleString(undefined, { maximumFractionDigits: pool.quote.decimals }) : null;

  return (
    <>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Stat label={`${pool.base.symbol} reserve`} value={show(pool.baseReserve, pool.base.decimals)} />
        <Stat label={`${pool.quote.symbol} reserve`} value={show(pool.quoteReserve, pool.quote.decimals)} />
        <Stat label="Start time (UTC)" value={pool.startTime ? new Date(pool.startTime).toUTCString() : 'Now'} />
      </div>
      <AmountInput
        label={`${pool.base.symbol} to add`}
        {...valueField(form, 'amount', baseAmount, deposit.clear)}
        decimals={pool.base.decimals}
        symbol={pool.base.symbol}
        hint={followingQuote ? `plus about ${followingQuote} ${pool.quote.symbol} at the pool's ratio` : undefined}
      />
      <TransferFeeNotice pool={pool} />
      {deposit.outcome && <LiquidityOutcome {...deposit.outcome} />}
      <div className="flex flex-wrap gap-3">
        <ActionButton label="Add Liquidity" busyLabel={TEXTS.adding} busy={deposit.busy} onClick={() => void add()} className="flex-1 py-3" />
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
