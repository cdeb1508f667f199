/**
 * The phase machine of bulk transfers (Fund and Withdraw): form -> running (with progress when
 * the wallet signs) -> summary (what landed, what failed, retry of the failed payloads). A failure
 * of the whole run goes back to the form with its message. Closing the dialog resets it.
 */
import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import { TEXTS } from '@toolkit/shared';
import { messageOf } from '../../../shared/api/index.ts';
import type { TransactionProgress } from '../../../shared/transactions/index.ts';
import type { TransferOutcome } from '../ui/TransferSummary.tsx';

export type TransferPhase<P> =
  { kind: 'form' } | { kind: 'running'; progress: TransactionProgress | null } | { kind: 'summary'; outcome: TransferOutcome; retry: P[] };

/** One run's work: the outcome, and the payloads a retry should send again. */
export type TransferWork<P> = (
  payloads: P[],
  onProgress: (progress: TransactionProgress) => void,
) => Promise<{ outcome: TransferOutcome; retry: P[] }>;

export function useTransferPhases<P>(open: boolean) {
  const [phase, setPhase] = useState<TransferPhase<P>>({ kind: 'form' });
  const [error, setError] = useState<string | null>(null);

  // A closed modal opens again on its form: reset while rendering the close (React's pattern for
  // state that follows a prop), not in an effect after it.
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (!open) {
      setPhase({ kind: 'form' });
      setError(null);
    }
  }

  /** Runs `work`; answers its outcome, or null when the run failed as a whole. */
  const run = useCallback(async (payloads: P[], work: TransferWork<P>): Promise<TransferOutcome | null> => {
    setError(null);
    setPhase({ kind: 'running', progress: null });
    try {
      const { outcome, retry } = await work(payloads, (progress) => setPhase({ kind: 'running', progress }));
      setPhase({ kind: 'summary', outcome, retry });
      return outcome;
    } catch (e) {
      const message = messageOf(e, e instanceof Error ? e.message : TEXTS.transactionFailed);
      setPhase({ kind: 'form' });
      setError(message);
      toast.error(TEXTS.transactionFailed, { description: message });
      return null;
    }
  }, []);

  return { phase, error, setError, run, running: phase.kind === 'running' };
}
