import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { abbreviateNumber, checkTransferAmount, formatAmount, NATIVE_MINT, TEXTS, type WalletTokenBalance } from '@toolkit/shared';
import { messageOf } from '../../../shared/api/index.ts';
import { useWalletSession } from '../../../shared/session/index.ts';
import { useTransactionRunner } from '../../../shared/transactions/index.ts';
import {
  ActionButton,
  AmountInput,
  Button,
  CARD_CELL,
  CARD_ROW,
  cn,
  ExplorerLink,
  Field,
  Modal,
  SkeletonBlock,
  TokenLink,
} from '../../../shared/ui/index.ts';
import { useMintSummariesQuery } from '../api.ts';
import { MarketCells, wholeSupply } from './MarketCells.tsx';
import { TokenNameCell } from './TokenNameCell.tsx';
import { TokenTable } from './TokenTable.tsx';
import { SolPriceNote } from '../../settings/index.ts';
import { usePricesQuery } from '../../liquidity/index.ts';
import { useConnectedWalletBalanceQuery, useFundWalletsMutation } from '../../wallet-manager/index.ts';

/** 'Tokenized Assets' (spec 2; DESIGN.md 9: real data): the connected wallet's holdings from the chain. */
export function AssetsTab() {
  const { connected, walletAddress } = useWalletSession();
  const balance = useConnectedWalletBalanceQuery(connected && walletAddress ? walletAddress : skipToken);
  const holdings = balance.data ?? null;
  const [sending, setSending] = useState<WalletTokenBalance | null>(null);

  const tokenMints = useMemo(() => (holdings?.tokens ?? []).map((t) => t.tokenInfo.mint).filter((m) => m !== NATIVE_MINT), [holdings]);
  // Supplies for market caps, and prices where a pool exists; a failed read shows dashes.
  const mints = useMintSummariesQuery(tokenMints.length > 0 ? tokenMints : skipToken).currentData ?? {};
  const prices = usePricesQuery(holdings ? [NATIVE_MINT, ...tokenMints] : skipToken).currentData ?? {};

  if (!connected) {
    return (
      <div className="flex flex-col items-center gap-3 py-10 text-muted">
        <p>Connect your wallet to see your tokenized assets.</p>
        <ActionButton label={TEXTS.connectWallet} />
      </div>
    );
  }
  if (balance.isLoading) {
    return <SkeletonBlock label="Loading your assets" className="py-6" />;
  }
  if (balance.isError)
    return (
      <p role="alert" className="py-6 text-sm text-danger">
        {messageOf(balance.error, TEXTS.anErrorOccurred)}
      </p>
    );

  return (
    <div className="overflow-x-auto">
      <SolPriceNote />
      <TokenTable amountColumn="Balance" actionColumn="Action" className="sm:min-w-[760px]">
        {(holdings?.tokens ?? []).map((t) => {
          return (
            <tr key={t.tokenInfo.mint} className={cn(CARD_ROW, 'border-t border-line')}>
              <TokenNameCell symbol={t.tokenInfo.symbol} mint={t.tokenInfo.mint !== NATIVE_MINT ? t.tokenInfo.mint : undefined}>
                <TokenLink mint={t.tokenInfo.mint} className="font-medium">
                  {t.tokenInfo.name}
                </TokenLink>
              </TokenNameCell>
              <td data-label="Balance" className={cn(CARD_CELL, 'px-3 py-3 tabular')} title={t.balance}>
                {abbreviateNumber(Number(t.balance))}
              </td>
              <MarketCells price={prices[t.tokenInfo.mint]} supply={wholeSupply(mints[t.tokenInfo.mint])} />
              <td data-label="Action" className={cn(CARD_CELL, 'px-3 py-3')}>
                <Button variant="secondary" className="px-2.5 py-1.5 text-xs" onClick={() => setSending(t)} aria-label={`Send ${t.tokenInfo.symbol}`}>
                  Send
                </Button>
              </td>
            </tr>
          );
        })}
      </TokenTable>
      <SendDialog key={sending?.tokenInfo.mint ?? 'none'} token={sending} from={walletAddress!} onClose={() => setSending(null)} />
    </div>
  );
}

/** Send (spec 5: recipient, token and amount required): built by the server, signed by the wallet. */
function SendDialog({ token, from, onClose }: { token: WalletTokenBalance | null; from: string; onClose(): void }) {
  const run = useTransactionRunner();
  const [prepareSend] = useFundWalletsMutation();
  const [recipient, setRecipient] = useState('');
  const [amount, setAmount] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    if (!token) return;
    if (!recipient.trim()) return setError(TEXTS.fillAllFields);
    const checked = checkTransferAmount(amount, token.decimals);
    if (!checked.ok) return setError(checked.message);
    if (checked.base > BigInt(token.amount)) return setError(TEXTS.insufficientBalance);
    setBusy(true);
    setError(null);
    try {
      const isSol = token.tokenInfo.mint === NATIVE_MINT;
      const built = await prepareSend({
        asset: isSol ? 'sol' : 'spl',
        payloads: [{ from, recipient: recipient.trim(), amount: amount.trim(), ...(isSol ? {} : { tokenAddress: token.tokenInfo.mint }) }],
      }).unwrap();
      // Landed sends refresh the holdings (and every other balance view) through their tag.
      const { results } = await run(built.transactions, undefined, { invalidates: ['Balances', 'WalletBalances'] });
      const failed = results.find((r) => !r.ok);
      if (failed && !failed.ok) throw new Error(failed.message);
      const signature = results[0]?.ok ? results[0].signature : '';
      toast.success(`Sent ${amount.trim()} ${token.tokenInfo.symbol}`, {
        description: (
          <ExplorerLink kind="tx" id={signature} className="underline">
            View transaction
          </ExplorerLink>
        ),
      });
      onClose();
    } catch (e) {
      const message = messageOf(e, e instanceof Error ? e.message : TEXTS.transactionFailed);
      setError(message);
      toast.error(TEXTS.transactionFailed, { description: message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={token !== null}
      onOpenChange={(o) => (!o && !busy ? onClose() : undefined)}
      title={`Send ${token?.tokenInfo.symbol ?? ''}`}
      description={token ? `Balance: ${token.balance} ${token.tokenInfo.symbol}` : undefined}
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Field label="Recipient" required value={recipient} onChange={(e) => setRecipient(e.target.value)} placeholder="Wallet address" />
        <div className="flex items-end gap-2">
          <div className="flex-1">
            <AmountInput
              label="Amount"
              required
              placeholder="0.0"
              value={amount}
              onChange={setAmount}
              decimals={token?.decimals}
              symbol={token?.tokenInfo.symbol}
              balance={token?.amount}
            />
          </div>
          <Button variant="secondary" onClick={() => token && setAmount(formatAmount(BigInt(token.amount) / 2n, token.decimals))}>
            50%
          </Button>
          <Button
            variant="secondary"
            onClick={() =>
              token &&
              setAmount(
                token.tokenInfo.mint === NATIVE_MINT
                  ? formatAmount(BigInt(token.amount) > 2_000_000n ? BigInt(token.amount) - 2_000_000n : 0n, 9)
                  : token.balance,
              )
            }
          >
            Max
          </Button>
        </div>
        {error && (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        )}
        <ActionButton type="submit" className="w-full" label="Send" busyLabel={TEXTS.processing} busy={busy} />
      </form>
    </Modal>
  );
}
