/**
 * One schedule: token, recipient, amounts and the shared fields, the unlock curve drawn before
 * signing, then one wallet approval (the server adds the escrow's fresh base key at submission).
 */
import { useState } from 'react';
import { toast } from 'sonner';
import { TEXTS } from '@toolkit/shared';
import { fieldOf, messageOf } from '../../shared/api/index.ts';
import { useTransactionRunner } from '../../shared/transactions/index.ts';
import { ActionButton, Field } from '../../shared/ui/index.ts';
import { useCreateVestingEscrowMutation } from './api.ts';
import { ScheduleForm } from './ScheduleForm.tsx';
import { defaultSchedule, PREVIEW_DECIMALS, previewOf, scheduleTiming } from './schedule-fields.ts';
import { UnlockChart } from './UnlockChart.tsx';

const FORM_FIELDS = new Set(['recipient', 'amount', 'cliffAmount', 'startTime', 'cliffTime', 'frequencySeconds', 'numberOfPeriods']);

export function SingleSchedule({ mint, onCreated }: { mint: string; onCreated(): void }) {
  const [recipient, setRecipient] = useState('');
  const [amount, setAmount] = useState('');
  const [cliffAmount, setCliffAmount] = useState('0');
  const [fields, setFields] = useState(defaultSchedule);
  const [serverError, setServerError] = useState<{ field?: string; message: string } | null>(null);
  const [create, creating] = useCreateVestingEscrowMutation();
  const runTransactions = useTransactionRunner();
  const [sending, setSending] = useState(false);

  const preview = amount ? previewOf(fields, amount, cliffAmount) : null;
  const errors: Partial<Record<string, string>> = {};
  if (preview && !preview.ok) for (const e of preview.errors) errors[e.field] ??= e.message;
  if (serverError?.field) errors[serverError.field] = serverError.message;
  const edit = (apply: () => void) => {
    apply();
    setServerError(null);
  };

  const onCreate = async () => {
    setSending(true);
    try {
      const built = await create({
        mint,
        recipient,
        amount,
        cliffAmount,
        ...scheduleTiming(fields),
        cancelMode: fields.cancelMode,
        updateRecipientMode: fields.updateRecipientMode,
      }).unwrap();
      const { results } = await runTransactions([built.transaction]);
      const [result] = results;
      if (result?.ok) {
        toast.success(`Vesting schedule created: escrow ${built.escrow}`);
        onCreated();
      } else toast.error(result?.message ?? TEXTS.anErrorOccurred);
    } catch (e) {
      const message = messageOf(e, TEXTS.anErrorOccurred);
      const field = fieldOf(e);
      // A field of this form shows its error under it; anything else (the mint, the network) as a toast.
      if (field && FORM_FIELDS.has(field)) setServerError({ field, message });
      else toast.error(message);
    } finally {
      setSending(false);
    }
  };

  const reason = !mint
    ? 'Enter the token mint first'
    : !recipient
      ? 'Enter the recipient'
      : !amount
        ? TEXTS.whyEnterAmount
        : preview && !preview.ok
          ? 'Correct the schedule above to continue'
          : null;
  return (
    <div className="space-y-4">
      <Field
        label="Recipient wallet"
        mono
        spellCheck={false}
        value={recipient}
        onChange={(e) => edit(() => setRecipient(e.target.value.trim()))}
        error={errors.recipient}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Total amount (tokens)"
          inputMode="decimal"
          tabular
          value={amount}
          onChange={(e) => edit(() => setAmount(e.target.value))}
          error={errors.amount}
        />
        <Field
          label="Unlocked at the first unlock (tokens)"
          inputMode="decimal"
          tabular
          value={cliffAmount}
          onChange={(e) => edit(() => setCliffAmount(e.target.value))}
          error={errors.cliffAmount}
        />
      </div>
      <ScheduleForm fields={fields} onChange={(f) => edit(() => setFields(f))} errors={errors} />
      {preview?.ok && <UnlockChart params={preview.params} decimals={PREVIEW_DECIMALS} />}
      <ActionButton
        label="Create vesting schedule"
        busy={creating.isLoading || sending}
        reason={reason}
        onClick={() => void onCreate()}
        className="w-full"
      />
    </div>
  );
}
