/** Manage Liquidity's remove tab: LP to burn (50 % / Max of what the wallet holds) and what it returns. */
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { formatAmount, netAfterFee, removeLiquiditySchema, TEXTS, withdrawalFor, type PoolView, type RemoveLiquidityRequest } from '@toolkit/shared';
import { showOnField, valueField } from '../../shared/forms/index.ts';
import { shortfall } from '../../shared/guards/index.ts';
import { ActionButton, AmountInput, baseUnitsOf } from '../../shared/ui/index.ts';
import { useRemoveLiquidityMutation } from './api.ts';
import { show } from './amount-text.ts';
import { failureText } from './failure-text.ts';
import { formResolver } from './form-resolver.ts';
import { LiquidityMoved } from './liquidity-toast.tsx';
import { LiquidityOutcome, type OutcomeSide } from './LiquidityOutcome.tsx';
import { useLiquiditySlippage, withdrawalMinimum } from './liquidity-minimum.ts';
import { feeRateOf, TransferFeeNotice } from './TransferFeeNotice.tsx';
import { usePoolTransaction } from './use-pool-transaction.ts';

const removeSchema = removeLiquiditySchema.pick({ lp_amount: true });
type RemoveValues = Pick<RemoveLiquidityRequest, 'lp_amount'>;

export function RemoveLiquidityForm({ pool, lpHeld }: { pool: PoolView; lpHeld: bigint }) {
  const sendPoolTransaction = usePoolTransaction();
  const [removeLiquidity] = useRemoveLiquidityMutation();
  const [busy, setBusy] = useState(false);
  // The last withdrawal's signed minimum of each side (shown while the wallet signs) and, once landed, what was received.
  const [outcome, setOutcome] = useState<OutcomeSide[] | null>(null);
  const form = useForm<RemoveValues, unknown, RemoveValues>({
    resolver: formResolver<RemoveValues, RemoveValues>(removeSchema),
    defaultValues: { lp_amount: '' },
  });
  const lpText = useWatch({ control: form.control, name: 'lp_amount' });

  const lpToRemove = baseUnitsOf(lpText, pool.lpDecimals) ?? 0n;
  // What reaches the wallet: the share of each vault, less a side's transfer fee.
  const returns = (() => {
    if (!(lpToRemove > 0n && lpToRemove <= BigInt(pool.lpSupply))) return null;
    const share = withdrawalFor(lpToRemove, BigInt(pool.baseReserve), BigInt(pool.quoteReserve), BigInt(pool.lpSupply));
    return { baseAmount: netAfterFee(share.baseAmount, feeRateOf(pool.base)), quoteAmount: netAfterFee(share.quoteAmount, feeRateOf(pool.quote)) };
  })();

  const lacking = shortfall({ amount: lpText, token: { mint: pool.lpMint, symbol: pool.lpSymbol, decimals: pool.lpDecimals }, balance: lpHeld });

  const slippage = useLiquiditySlippage();
  const previewMinimum = withdrawalMinimum(pool, lpToRemove, slippage);
  const shown =
    outcome ??
    (previewMinimum && [
      { symbol: pool.base.symbol, decimals: pool.base.decimals, minimum: previewMinimum.baseAmount.toString() },
      { symbol: pool.quote.symbol, decimals: pool.quote.decimals, minimum: previewMinimum.quoteAmount.toString() },
    ]);

  // A wrong amount shows under the field, which takes the focus.
  const remove = form.handleSubmit(async ({ lp_amount }) => {
    setBusy(true);
    try {
      const built = await removeLiquidity({ pool: pool.pool, lp_amount }).unwrap();
      const { minimum } = built.data;
      const base = { symbol: pool.base.symbol, decimals: pool.base.decimals, minimum: minimum.baseAmount };
      const quote = { symbol: pool.quote.symbol, decimals: pool.quote.decimals, minimum: minimum.quoteAmount };
      setOutcome([base, quote]);
      const result = await sendPoolTransaction(built.transaction);
      if (!result.ok) throw new Error(result.message);
      const received = { baseAmount: result.baseReceived ?? built.data.baseAmount, quoteAmount: result.quoteReceived ?? built.data.quoteAmount };
      setOutcome([
        { ...base, received: received.baseAmount },
        { ...quote, received: received.quoteAmount },
      ]);
      toast.success(TEXTS.liquidityRemoved, {
        description: <LiquidityMoved pool={pool} moved={{ ...built.data, ...received }} signature={result.signature} />,
      });
      form.reset({ lp_amount: '' });
    } catch (e) {
      setOutcome(null);
      if (!showOnField(form.setError, e, { lp_amount: 'lp_amount' })) toast.error(TEXTS.errorRemovingLiquidity, { description: failureText(e) });
    } finally {
      setBusy(false);
    }
  });

  return (
    <>
      <div className="flex flex-col gap-1.5">
        <div className="flex items-center justify-between">
          <label htmlFor="lp-amount" className="text-sm font-medium">
            {pool.lpSymbol} to remove
          </label>
          <span className="flex gap-1.5">
            {(
              [
                ['50%', 2n],
                ['Max', 1n],
              ] as const
            ).map(([label, divisor]) => (
              <button
                key={label}
                type="button"
                disabled={lpHeld === 0n}
                onClick={() => {
                  setOutcome(null);
                  form.setValue('lp_amount', formatAmount(lpHeld / divisor, pool.lpDecimals), { shouldValidate: form.formState.isSubmitted });
                }}
                className="rounded-md bg-surface-2 px-2 py-0.5 text-xs font-semibold text-muted hover:text-fg disabled:opacity-40"
              >
                {label}
              </button>
            ))}
          </span>
        </div>
        <AmountInput
          id="lp-amount"
          placeholder="0.00"
          {...valueField(form, 'lp_amount', lpText, () => setOutcome(null))}
          decimals={pool.lpDecimals}
          symbol={pool.lpSymbol}
          balance={lpHeld}
        />
        <p className="text-xs text-muted">
          You hold {show(lpHeld, pool.lpDecimals)} {pool.lpSymbol}.
        </p>
      </div>
      <section aria-label="You will receive" className="rounded-xl border border-line bg-bg/40 px-4 py-3 text-sm">
        <div className="mb-1 text-xs text-muted">You will receive</div>
        <div className="tabular flex justify-between">
          <span>{pool.base.symbol}</span>
          <span>{returns ? show(returns.baseAmount, pool.base.decimals) : '—'}</span>
        </div>
        <div className="tabular flex justify-between">
          <span>{pool.quote.symbol}</span>
          <span>{returns ? show(returns.quoteAmount, pool.quote.decimals) : '—'}</span>
        </div>
      </section>
      <TransferFeeNotice pool={pool} />
      {shown && <LiquidityOutcome sides={shown} />}
      <ActionButton
        label={lacking?.label ?? 'Remove Liquidity'}
        busyLabel={TEXTS.processing}
        busy={busy}
        // Nothing held cannot be removed; more than is held says so on the button.
        reason={lpHeld === 0n ? TEXTS.whyNoLpHeld : (lacking?.reason ?? null)}
        onClick={() => void remove()}
        className="w-full py-3"
      />
    </>
  );
}
