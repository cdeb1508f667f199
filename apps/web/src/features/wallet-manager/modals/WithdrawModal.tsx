import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { ERRORS, NATIVE_MINT, shortenAddress, TEXTS, type WalletBalance } from '@toolkit/shared';
import { valueField } from '../../../shared/forms/index.ts';
import { AmountInput, baseUnitsOf, Button, FieldMessage, Segmented, Select, showGrouped } from '../../../shared/ui/index.ts';
import { useWithdrawAccountsQuery } from '../../withdrawal-accounts/index.ts';
import type { WithdrawPayloadInput } from '../api.ts';
import { toUnits } from '../lib/amounts.ts';
import { TOKEN_ACCOUNT_RENT } from '../lib/fund-total.ts';
import { withdrawAmountSchema, type WithdrawAmounts, type WithdrawFields } from '../lib/transfer-forms.ts';
import { useServerWithdrawal } from '../state/use-server-withdrawal.ts';
import { useTransferPhases, type TransferWork } from '../state/use-transfer-phases.ts';
import { BusyBar } from '../ui/Progress.tsx';
import { TransferTotal } from '../ui/TransferTotal.tsx';
import { TransferModal } from './TransferModal.tsx';
import type { TransferDialogProps } from './transfer-dialog-props.ts';
import { initialTargets, resolveTargets, TargetPicker, type Targets } from './TargetPicker.tsx';

type Destination = 'connected' | 'admin' | 'account';
type Share = 'fixed' | 'max' | 'half';

/**
 * Withdraw modal (spec 2, 5): from wallets (all, a range, or chosen) to the connected wallet, the
 * admin wallet or a withdrawal account; a token and an amount per wallet, or Max / Half of each
 * wallet's balance. The server signs with the custodial keys and executes; a retry of the same
 * submission reuses its request id, so nothing is withdrawn twice.
 */
export function WithdrawModal({ open, onOpenChange, walletAddress, admin, wallets, onDone }: TransferDialogProps) {
  const [destination, setDestination] = useState<Destination>('connected');
  const accounts = useWithdrawAccountsQuery(undefined, { skip: !open }).data ?? [];
  const serverWithdrawal = useServerWithdrawal(wallets);
  const [targets, setTargets] = useState<Targets>(initialTargets);
  const [mint, setMint] = useState(NATIVE_MINT);
  const [share, setShare] = useState<Share>('fixed');
  const { phase, error, run } = useTransferPhases<WithdrawPayloadInput>(open);

  const resolved = useMemo(() => resolveTargets(targets, wallets), [targets, wallets]);
  const chosen = useMemo(() => ('wallets' in resolved ? resolved.wallets : []), [resolved]);
  // Tokens any of the chosen wallets holds, SOL first.
  const tokens = useMemo(() => {
    const byMint = new Map<string, { mint: string; symbol: string; decimals: number }>();
    byMint.set(NATIVE_MINT, { mint: NATIVE_MINT, symbol: 'SOL', decimals: 9 });
    for (const w of chosen.length ? chosen : wallets)
      for (const t of w.tokens)
        if (!byMint.has(t.tokenInfo.mint)) byMint.set(t.tokenInfo.mint, { mint: t.tokenInfo.mint, symbol: t.tokenInfo.symbol, decimals: t.decimals });
    return [...byMint.values()];
  }, [chosen, wallets]);
  const token = tokens.find((t) => t.mint === mint) ?? tokens[0]!;
  const isSol = token.mint === NATIVE_MINT;
  const form = useForm<WithdrawFields, unknown, WithdrawAmounts>({
    resolver: zodResolver(withdrawAmountSchema(token.decimals, share === 'fixed')),
    defaultValues: { amount: '', accountAddress: '' },
  });
  const [accountAddress, amount] = useWatch({ control: form.control, name: ['accountAddress', 'amount'] });
  const balanceOf = (w: WalletBalance) => BigInt(w.tokens.find((t) => t.tokenInfo.mint === token.mint)?.amount ?? '0');
  // What leaves the wallets in all, before approval; Max also closes each emptied token account.
  const emptied = chosen.filter((w) => balanceOf(w) > 0n).length;
  const total = (() => {
    if (chosen.length === 0) return null;
    if (share === 'max') return chosen.reduce((s, w) => s + balanceOf(w), 0n);
    if (share === 'half') return chosen.reduce((s, w) => s + balanceOf(w) / 2n, 0n);
    const each = baseUnitsOf(amount, token.decimals);
    return each === null || each === 0n ? null : each * BigInt(chosen.length);
  })();

  const recipient = destination === 'connected' ? walletAddress : destination === 'admin' ? (admin?.address ?? null) : accountAddress || null;

  // Each problem under its field, once the user has tried to submit: the recipient
  // under "Withdraw to" (or the account list), the source wallets under their picker, the amount
  // and the balances under the amount.
  const tried = form.formState.isSubmitted;
  const recipientError = !tried || recipient ? null : destination === 'account' ? TEXTS.fillAllFields : ERRORS.WITHDRAW_RECIPIENT_NOT_ALLOWED.message;
  const targetError = tried && 'error' in resolved ? resolved.error : null;

  const buildPayloads = ({ amount }: WithdrawAmounts): WithdrawPayloadInput[] | string => {
    if (!recipient) return TEXTS.fillAllFields;
    const tokenAddress = isSol ? undefined : token.mint;
    if (amount === null) {
      const holders = chosen.filter((w) => balanceOf(w) > 0n);
      if (holders.length === 0) return TEXTS.insufficientBalance;
      return holders.map((w) => ({
        senderPubKey: w.address,
        recipient,
        tokenAddress,
        amount: share === 'max' ? 'max' : toUnits(balanceOf(w) / 2n, token.decimals),
      }));
    }
    if (chosen.some((w) => balanceOf(w) < amount)) return TEXTS.insufficientBalance;
    return chosen.map((w) => ({ senderPubKey: w.address, recipient, tokenAddress, amount: toUnits(amount, token.decimals) }));
  };

  const withdraw: TransferWork<WithdrawPayloadInput> = async (payloads) => {
    const { outcome, retry, message } = await serverWithdrawal(isSol ? 'sol' : 'spl', payloads, (p) => p, 'senderPubKey');
    if (outcome.failed.length === 0) toast.success(message, { description: `${outcome.done} wallet${outcome.done === 1 ? '' : 's'} withdrawn` });
    else toast.error(TEXTS.transactionFailed, { description: outcome.failed[0]!.message });
    return { outcome, retry };
  };

  const execute = async (payloads: WithdrawPayloadInput[]) => {
    if (await run(payloads, withdraw)) onDone([...payloads.map((p) => p.senderPubKey), recipient!]);
  };

  const submit = form.handleSubmit((amounts) => {
    if (!recipient || 'error' in resolved) return; // shown under their fields
    const payloads = buildPayloads(amounts);
    if (typeof payloads === 'string') return form.setError('amount', { message: payloads }, { shouldFocus: true });
    void execute(payloads);
  });

  const chooseShare = (next: Share) => {
    setShare(next);
    form.setValue('amount', '');
  };

  return (
    <TransferModal
      open={open}
      onOpenChange={onOpenChange}
      title="Withdraw"
      description="Pull funds back from your wallets. The server signs with their keys."
      noun="withdrawals"
      submitLabel="Withdraw"
      phase={phase}
      error={error}
      execute={execute}
      onSubmit={(e) => void submit(e)}
      progress={<BusyBar label={`Withdrawing from ${chosen.length} wallet${chosen.length === 1 ? '' : 's'}`} />}
    >
      <Segmented
        label="Withdraw to"
        value={destination}
        onChange={setDestination}
        options={[
          { value: 'connected', label: 'Connected wallet' },
          { value: 'admin', label: 'Admin wallet' },
          { value: 'account', label: 'Withdrawal account' },
        ]}
      />
      {destination !== 'account' && <FieldMessage message={recipientError} />}
      {destination === 'account' && (
        <Select label="Account" error={recipientError} {...form.register('accountAddress')}>
          <option value="">{accounts.length ? 'Choose an account' : 'No withdrawal accounts yet (add one on the Dashboard)'}</option>
          {accounts.map((a, i) => (
            <option key={a._id} value={a.address}>
              {a.name || TEXTS.unnamedAccount(i + 1)} — {shortenAddress(a.address)}
            </option>
          ))}
        </Select>
      )}
      <TargetPicker label="From wallets" value={targets} onChange={setTargets} wallets={wallets} error={targetError} />
      <Select label="Token" value={token.mint} onChange={(e) => setMint(e.target.value)}>
        {tokens.map((t) => (
          <option key={t.mint} value={t.mint}>
            {t.symbol}
          </option>
        ))}
      </Select>
      <AmountInput
        label="Amount per wallet"
        placeholder={share === 'max' ? 'Max of each wallet' : share === 'half' ? 'Half of each wallet' : '0.01'}
        {...valueField(form, 'amount', amount, () => setShare('fixed'))}
        decimals={token.decimals}
        symbol={token.symbol}
        hint={
          share === 'max'
            ? 'Everything each wallet holds (SOL: less the fee), leaving nothing behind.'
            : share === 'half'
              ? 'Half of what each wallet holds.'
              : undefined
        }
      >
        <Button variant={share === 'half' ? 'primary' : 'secondary'} onClick={() => chooseShare('half')} aria-pressed={share === 'half'}>
          Half
        </Button>
        <Button variant={share === 'max' ? 'primary' : 'secondary'} onClick={() => chooseShare('max')} aria-pressed={share === 'max'}>
          Max
        </Button>
      </AmountInput>
      {total !== null && (
        <TransferTotal
          label={
            <>
              Total from {chosen.length} wallet{chosen.length === 1 ? '' : 's'}
            </>
          }
          amount={
            <>
              {isSol && share === 'max' ? 'up to ' : ''}
              {showGrouped(total, token.decimals)} {token.symbol}
            </>
          }
        >
          <p className="text-xs text-muted">
            {isSol
              ? 'Network fees are paid from the wallets themselves.'
              : share === 'max'
                ? `Emptied token accounts are closed: about ${showGrouped(BigInt(emptied) * TOKEN_ACCOUNT_RENT, 9)} SOL of rent goes back to the wallets.`
                : 'Network fees are paid in SOL by the wallets themselves.'}
          </p>
        </TransferTotal>
      )}
    </TransferModal>
  );
}
