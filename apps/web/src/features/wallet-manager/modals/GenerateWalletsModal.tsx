import { useState } from 'react';
import { toast } from 'sonner';
import { TEXTS, WALLET_TEXTS } from '@toolkit/shared';
import { messageOf } from '../../../shared/api/index.ts';
import { ActionButton, Field, FormError, Modal } from '../../../shared/ui/index.ts';
import type { WalletsApi } from '../api/wallets-api.ts';
import { BusyBar } from '../ui/Progress.tsx';

/** Generate-wallet modal: count required, over 0, at most the remaining allowance (spec 5). */
export function GenerateWalletsModal({
  open,
  onOpenChange,
  userId,
  remaining,
  calls,
  onGenerated,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  userId: string | null;
  remaining: number;
  calls: WalletsApi;
  onGenerated(): void;
}) {
  const [count, setCount] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    const text = count.trim();
    const n = Number(text);
    const problem =
      text === '' ? WALLET_TEXTS.countRequired
      : !Number.isInteger(n) ? WALLET_TEXTS.countWhole
      : n <= 0 ? WALLET_TEXTS.countPositive
      : n > remaining ? TEXTS.walletAllowance
      : null;
    setError(problem);
    if (problem || !userId) return;
    setBusy(true);
    try {
      const r = await calls.generate(userId, n);
      toast.success(r.message || TEXTS.walletsGenerated);
      setCount('');
      onGenerated();
      onOpenChange(false);
    } catch (e) {
      const message = messageOf(e, TEXTS.errorGeneratingWallets);
      setError(message);
      toast.error(TEXTS.errorGeneratingWallets, { description: message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Generate Wallets" size="lg" description={`You can generate ${remaining} more wallet${remaining === 1 ? '' : 's'} (at most 300).`} busy={busy}>
      <form
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Field tabular label="Number of wallets" inputMode="numeric" placeholder="10" value={count} onChange={(e) => setCount(e.target.value)} disabled={busy} />
        <FormError message={error} />
        {busy && <BusyBar label={`Generating ${count} wallets`} />}
        <ActionButton type="submit" className="w-full" label="Generate Wallets" busyLabel="Generating" busy={busy} />
      </form>
    </Modal>
  );
}
