import { ExternalLink, Flame } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { TEXTS } from '@toolkit/shared';
import { messageOf } from '../../shared/api/index.ts';
import { useExplorerLink } from '../../shared/session/index.ts';
import { useTransactionRunner } from '../../shared/transactions/index.ts';
import { ActionButton, Card, PageHeader } from '../../shared/ui/index.ts';
import { requestBurn } from './api/burn-tokens.ts';

const input =
  'w-full rounded-xl border border-line bg-bg/60 px-3.5 py-2.5 text-sm text-fg placeholder:text-muted/60 outline-none focus:border-accent/70';

function Required() {
  return <span className="ml-0.5 text-danger" aria-hidden>*</span>;
}

/** Burn Tokens (DESIGN.md 9): burns for real from the wallet's own account; the supply goes down. */
export function BurnPage() {
  const mintId = useId();
  const amountId = useId();
  const [mint, setMint] = useState('');
  const [amount, setAmount] = useState('');
  const [busy, setBusy] = useState(false);
  const run = useTransactionRunner();
  const explorerLink = useExplorerLink();

  const onBurn = async () => {
    if (!mint.trim()) return toast.warning(TEXTS.provideMintAddress);
    if (!amount.trim()) return toast.warning(TEXTS.pleaseEnterAmount);
    setBusy(true);
    try {
      const { transaction } = await requestBurn({ mint: mint.trim(), amount: amount.trim() });
      const { results } = await run([transaction]);
      const r = results[0]!;
      if (r.ok) {
        toast.success(TEXTS.tokensBurned, {
          description: (
            <a href={explorerLink({ kind: 'tx', id: r.signature })} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 underline">
              View transaction <ExternalLink className="size-3" aria-hidden />
            </a>
          ),
        });
        setAmount('');
      } else {
        toast.error(TEXTS.errorBurningTokens, { description: r.message });
      }
    } catch (e) {
      toast.error(TEXTS.errorBurningTokens, { description: messageOf(e, e instanceof Error ? e.message : TEXTS.failedToCommunicate) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mx-auto max-w-xl">
      <PageHeader title={TEXTS.burnTokens} />
      <Card className="space-y-5">
        <p className="flex gap-3 rounded-xl border border-line bg-bg/40 p-4 text-sm text-muted">
          <Flame className="mt-0.5 size-5 shrink-0 text-warn" aria-hidden />
          Burning reduces your token's supply: the tokens leave your wallet and the total supply for good. Holders
          often see a lower supply as a sign of commitment.
        </p>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={mintId} className="text-sm font-medium">Base Token<Required /></label>
          <input id={mintId} className={`${input} font-mono`} placeholder="Token mint address" value={mint} onChange={(e) => setMint(e.target.value)} spellCheck={false} required />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={amountId} className="text-sm font-medium">{TEXTS.burnAmountLabel}<Required /></label>
          <input id={amountId} className={`${input} tabular`} inputMode="decimal" placeholder="0" value={amount} onChange={(e) => setAmount(e.target.value)} required />
        </div>
        <ActionButton label={TEXTS.burnTokens} busyLabel={TEXTS.burning} busy={busy} onClick={() => void onBurn()} className="w-full" />
      </Card>
    </div>
  );
}
