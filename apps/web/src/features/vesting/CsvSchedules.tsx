/**
 * Many schedules from CSV (`address,amount` per line; a header may add per-row startTime,
 * cliffTime, cliffAmount, frequencySeconds, numberOfPeriods), checked with line numbers as
 * distribution's lists are, then created by a durable job from a custodial wallet. The job's
 * result CSV names each row's escrow and signature.
 */
import { useState } from 'react';
import { toast } from 'sonner';
import { TEXTS, type OperationResponse, type vestingOperations } from '@toolkit/shared';
import { messageOf } from '../../shared/api/index.ts';
import { ActionButton, Button, Card, CsvField, Field, Select } from '../../shared/ui/index.ts';
import { useCustodialWallets } from '../wallet-manager/index.ts';
import { saveCsv } from '../../shared/lib/save-csv.ts';
import { useStartVestingJobMutation, useVestingJobQuery, useVestingJobResultMutation } from './api.ts';
import { ScheduleForm } from './ScheduleForm.tsx';
import { defaultSchedule, PREVIEW_DECIMALS, previewOf, scheduleTiming } from './schedule-fields.ts';
import { UnlockChart } from './UnlockChart.tsx';

type DryRun = OperationResponse<typeof vestingOperations.startJob>;

export function CsvSchedules({ mint, signedIn }: { mint: string; signedIn: boolean }) {
  const custodial = useCustodialWallets(signedIn);
  const [source, setSource] = useState('');
  const [recipients, setRecipients] = useState('');
  const [cliffPercent, setCliffPercent] = useState('0');
  const [fields, setFields] = useState(defaultSchedule);
  const [dryRun, setDryRun] = useState<DryRun | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const [start, starting] = useStartVestingJobMutation();
  const chosen = source || custodial[0]?.address || '';

  const edit = (apply: () => void) => {
    apply();
    setDryRun(null);
  };
  const body = (dry: boolean) => ({
    mint,
    recipients,
    schedule: { ...scheduleTiming(fields), cliffPercent },
    cancelMode: fields.cancelMode,
    updateRecipientMode: fields.updateRecipientMode,
    source: { type: 'custodial' as const, address: chosen },
    dryRun: dry,
  });
  const onCheck = async () => {
    try {
      setDryRun(await start(body(true)).unwrap());
    } catch (e) {
      toast.error(messageOf(e, TEXTS.anErrorOccurred));
    }
  };
  const onStart = async () => {
    try {
      const started = await start(body(false)).unwrap();
      setJobId(started.id ?? null);
    } catch (e) {
      toast.error(messageOf(e, TEXTS.anErrorOccurred));
    }
  };
  // The shared schedule's curve, for 100 tokens: each row's is the same shape at its own amount.
  const example = previewOf(fields, '100', String(Math.min(100, Math.max(0, Number(cliffPercent) || 0))));
  const reason = !mint
    ? 'Enter the token mint first'
    : !chosen
      ? 'Create a custodial wallet in Wallet Manager first'
      : !dryRun
        ? 'Check the list first'
        : dryRun.errors.length
          ? 'Fix the lines above first'
          : jobId
            ? 'This list was started'
            : null;

  return (
    <div className="space-y-4">
      <Select label="Send from (custodial wallet holding the tokens)" value={chosen} onChange={(e) => edit(() => setSource(e.target.value))}>
        {custodial.map((w) => (
          <option key={w.address} value={w.address}>
            {w.label}
          </option>
        ))}
      </Select>
      <CsvField
        label="Schedules (address,amount per line)"
        placeholder={'address,amount\nWallet1...,1000\nWallet2...,250'}
        value={recipients}
        onChange={(text) => edit(() => setRecipients(text))}
        hint="A header line may add per-row columns: startTime, cliffTime, cliffAmount, frequencySeconds, numberOfPeriods."
      />
      <Field
        label="Share unlocked at the first unlock (%)"
        inputMode="decimal"
        tabular
        value={cliffPercent}
        onChange={(e) => edit(() => setCliffPercent(e.target.value))}
      />
      <ScheduleForm fields={fields} onChange={(f) => edit(() => setFields(f))} errors={{}} />
      {example.ok && <UnlockChart params={example.params} decimals={PREVIEW_DECIMALS} />}
      <ActionButton label="Check list" busy={starting.isLoading && !dryRun} disabled={!signedIn || !mint} onClick={() => void onCheck()} />
      {dryRun && (
        <section aria-label="List check" className="space-y-2 rounded-xl border border-line bg-bg/40 p-4 text-sm">
          {dryRun.errors.length > 0 && (
            <ul className="space-y-1 text-danger" role="alert">
              {dryRun.errors.map((e) => (
                <li key={`${e.line}-${e.field}`}>{TEXTS.distributionLineError(e.line, e.message)}</li>
              ))}
            </ul>
          )}
          <p className="tabular" data-testid="vesting-dry-run">
            {dryRun.recipients} schedules, {dryRun.total} tokens in all
          </p>
        </section>
      )}
      <ActionButton
        label="Create schedules"
        busy={starting.isLoading && !!dryRun}
        reason={reason}
        onClick={() => void onStart()}
        className="w-full"
      />
      {jobId && <VestingJob id={jobId} />}
    </div>
  );
}

function VestingJob({ id }: { id: string }) {
  const [pollingInterval, setPolling] = useState(1000);
  const job = useVestingJobQuery(id, { pollingInterval });
  const [result] = useVestingJobResultMutation();
  const status = job.data?.status;
  if (status && status !== 'running' && pollingInterval) setPolling(0);
  return (
    <Card className="space-y-2 text-sm" aria-label="Vesting job">
      <p className="tabular" data-testid="vesting-job-status">
        {job.data ? `${job.data.status}: ${job.data.paid} of ${job.data.total} escrows created in ${job.data.transactions} transactions` : 'Loading…'}
      </p>
      {job.data?.failed ? <p className="text-danger">{job.data.failed} failed</p> : null}
      <Button
        variant="secondary"
        onClick={() =>
          void result(id)
            .unwrap()
            .then((csv) => saveCsv(`vesting-${id}.csv`, csv))
        }
      >
        Download result CSV
      </Button>
    </Card>
  );
}
