/** Manage Liquidity's add tab: an amount of either side; the other follows the pool's ratio. */
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { amountFormSchema, TEXTS, type AmountForm, type PoolView } from '@toolkit/shared';
import { showOnField, valueField } from '../../shared/forms/index.ts';
import { shortfall } from '../../shared/guards/index.ts';
import { useWalletSession } from '../../shared/session/index.ts';
import { ActionButton, AmountInput, inputClass } from '../../shared/ui/index.ts';
import { useWalletTokensQuery } from './api.ts';
import { failureText } from './failure-text.ts';
import { formResolver } from './form-resolver.ts';
import { LiquidityMoved } from './liquidity-toast.tsx';
import { LiquidityOutcome } from './LiquidityOutcome.tsx';
import { TransferFeeNotice } from './TransferFeeNotice.tsx';
import { otherSideAmount, useLiquidityDeposit } from './use-liquidity-deposit.ts';

/** The side is a select of the pool's two tokens: only the amount needs checking. */
type AddValues = { amount: string; side: 'base' | 'quote' };

export function AddLiquidityForm({ pool }: { pool: PoolView }) {
  const form = useForm<AddValues, unknown, AmountForm>({
    resolver: formResolver<AddValues, AmountForm>(amountFormSchema),
    defaultValues: { amount: '', side: 'base' },
  });
  const [amount, side] = useWatch({ control: form.control, name: ['amount', 'side'] });
  const deposit = useLiquidityDeposit(pool, side, amount);
  const otherAmount = otherSideAmount(pool, side, amount);
  const otherToken = side === 'base' ? pool.quote : pool.base;
  const other = otherAmount === null ? null : `${otherAmount.toPrecision(6)} ${otherToken.symbol}`;

  // Both sides leave the wallet: either one it cannot pay (SOL's fee and rent reserve kept) disables Add.
  const session = useWalletSession();
  const { data: wallet } = useWalletTokensQuery(undefined, { skip: !session.connected });
  const heldOf = (mint: string) => (wallet ? (wallet.find((t) => t.mint === mint)?.balance ?? '0') : undefined);
  const lacking =
    shortfall({ amount, token: pool[side], balance: heldOf(pool[side].mint) }) ??
    (otherAmount === null || !Number.isFinite(otherAmount)
      ? null
      : shortfall({ amount: otherAmount.toFixed(otherToken.decimals), token: otherToken, balance: heldOf(otherToken.mint) }));

  // A wrong amount shows under the field, which takes the focus.
  const add = form.handleSubmit(async ({ amount }) => {
    const side = form.getValues('side');
    await deposit.deposit(side, amount, {
      landed: (moved, signature) => {
        toast.success(TEXTS.liquidityAdded, { description: <LiquidityMoved pool={pool} moved={moved} signature={signature} /> });
        form.reset({ amount: '', side });
      },
      failed: (e) => {
        // Either side's amount is this form's one amount.
        if (!showOnField(form.setError, e, { baseAmount: 'amount', quoteAmount: 'amount' }))
          toast.error(TEXTS.errorAddingLiquidity, { description: failureText(e) });
      },
    });
  });

  return (
    <>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="add-amount" className="text-sm font-medium">
          Amount
        </label>
        {/* Top-aligned: the amount's message below it must not stretch the token select. */}
        <div className="flex items-start gap-2">
          <AmountInput
            id="add-amount"
            placeholder="0.00"
            {...valueField(form, 'amount', amount, deposit.clear)}
            decimals={pool[side].decimals}
            symbol={pool[side].symbol}
            className="min-w-0 flex-1"
          />
          {/* Its width on a wrapper: inputClass's w-full would win over a w-28 beside it. */}
          <div className="w-28 shrink-0">
            <select aria-label="Amount token" {...form.register('side')} className={inputClass}>
              <option value="base">{pool.base.symbol}</option>
              <option value="quote">{pool.quote.symbol}</option>
            </select>
          </div>
        </div>
        <p className="text-xs text-muted">
          {other ? `plus about ${other} at the pool's current ratio` : 'The other side follows the pool’s current ratio.'}
        </p>
        <TransferFeeNotice pool={pool} />
      </div>
      {deposit.outcome && <LiquidityOutcome {...deposit.outcome} />}
      <ActionButton
        label={lacking?.label ?? 'Add Liquidity'}
        busyLabel={TEXTS.adding}
        busy={deposit.busy}
        reason={lacking?.reason}
        onClick={() => void add()}
        className="w-full py-3"
      />
    </>
  );
}
