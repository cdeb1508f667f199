import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { NATIVE_MINT, TEXTS, type WalletTokenBalance } from '@toolkit/shared';
import { useTransactionRunner } from '../../../shared/transactions/index.ts';
import { valueField } from '../../../shared/forms/index.ts';
import { AmountInput, baseUnitsOf, Button, Segmented, Select, showGrouped } from '../../../shared/ui/index.ts';
import { useFundWalletsMutation, type FundPayloadInput } from '../api.ts';
import { randomBetween, toUnits } from '../lib/amounts.ts';
import { fundShare } from '../lib/fund-max.ts';
import { fundTotal } from '../lib/fund-total.ts';
import { fundAmountsSchema, type FundAmountFields, type FundAmounts } from '../lib/transfer-forms.ts';
import { useServerWithdrawal, walletLabel } from '../state/use-server-withdrawal.ts';
import { useTransferPhases, type TransferWork } from '../state/use-transfer-phases.ts';
import { BusyBar, TransactionProgressBar } from '../ui/Progress.tsx';
import type { TransferOutcome } from '../ui/TransferSummary.tsx';
import { TransferTotal } from '../ui/TransferTotal.tsx';
import { TransferModal } from './TransferModal.tsx';
import type { TransferDialogProps } from './transfer-dialog-props.ts';
import { initialTargets, resolveTargets, TargetPicker, type Targets } from './TargetPicker.tsx';

type Source = 'connected' | 'admin';

/**
 * Fund modal (spec 2): from the connected wallet (every transaction signed in one approval, then
 * submitted with progress) or from the admin wallet (executed by the server); to all wallets, a
 * range or chosen ones; SOL or a held token; a fixed amount or a random one per wallet.
 */
export function FundModal({
  open,
  onOpenChange,
  walletAddress,
  userTokens,
  admin,
  wallets,
  onDone,
}: TransferDialogProps & { userTokens: WalletTokenBalance[] }) {
  const runTransactions = useTransactionRunner();
  const [fundWallets] = useFundWalletsMutation();
  const serverWithdrawal = useServerWithdrawal(wallets);
  const [source, setSource] = useState<Source>('connected');
  const [targets, setTargets] = useState<Targets>(initialTargets);
  const [mint, setMint] = useState(NATIVE_MINT);
  const [mode, setMode] = useState<'fixed' | 'random'>('fixed');
  const { phase, error, run } = useTransferPhases<FundPayloadInput>(open);

  const sourceTokens = source === 'connected' ? userTokens : (admin?.tokens ?? []);
  const tokens = sourceTokens.filter((t) => t.tokenInfo.mint === NATIVE_MINT || BigInt(t.amount) > 0n);
  const token = tokens.find((t) => t.tokenInfo.mint === mint) ?? tokens[0];
  const decimals = token?.decimals ?? 9;
  const balance = BigInt(token?.amount ?? '0');
  const isSol = (token?.tokenInfo.mint ?? NATIVE_MINT) === NATIVE_MINT;
  const resolved = useMemo(() => resolveTargets(targets, wallets), [targets, wallets]);
  const count = 'wallets' in resolved ? resolved.wallets.length : 0;
  const form = useForm<FundAmountFields, unknown, FundAmounts>({
    resolver: zodResolver(fundAmountsSchema(decimals, mode)),
    defaultValues: { amount: '', low: '', high: '' },
  });
  const symbol = token?.tokenInfo.symbol ?? 'SOL';
  const [amount, low, high] = useWatch({ control: form.control, name: ['amount', 'low', 'high'] });
  // The whole cost, tokens and SOL, before the wallet is asked: from what the fields read now.
  const total = (() => {
    if (!('wallets' in resolved) || resolved.wallets.length === 0) return null;
    const perWallet =
      mode === 'fixed'
        ? { low: baseUnitsOf(amount, decimals), high: baseUnitsOf(amount, decimals) }
        : { low: baseUnitsOf(low, decimals), high: baseUnitsOf(high, decimals) };
    if (perWallet.low === null || perWallet.high === null) return null;
    return fundTotal(token?.tokenInfo.mint ?? NATIVE_MINT, { low: perWallet.low, high: perWallet.high }, resolved.wallets);
  })();

  const fillShare = (share: 1 | 0.5) => {
    setMode('fixed');
    form.setValue('amount', toUnits(fundShare(balance, share, count, isSol), decimals));
  };

  // Each problem under its field: the target wallets under their picker (once the user
  // has tried to submit), the amounts and the balance under the amount.
  const targetError = form.formState.isSubmitted && 'error' in resolved ? resolved.error : null;
  const amountField = mode === 'fixed' ? 'amount' : 'low';

  const buildPayloads = ({ low, high }: FundAmounts): FundPayloadInput[] | string => {
    if (!('wallets' in resolved) || !token) return TEXTS.insufficientBalance;
    const from = source === 'connected' ? walletAddress! : admin!.address;
    const tokenAddress = isSol ? undefined : token.tokenInfo.mint;
    const amounts = resolved.wallets.map(() => (low === high ? low : randomBetween(low, high)));
    if (amounts.reduce((s, x) => s + x, 0n) > balance) return TEXTS.insufficientBalance;
    return resolved.wallets.map((w, i) => ({ from, recipient: w.address, amount: toUnits(amounts[i]!, decimals), tokenAddress }));
  };

  /** From the connected wallet: the server packs, the wallet signs everything at once, then each is submitted. */
  const fromConnectedWallet: TransferWork<FundPayloadInput> = async (payloads, onProgress) => {
    const built = await fundWallets({ asset: isSol ? 'sol' : 'spl', payloads }).unwrap();
    // Each submission refreshes every balance view.
    const { results } = await runTransactions(built.transactions, onProgress, { invalidates: ['WalletBalances', 'Balances'] });
    const failed = built.batches.flatMap((batch, i) => {
      const r = results[i]!;
      return r.ok ? [] : batch.map((j) => ({ payload: payloads[j]!, message: r.message }));
    });
    const outcome: TransferOutcome = {
      done: payloads.length - failed.length,
      failed: failed.map((f) => ({ label: walletLabel(wallets, f.payload.recipient), address: f.payload.recipient, message: f.message })),
      signatures: results.flatMap((r) => (r.ok ? [r.signature] : [])),
    };
    return { outcome, retry: failed.map((f) => f.payload) };
  };

  /** From the admin wallet: a withdrawal the server executes with the admin wallet's key. */
  const fromAdminWallet: TransferWork<FundPayloadInput> = (payloads) =>
    serverWithdrawal(
      isSol ? 'sol' : 'spl',
      payloads,
      (p) => ({ senderPubKey: p.from, recipient: p.recipient, amount: p.amount, tokenAddress: p.tokenAddress }),
      'recipient',
    );

  const execute = async (payloads: FundPayloadInput[]) => {
    const outcome = await run(payloads, source === 'connected' ? fromConnectedWallet : fromAdminWallet);
    if (!outcome) return;
    if (outcome.failed.length === 0) toast.success(TEXTS.walletsFunded, { description: `${outcome.done} wallets funded` });
    else toast.error(TEXTS.transactionFailed, { description: outcome.failed[0]!.message });
    onDone([...payloads.map((p) => p.recipient), ...(source === 'admin' && admin ? [admin.address] : [])]);
  };

  const submit = form.handleSubmit((amounts) => {
    if ('error' in resolved) return; // shown under the picker
    const payloads = buildPayloads(amounts);
    if (typeof payloads === 'string') return form.setError(amountField, { message: payloads }, { shouldFocus: true });
    void execute(payloads);
  });

  return (
    <TransferModal
      open={open}
      onOpenChange={onOpenChange}
      title="Fund Wallets"
      description="Send SOL or a token to many wallets in one approval."
      noun="wallets"
      submitLabel="Fund Wallets"
      phase={phase}
      error={error}
      execute={execute}
      onSubmit={(e) => void submit(e)}
      progress={
        phase.kind === 'running' && phase.progress ? (
          <TransactionProgressBar progress={phase.progress} label="Funding wallets" />
        ) : (
          <BusyBar label={source === 'connected' ? 'Preparing transactions' : 'Funding wallets'} />
        )
      }
    >
      <Segmented
        label="Source"
        value={source}
        onChange={setSource}
        options={[
          { value: 'connected', label: 'Connected wallet' },
          { value: 'admin', label: 'Admin wallet' },
        ]}
      />
      {source === 'admin' && <p className="text-xs text-muted">{TEXTS.adminWalletExplained}</p>}
      <TargetPicker label="Fund" value={targets} onChange={setTargets} wallets={wallets} error={targetError} />
      <Select label="Token" value={token?.tokenInfo.mint ?? NATIVE_MINT} onChange={(e) => setMint(e.target.value)}>
        {tokens.map((t) => (
          <option key={t.tokenInfo.mint} value={t.tokenInfo.mint}>
            {t.tokenInfo.symbol} — balance {t.balance}
          </option>
        ))}
      </Select>
      <Segmented
        label="Amount per wallet"
        value={mode}
        onChange={setMode}
        options={[
          { value: 'fixed', label: 'Fixed amount' },
          { value: 'random', label: 'Random amount' },
        ]}
      />
      {mode === 'fixed' ? (
        <AmountInput
          label="Amount"
          placeholder="0.01"
          {...valueField(form, 'amount', amount)}
          decimals={decimals}
          symbol={symbol}
          hint={`${count} wallet${count === 1 ? '' : 's'} × amount`}
        >
          <Button variant="secondary" onClick={() => fillShare(0.5)}>
            50%
          </Button>
          <Button variant="secondary" onClick={() => fillShare(1)}>
            Max
          </Button>
        </AmountInput>
      ) : (
        <div className="grid grid-cols-2 gap-3">
          <AmountInput
            className="min-w-0"
            label="From amount"
            placeholder="0.01"
            {...valueField(form, 'low', low)}
            decimals={decimals}
            symbol={symbol}
          />
          <AmountInput
            className="min-w-0"
            label="To amount"
            placeholder="0.05"
            {...valueField(form, 'high', high)}
            decimals={decimals}
            symbol={symbol}
          />
        </div>
      )}
      {total && (
        <TransferTotal
          label={<>Total to {count} wallets</>}
          amount={
            <>
              {showGrouped(total.tokens.low, decimals)}
              {total.tokens.high !== total.tokens.low && ` to ${showGrouped(total.tokens.high, decimals)}`} {symbol}
            </>
          }
        >
          <div className="flex justify-between gap-3">
            <span className="text-muted">Fees{total.newAccounts > 0 && `, ${total.newAccounts} new token accounts`}</span>
            <span className="tabular text-right">up to {showGrouped(total.solCosts, 9)} SOL</span>
          </div>
        </TransferTotal>
      )}
    </TransferModal>
  );
}
