import { useState } from 'react';
import { useSelector } from 'react-redux';
import { toast } from 'sonner';
import { formatAmount, shortenAddress, TEXTS, type ValidateDistributionResponse } from '@toolkit/shared';
import { messageOf } from '../../shared/api/index.ts';
import { useWalletSession } from '../../shared/session/index.ts';
import { ActionButton, Button, Card, CsvField, Field, PageHeader, Select } from '../../shared/ui/index.ts';
import { useCustodialWallets } from '../wallet-manager/index.ts';
import { useDistributionJobsQuery, useStartDistributionMutation, useValidateDistributionMutation } from './api.ts';
import { JobProgress } from './JobProgress.tsx';
import { SnapshotForm } from './SnapshotForm.tsx';
import { startBlocker } from './start-blocker.ts';

/** The source option for the connected wallet. */
const PHANTOM = 'phantom';
const selectUserId = (s: { wallet: { user: { _id: string } | null } }) => s.wallet.user?._id ?? null;
const JOBS_POLL_MS = 2000;
const sol = (lamports: string) => `${formatAmount(BigInt(lamports), 9)} SOL`;

/**
 * Token Distribution: recipients pasted or uploaded as CSV, a dry run naming every bad
 * line with the exact cost, then a job run by the server from a custodial wallet, watched here.
 */
export function DistributionPage() {
  const session = useWalletSession();
  const userId = useSelector(selectUserId);
  const signedIn = session.connected && !!userId;
  const custodial = useCustodialWallets(signedIn);
  const [mint, setMint] = useState('SOL');
  const [recipients, setRecipients] = useState('');
  const [source, setSource] = useState('');
  const [dryRun, setDryRun] = useState<ValidateDistributionResponse | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  // A job started here from the connected wallet asks for its first approval at once.
  const [signNow, setSignNow] = useState(false);
  const [validate, validating] = useValidateDistributionMutation();
  const [start, starting] = useStartDistributionMutation();

  const chosen = source || PHANTOM;
  const body = { mint, recipients, source: chosen === PHANTOM ? { type: 'phantom' as const } : { type: 'custodial' as const, address: chosen } };
  const jobs = useDistributionJobsQuery(undefined, { skip: !signedIn });
  // While a job runs, a second subscription polls the same list, so its counts and status follow
  // the job; it ends (and the polling with it) once none runs.
  const anyRunning = !!jobs.data?.some((j) => j.status === 'running');
  useDistributionJobsQuery(undefined, { skip: !signedIn || !anyRunning, pollingInterval: JOBS_POLL_MS });
  // Any edit makes the last dry run stale: it must be run again before starting.
  const edit = (apply: () => void) => {
    apply();
    setDryRun(null);
  };

  const onDryRun = async () => {
    try {
      setDryRun(await validate(body).unwrap());
    } catch (e) {
      toast.error(messageOf(e, TEXTS.anErrorOccurred));
    }
  };
  const onStart = async () => {
    try {
      const { id } = await start(body).unwrap();
      setSignNow(body.source.type === 'phantom');
      setJobId(id);
      void jobs.refetch();
    } catch (e) {
      toast.error(messageOf(e, TEXTS.anErrorOccurred));
    }
  };

  const blocker = startBlocker(dryRun, !!jobId);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader title={TEXTS.distributionTitle} subtitle={TEXTS.distributionSubtitle} />
      <Card className="space-y-5">
        <Field label={TEXTS.distributionTokenLabel} mono spellCheck={false} value={mint} onChange={(e) => edit(() => setMint(e.target.value))} />
        <Select label={TEXTS.distributionSourceLabel} value={chosen} onChange={(e) => edit(() => setSource(e.target.value))}>
          <option value={PHANTOM}>{TEXTS.distributionSourcePhantom}</option>
          {custodial.map((w) => (
            <option key={w.address} value={w.address}>
              {w.label}
            </option>
          ))}
        </Select>
        <SnapshotForm mint={mint} source={body.source} onRecipients={(csv) => edit(() => setRecipients(csv))} />
        <CsvField
          label={TEXTS.distributionRecipientsLabel}
          placeholder={'address,amount\nWallet1...,10\nWallet2...,2.5'}
          value={recipients}
          onChange={(text) => edit(() => setRecipients(text))}
        />
        <ActionButton label={TEXTS.distributionDryRun} busy={validating.isLoading} disabled={!signedIn} onClick={() => void onDryRun()} />
        {dryRun && <DryRun result={dryRun} />}
        {/* Disconnected, the dry-run button above already offers the one Connect Wallet. */}
        {session.connected && (
          <ActionButton
            label={TEXTS.distributionStart}
            busy={starting.isLoading}
            reason={blocker}
            onClick={() => void onStart()}
            className="w-full"
          />
        )}
      </Card>
      {jobId && <JobProgress key={jobId} id={jobId} signNow={signNow} />}
      {!!jobs.data?.length && (
        <Card className="space-y-3">
          <h2 className="font-semibold">{TEXTS.distributionJobs}</h2>
          <ul className="space-y-2 text-sm">
            {jobs.data.map((j) => (
              <li key={j.id} className="flex items-center justify-between gap-3">
                <span className="tabular text-muted">
                  {new Date(j.createdAt).toLocaleString()} · {j.mint === 'SOL' ? 'SOL' : `${j.mint.slice(0, 4)}...${j.mint.slice(-4)}`} · {j.status} ·{' '}
                  {j.paid}/{j.total}
                </span>
                <Button
                  variant="secondary"
                  onClick={() => {
                    setSignNow(false);
                    setJobId(j.id);
                  }}
                  aria-label={`Open distribution ${j.id}`}
                >
                  {TEXTS.distributionOpenJob}
                </Button>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </div>
  );
}

/** Rows listed under the dry run of a fee token: enough to check the amounts, not a 10,000-line table. */
const ROWS_SHOWN = 20;

/**
 * The dry run: every bad line, the merged duplicates, the totals and the exact SOL cost; for a
 * token with a transfer fee, what the recipients receive next to what is sent, row by row.
 */
function DryRun({ result }: { result: ValidateDistributionResponse }) {
  const fee = result.transferFee;
  return (
    <section aria-label={TEXTS.distributionDryRunTitle} className="space-y-3 rounded-xl border border-line bg-bg/40 p-4 text-sm">
      {result.errors.length > 0 && (
        <ul className="space-y-1 text-danger" role="alert">
          {result.errors.map((e) => (
            <li key={`${e.line}-${e.field}`}>{TEXTS.distributionLineError(e.line, e.message)}</li>
          ))}
        </ul>
      )}
      {result.duplicates.length > 0 && (
        <ul className="space-y-1 text-warn">
          {result.duplicates.map((d) => (
            <li key={d.address}>{TEXTS.distributionMerged(d.address, d.lines)}</li>
          ))}
        </ul>
      )}
      {fee && <p className="text-warn">{TEXTS.distributionTransferFee((fee.basisPoints / 100).toString(), fee.maximum)}</p>}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 tabular">
        <dt className="text-muted">{TEXTS.distributionDryRunRecipients}</dt>
        <dd data-testid="dry-run-recipients">{result.totals.recipients}</dd>
        <dt className="text-muted">{TEXTS.distributionDryRunAmount}</dt>
        <dd>{result.totals.amount}</dd>
        {fee && (
          <>
            <dt className="text-muted">{TEXTS.distributionDryRunReceived}</dt>
            <dd data-testid="dry-run-received">{result.totals.received}</dd>
            <dt className="text-muted">{TEXTS.distributionDryRunWithheld}</dt>
            <dd data-testid="dry-run-withheld">{result.totals.withheld}</dd>
          </>
        )}
        <dt className="text-muted">{TEXTS.distributionDryRunTransactions}</dt>
        <dd>{result.totals.transactions}</dd>
        <dt className="text-muted">{TEXTS.distributionDryRunFees}</dt>
        <dd>{sol(result.cost.feeLamports)}</dd>
        <dt className="text-muted">{TEXTS.distributionDryRunNewAccounts}</dt>
        <dd>
          {result.cost.newAccounts} ({sol(result.cost.rentLamports)})
        </dd>
        <dt className="text-muted">{TEXTS.distributionDryRunCost}</dt>
        <dd data-testid="dry-run-cost">{sol(result.cost.totalLamports)}</dd>
      </dl>
      {fee && result.rows.length > 0 && (
        <table className="w-full text-left text-xs tabular">
          <thead className="text-muted">
            <tr>
              <th className="font-normal">{TEXTS.distributionRowLine}</th>
              <th className="font-normal">{TEXTS.distributionRowAddress}</th>
              <th className="text-right font-normal">{TEXTS.distributionRowSent}</th>
              <th className="text-right font-normal">{TEXTS.distributionRowReceives}</th>
            </tr>
          </thead>
          <tbody>
            {result.rows.slice(0, ROWS_SHOWN).map((r) => (
              <tr key={r.line}>
                <td>{r.line}</td>
                <td className="font-mono">{shortenAddress(r.address)}</td>
                <td className="text-right">{r.amount}</td>
                <td className="text-right">{r.received}</td>
              </tr>
            ))}
          </tbody>
          {result.rows.length > ROWS_SHOWN && (
            <tfoot>
              <tr>
                <td colSpan={4} className="text-muted">
                  {TEXTS.distributionRowsMore(result.rows.length - ROWS_SHOWN)}
                </td>
              </tr>
            </tfoot>
          )}
        </table>
      )}
      {result.source && (
        <p className={result.source.canPay ? 'text-ok' : 'text-danger'}>
          {result.source.canPay ? TEXTS.distributionSourceCanPay : TEXTS.distributionSourceCannotPay}
        </p>
      )}
    </section>
  );
}
