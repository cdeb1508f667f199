/**
 * Runs a connected-wallet job from this page: asks the server for the next batch, has the wallet
 * approve it at once and submits each transaction, and goes on until nothing is left to sign. The
 * job lives on the server, so closing the page stops nothing that matters: opening it again and
 * pressing on resumes where the chain says it is.
 */
import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import { TEXTS } from '@toolkit/shared';
import { messageOf } from '../../shared/api/index.ts';
import { useTransactionRunner } from '../../shared/transactions/index.ts';
import { useNextDistributionBatchMutation } from './api.ts';

/** Pause between asks while sent transactions are still being confirmed. */
const WAIT_MS = 1000;

export function useWalletBatches(id: string) {
  const [nextBatch] = useNextDistributionBatchMutation();
  const runTransactions = useTransactionRunner();
  const [signing, setSigning] = useState(false);

  const run = useCallback(async () => {
    setSigning(true);
    try {
      for (;;) {
        const { transactions, job } = await nextBatch(id).unwrap();
        // A refused approval throws: the job waits, resumable, until the user presses on. A
        // transaction the chain refused fails only its recipients (retry them once the job ends).
        if (transactions.length) await runTransactions(transactions);
        else if (job.status !== 'running') return;
        else await new Promise((r) => setTimeout(r, WAIT_MS));
      }
    } catch (e) {
      toast.error(messageOf(e, TEXTS.anErrorOccurred));
    } finally {
      setSigning(false);
    }
  }, [id, nextBatch, runTransactions]);

  return { run, signing };
}
