import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { TEXTS, type ManagedToken } from '@toolkit/shared';
import { messageOf } from '../../../shared/api/index.ts';
import { Button, Field, Modal, TextArea } from '../../../shared/ui/index.ts';
import { useTokenInfoQuery } from '../api.ts';
import { tokenChangeTags, useSignAndSubmit } from '../use-submit.ts';
import {
  usePrepareFreezeMutation,
  usePrepareHarvestMutation,
  usePrepareInterestRateMutation,
  usePrepareSetTransferFeeMutation,
  usePrepareThawMutation,
} from './api.ts';

/** Addresses typed one per line, or separated by commas or spaces. */
const ownersOf = (text: string) => text.split(/[\s,]+/).filter(Boolean);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="space-y-3 rounded-xl border border-line p-4">
      <h3 className="text-sm font-semibold">{title}</h3>
      {children}
    </section>
  );
}

/**
 * A token's Token-2022 extensions, managed by the wallet holding their authorities:
 * collect withheld fees, change the fee, thaw or freeze holders, change the interest rate. Only
 * the sections for extensions the mint carries are shown (read from its risk entries).
 */
export function TokenExtensionsDialog({ token, onClose }: { token: ManagedToken; onClose(): void }) {
  const info = useTokenInfoQuery(token.address).currentData;
  const has = (key: string) => info?.risks.some((r) => r.key === key) ?? false;
  const submit = useSignAndSubmit();
  const [harvest] = usePrepareHarvestMutation();
  const [setFee] = usePrepareSetTransferFeeMutation();
  const [thaw] = usePrepareThawMutation();
  const [freeze] = usePrepareFreezeMutation();
  const [setRate] = usePrepareInterestRateMutation();
  const [busy, setBusy] = useState<string | null>(null);
  const [fee, setFeeDraft] = useState({ bps: '', maxFee: '' });
  const [owners, setOwners] = useState('');
  const [rate, setRateDraft] = useState('');

  /** Builds, signs (one approval) and submits; one toast for the outcome. */
  const run = async (label: string, build: () => Promise<string[]>, done: string) => {
    setBusy(label);
    try {
      const outcome = await submit(await build(), tokenChangeTags(token.address));
      if (outcome.ok) toast.success(done);
      else toast.error(outcome.message);
    } catch (e) {
      toast.error(messageOf(e, TEXTS.transactionFailed));
    } finally {
      setBusy(null);
    }
  };
  const button = (label: string, onClick: () => void) => (
    <Button variant="secondary" disabled={busy !== null} aria-busy={busy === label} onClick={onClick}>
      {busy === label ? TEXTS.processing : label}
    </Button>
  );

  const mint = token.address;
  const none = info && !has('transferFee') && !has('defaultFrozen') && !has('interestBearing') && info.freezeAuthority === null;
  return (
    <Modal open onOpenChange={(o) => !o && onClose()} title={TEXTS.extensionsDialog.title(token.symbol)} description={token.name}>
      <div className="space-y-4">
        {!info && <p className="text-sm text-muted">{TEXTS.extensionsDialog.reading}</p>}
        {none && <p className="text-sm text-muted">{TEXTS.extensionsDialog.nothingToManage}</p>}
        {has('transferFee') && (
          <Section title={TEXTS.extensionsDialog.transferFee}>
            <p className="text-xs text-muted">{info!.risks.find((r) => r.key === 'transferFee')!.value}</p>
            {button(
              TEXTS.extensionsDialog.collectFees,
              () => void run(TEXTS.extensionsDialog.collectFees, async () => (await harvest({ mint }).unwrap()).transactions, TEXTS.feesHarvested),
            )}
            <div className="grid gap-3 sm:grid-cols-2">
              <Field
                label={TEXTS.extensionsDialog.newFeeBps}
                inputMode="numeric"
                value={fee.bps}
                onChange={(e) => setFeeDraft({ ...fee, bps: e.target.value })}
              />
              <Field
                label={TEXTS.extensionsDialog.newMaxFee}
                inputMode="numeric"
                value={fee.maxFee}
                onChange={(e) => setFeeDraft({ ...fee, maxFee: e.target.value })}
              />
            </div>
            <p className="text-xs text-muted">{TEXTS.extensionsDialog.feeTwoEpochs}</p>
            {button(
              TEXTS.extensionsDialog.changeFee,
              () =>
                void run(
                  TEXTS.extensionsDialog.changeFee,
                  async () => [(await setFee({ mint, bps: fee.bps, maxFee: fee.maxFee }).unwrap()).transaction],
                  TEXTS.transferFeeChanged,
                ),
            )}
          </Section>
        )}
        {info && info.freezeAuthority !== null && (
          <Section title={TEXTS.extensionsDialog.thawFreeze}>
            {has('defaultFrozen') && <p className="text-xs text-muted">{TEXTS.extensionsDialog.defaultFrozenNote}</p>}
            <TextArea
              label={TEXTS.extensionsDialog.owners}
              placeholder={TEXTS.extensionsDialog.ownersPlaceholder}
              value={owners}
              onChange={(e) => setOwners(e.target.value)}
            />
            <div className="flex gap-2">
              {button(
                TEXTS.extensionsDialog.thaw,
                () =>
                  void run(
                    TEXTS.extensionsDialog.thaw,
                    async () => (await thaw({ mint, owners: ownersOf(owners) }).unwrap()).transactions,
                    TEXTS.accountsThawed,
                  ),
              )}
              {button(
                TEXTS.extensionsDialog.freeze,
                () =>
                  void run(
                    TEXTS.extensionsDialog.freeze,
                    async () => (await freeze({ mint, owners: ownersOf(owners) }).unwrap()).transactions,
                    TEXTS.accountsFrozen,
                  ),
              )}
            </div>
          </Section>
        )}
        {has('interestBearing') && (
          <Section title={TEXTS.extensionsDialog.interestRate}>
            <p className="text-xs text-muted">{info!.risks.find((r) => r.key === 'interestBearing')!.value}</p>
            <Field label={TEXTS.extensionsDialog.newRate} inputMode="decimal" value={rate} onChange={(e) => setRateDraft(e.target.value)} />
            {button(
              TEXTS.extensionsDialog.changeRate,
              () =>
                void run(
                  TEXTS.extensionsDialog.changeRate,
                  async () => [(await setRate({ mint, rate }).unwrap()).transaction],
                  TEXTS.interestRateChanged,
                ),
            )}
          </Section>
        )}
      </div>
    </Modal>
  );
}
