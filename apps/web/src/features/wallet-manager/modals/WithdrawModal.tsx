import { useEffect, useMemo, useState } from 'react';
import { toast } from 'sonner';
import {
  checkTransferAmount,
  NATIVE_MINT,
  shortenAddress,
  TEXTS,
  WALLET_TEXTS,
  type WalletBalance,
  type WithdrawAccount,
} from '@toolkit/shared';
import { api, messageOf } from '../../../shared/api/index.ts';
import { ActionButton, Button, Field, FormError, Modal, Segmented, Select } from '../../../shared/ui/index.ts';
import type { WalletsApi, WithdrawPayloadInput } from '../api/wallets-api.ts';
import { toUnits } from '../lib/amounts.ts';
import { BusyBar } from '../ui/Progress.tsx';
import { TransferSummary, type TransferOutcome } from '../ui/TransferSummary.tsx';
import { initialTargets, resolveTargets, TargetPicker, type Targets } from './TargetPicker.tsx';

type Destination = 'connected' | 'admin' | 'account';
type Share = 'fixed' | 'max' | 'half';
type Phase = { kind: 'form' } | { kind: 'running' } | { kind: 'summary'; outcome: TransferOutcome; retry: WithdrawPayloadInput[] };

/**
 * Withdraw modal (spec 2, 5): from wallets (all, a range, or chosen) to the connected wallet, the
 * admin wallet or a withdrawal account; a token and an amount per wallet, or Max / Half of each
 * wallet's balance. The server signs with the custodial keys and executes; a retry of the same
 * submission reuses its request id, so nothing is withdrawn twice.
 */
export function WithdrawModal({
  open,
  onOpenChange,
  walletAddress,
  admin,
  wallets,
  calls,
  onDone,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  walletAddress: string | null;
  admin: WalletBalance | null;
  wallets: WalletBalance[];
  calls: WalletsApi;
  onDone(addresses: string[]): void;
}) {
  const [destination, setDestination] = useState<Destination>('connected');
  const [accounts, setAccounts] = useState<WithdrawAccount[]>([]);
  const [accountAddress, setAccountAddress] = useState('');
  const [targets, setTargets] = useState<Targets>(initialTargets);
  const [mint, setMint] = useState(NATIVE_MINT);
  const [share, setShare] = useState<Share>('fixed');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'form' });

  useEffect(() => {
    if (!open) {
      setPhase({ kind: 'form' });
      setError(null);
      return;
    }
    api<{ data: WithdrawAccount[] }>('GET', '/withdraw/get')
      .then((r) => setAccounts(r.data))
      .catch(() => setAccounts([]));
  }, [open]);

  const resolved = useMemo(() => resolveTargets(targets, wallets), [targets, wallets]);
  const chosen = 'wallets' in resolved ? resolved.wallets : [];
  // Tokens any of the chosen wallets holds, SOL first.
  const tokens = useMemo(() => {
    const byMint = new Map<string, { mint: string; symbol: string; decimals: number }>();
    byMint.set(NATIVE_MINT, { mint: NATIVE_MINT, symbol: 'SOL', decimals: 9 });
    for (const w of chosen.length ? chosen : wallets)
      for (const t of w.tokens) if (!byMint.has(t.tokenInfo.mint)) byMint.set(t.tokenInfo.mint, { mint: t.tokenInfo.mint, symbol: t.tokenInfo.symbol, decimals: t.decimals });
    return [...byMint.values()];
  }, [chosen, wallets]);
  const token = tokens.find((t) => t.mint === mint) ?? tokens[0]!;
  const isSol = token.mint === NATIVE_MINT;
  const balanceOf = (w: WalletBalance) => BigInt(w.tokens.find((t) => t.tokenInfo.mint === token.mint)?.amount ?? '0');

  const recipient = destination === 'connected' ? walletAddress : destination === 'admin' ? (admin?.address ?? null) : accountAddress || null;

  const buildPayloads = (): WithdrawPayloadInput[] | string => {
    if (!recipient) return destination === 'account' ? TEXTS.fillAllFields : WALLET_TEXTS.recipientNotAllowed;
    if (!('wallets' in resolved)) return resolved.error;
    const tokenAddress = isSol ? undefined : token.mint;
    if (share !== 'fixed') {
      const holders = chosen.filter((w) => balanceOf(w) > 0n);
      if (holders.length === 0) return TEXTS.insufficientBalance;
      return holders.map((w) => ({
        senderPubKey: w.address,
        recipient,
        tokenAddress,
        amount: share === 'max' ? 'max' : toUnits(balanceOf(w) / 2n, token.decimals),
      }));
    }
    const checked = checkTransferAmount(amount, token.decimals);
    if (!checked.ok) return checked.message;
    if (chosen.some((w) => balanceOf(w) < checked.base)) return TEXTS.insufficientBalance;
    return chosen.map((w) => ({ senderPubKey: w.address, recipient, tokenAddress, amount: toUnits(checked.base, token.decimals) }));
  };

  const execute = async (payloads: WithdrawPayloadInput[]) => {
    setError(null);
    setPhase({ kind: 'running' });
    try {
      const r = await calls.withdraw(isSol ? 'sol' : 'spl', payloads, crypto.randomUUID());
      const failed = r.results.filter((x) => !x.ok);
      const outcome: TransferOutcome = {
        done: r.results.length - failed.length,
        failed: failed.map((f) => ({
          label: `Wallet ${wallets.find((w) => w.address === f.senderPubKey)?.index ?? ''}`.trim(),
          address: f.senderPubKey,
          message: f.message ?? TEXTS.transactionFailed,
        })),
        signatures: r.signatures,
      };
      if (failed.length === 0) toast.success(r.message, { description: `${outcome.done} wallet${outcome.done === 1 ? '' : 's'} withdrawn` });
      else toast.error(TEXTS.transactionFailed, { description: failed[0]!.message });
      setPhase({ kind: 'summary', outcome, retry: failed.map((f) => payloads[f.index]!) });
      onDone([...payloads.map((p) => p.senderPubKey), recipient!]);
    } catch (e) {
      const message = messageOf(e, TEXTS.transactionFailed);
      setPhase({ kind: 'form' });
      setError(message);
      toast.error(TEXTS.transactionFailed, { description: message });
    }
  };

  const submit = () => {
    const payloads = buildPayloads();
    if (typeof payloads === 'string') return setError(payloads);
    void execute(payloads);
  };

  const running = phase.kind === 'running';
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Withdraw" size="lg" description="Pull funds back from your wallets. The server signs with their keys." busy={running}>
      {phase.kind === 'summary' ? (
        <TransferSummary outcome={phase.outcome} noun="withdrawals" onRetry={() => void execute(phase.retry)} onClose={() => onOpenChange(false)} />
      ) : (
        <form
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <fieldset disabled={running} className="space-y-4">
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
            {destination === 'account' && (
              <Select label="Account" value={accountAddress} onChange={(e) => setAccountAddress(e.target.value)}>
                <option value="">{accounts.length ? 'Choose an account' : 'No withdrawal accounts yet (add one on the Dashboard)'}</option>
                {accounts.map((a, i) => (
                  <option key={a._id} value={a.address}>
                    {a.name || TEXTS.unnamedAccount(i + 1)} — {shortenAddress(a.address)}
                  </option>
                ))}
              </Select>
            )}
            <TargetPicker label="From wallets" value={targets} onChange={setTargets} wallets={wallets} />
            <Select label="Token" value={token.mint} onChange={(e) => setMint(e.target.value)}>
              {tokens.map((t) => (
                <option key={t.mint} value={t.mint}>
                  {t.symbol}
                </option>
              ))}
            </Select>
            <Field
              tabular
              label="Amount per wallet"
              inputMode="decimal"
              placeholder={share === 'max' ? 'Max of each wallet' : share === 'half' ? 'Half of each wallet' : '0.01'}
              value={share === 'fixed' ? amount : ''}
              onChange={(e) => {
                setShare('fixed');
                setAmount(e.target.value);
              }}
              hint={share === 'max' ? 'Everything each wallet holds (SOL: less the fee), leaving nothing behind.' : share === 'half' ? 'Half of what each wallet holds.' : undefined}
            >
              <Button variant={share === 'half' ? 'primary' : 'secondary'} onClick={() => setShare('half')} aria-pressed={share === 'half'}>
                Half
              </Button>
              <Button variant={share === 'max' ? 'primary' : 'secondary'} onClick={() => setShare('max')} aria-pressed={share === 'max'}>
                Max
              </Button>
            </Field>
          </fieldset>
          <FormError message={error} />
          {running && <BusyBar label={`Withdrawing from ${chosen.length} wallet${chosen.length === 1 ? '' : 's'}`} />}
          <ActionButton type="submit" className="w-full" label="Withdraw" busyLabel={TEXTS.processing} busy={running} />
        </form>
      )}
    </Modal>
  );
}
