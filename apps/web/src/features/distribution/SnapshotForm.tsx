import { Download } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { TEXTS, type SnapshotDistributionRequest } from '@toolkit/shared';
import { messageOf } from '../../shared/api/index.ts';
import { ActionButton, Button, Field, Select } from '../../shared/ui/index.ts';
import { useHoldersCsvMutation, useSnapshotRecipientsMutation } from './api.ts';
import { saveCsv } from '../../shared/lib/save-csv.ts';

/**
 * Recipients from a holder snapshot of any mint: pro rata to a total or a fixed amount each, with
 * a minimum balance; the server leaves out pool vaults, the burn address and the sender. The CSV
 * it answers goes into the recipients box, to be checked like any other. The plain snapshot
 * (owner, amount) downloads as the server's holders CSV.
 */
export function SnapshotForm({
  mint,
  source,
  onRecipients,
}: {
  mint: string;
  source: SnapshotDistributionRequest['source'];
  onRecipients(csv: string): void;
}) {
  const [holdersOf, setHoldersOf] = useState('');
  const [split, setSplit] = useState<'pro-rata' | 'fixed'>('pro-rata');
  const [amount, setAmount] = useState('');
  const [minBalance, setMinBalance] = useState('');
  const [snapshot, state] = useSnapshotRecipientsMutation();
  const [holders, download] = useHoldersCsvMutation();

  const take = async () => {
    try {
      const r = await snapshot({
        holdersOf,
        mint,
        split: split === 'fixed' ? { type: 'fixed', each: amount } : { type: 'pro-rata', total: amount },
        minBalance: minBalance || undefined,
        source,
      }).unwrap();
      onRecipients(r.recipients);
      toast.success(TEXTS.distributionSnapshotTaken(r.holders));
    } catch (e) {
      toast.error(messageOf(e, TEXTS.anErrorOccurred));
    }
  };

  const downloadHolders = () =>
    holders(holdersOf.trim())
      .unwrap()
      .then((csv) => saveCsv(`holders-${holdersOf.trim()}.csv`, csv))
      .catch((e) => toast.error(messageOf(e, TEXTS.anErrorOccurred)));

  return (
    <details className="rounded-xl border border-line p-4">
      <summary className="cursor-pointer text-sm font-medium">{TEXTS.distributionSnapshotTitle}</summary>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <Field label={TEXTS.distributionSnapshotMint} mono spellCheck={false} value={holdersOf} onChange={(e) => setHoldersOf(e.target.value)} />
        <Select label={TEXTS.distributionSnapshotSplit} value={split} onChange={(e) => setSplit(e.target.value as 'pro-rata' | 'fixed')}>
          <option value="pro-rata">{TEXTS.distributionProRata}</option>
          <option value="fixed">{TEXTS.distributionFixedEach}</option>
        </Select>
        <Field label={TEXTS.distributionSnapshotAmount} tabular inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
        <Field label={TEXTS.distributionMinBalance} tabular inputMode="decimal" value={minBalance} onChange={(e) => setMinBalance(e.target.value)} />
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <ActionButton label={TEXTS.distributionTakeSnapshot} busy={state.isLoading} onClick={() => void take()} />
        <Button variant="secondary" disabled={!holdersOf.trim() || download.isLoading} onClick={() => void downloadHolders()}>
          <Download className="size-4" aria-hidden /> {TEXTS.distributionDownloadHolders}
        </Button>
      </div>
    </details>
  );
}
