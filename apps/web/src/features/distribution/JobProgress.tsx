import { Download } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { TEXTS } from '@toolkit/shared';
import { messageOf } from '../../shared/api/index.ts';
import { Button, Card } from '../../shared/ui/index.ts';
import { useDistributionJobActionMutation, useDistributionJobQuery, useDistributionResultMutation } from './api.ts';
import { jobPace } from './job-rate.ts';
import { saveCsv } from '../../shared/lib/save-csv.ts';
import { useWalletBatches } from './use-wallet-batches.ts';

const POLL_MS = 1000;

/**
 * A job's progress bar with rate and time left, its controls, and the result download. `signNow`:
 * the job was just started from the connected wallet, so the wallet is asked for the first batch
 * at once instead of waiting for a second press.
 */
export function JobProgress({ id, signNow = false }: { id: string; signNow?: boolean }) {
  const { data: job } = useDistributionJobQuery(id, { pollingInterval: POLL_MS, skipPollingIfUnfocused: false });
  const [act, action] = useDistributionJobActionMutation();
  const [result, download] = useDistributionResultMutation();
  const wallet = useWalletBatches(id);
  const asked = useRef(false);
  const signBatches = wallet.run;
  useEffect(() => {
    if (!signNow || asked.current) return;
    asked.current = true;
    void signBatches();
  }, [signNow, signBatches]);
  if (!job) return null;
  const settled = job.paid + job.failed;
  const pace = jobPace(job, job.observedAt);
  const pct = job.total ? Math.round((settled / job.total) * 100) : 0;
  const run = (a: 'pause' | 'resume' | 'cancel' | 'retry') =>
    act({ id, action: a })
      .unwrap()
      .catch((e) => toast.error(messageOf(e, TEXTS.anErrorOccurred)));
  const save = () =>
    result(id)
      .unwrap()
      .then((csv) => saveCsv(`distribution-${id}.csv`, csv))
      .catch((e) => toast.error(messageOf(e, TEXTS.anErrorOccurred)));

  return (
    <Card className="space-y-4" aria-label="Distribution progress">
      <div className="flex items-center justify-between text-sm">
        <span className="font-medium">
          {TEXTS.distributionStatus}: <span data-testid="distribution-status">{job.status}</span>
        </span>
        <span className="tabular text-muted">{pct}%</span>
      </div>
      <div
        className="h-2.5 overflow-hidden rounded-full bg-surface-2"
        role="progressbar"
        aria-label={TEXTS.distributionProgressLabel}
        aria-valuemin={0}
        aria-valuemax={job.total}
        aria-valuenow={settled}
      >
        <div className="h-full rounded-full bg-accent transition-[width] duration-300" style={{ width: `${pct}%` }} />
      </div>
      <p className="tabular text-xs text-muted">
        {[
          TEXTS.distributionPaid(job.paid, job.total),
          job.failed ? TEXTS.distributionFailedCount(job.failed) : null,
          TEXTS.distributionTransactionsCount(job.transactions),
          job.status === 'running' && pace.perSecond && pace.secondsLeft !== null
            ? TEXTS.distributionPace(pace.perSecond.toFixed(1), pace.secondsLeft)
            : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <div className="flex flex-wrap gap-2">
        {job.status === 'running' && job.source.type === 'phantom' && (
          <Button disabled={wallet.signing} onClick={() => void wallet.run()}>
            {wallet.signing ? TEXTS.distributionSigning : TEXTS.distributionSignBatches}
          </Button>
        )}
        {job.status === 'running' && (
          <Button variant="secondary" disabled={action.isLoading} onClick={() => void run('pause')}>
            {TEXTS.distributionPause}
          </Button>
        )}
        {job.status === 'paused' && (
          <Button variant="secondary" disabled={action.isLoading} onClick={() => void run('resume')}>
            {TEXTS.distributionResume}
          </Button>
        )}
        {(job.status === 'running' || job.status === 'paused') && (
          <Button variant="secondary" disabled={action.isLoading} onClick={() => void run('cancel')}>
            {TEXTS.distributionCancel}
          </Button>
        )}
        {job.status === 'failed' && (
          <Button variant="secondary" disabled={action.isLoading} onClick={() => void run('retry')}>
            {TEXTS.distributionRetryFailed}
          </Button>
        )}
        {job.status !== 'running' && (
          <Button variant="secondary" disabled={download.isLoading} onClick={() => void save()}>
            <Download className="size-4" aria-hidden /> {TEXTS.distributionDownloadResult}
          </Button>
        )}
      </div>
    </Card>
  );
}
