import { useCallback } from 'react';
import { messageOf } from '../../shared/api/index.ts';
import { useTransactionRunner } from '../../shared/transactions/index.ts';

export type SubmitOutcome = { ok: true; signatures: string[] } | { ok: false; message: string; signatures: string[] };

/**
 * Signs server-built transactions in one wallet approval and submits them; one outcome for the
 * page to toast. A wallet rejection or a failed transaction comes back as `ok: false` with the
 * reason (the server's message when it has one).
 */
export function useSignAndSubmit() {
  const run = useTransactionRunner();
  return useCallback(
    async (transactions: string[]): Promise<SubmitOutcome> => {
      try {
        const { results } = await run(transactions);
        const signatures = results.flatMap((r) => (r.ok ? [r.signature] : []));
        const failed = results.find((r) => !r.ok);
        return failed && !failed.ok ? { ok: false, message: failed.message, signatures } : { ok: true, signatures };
      } catch (e) {
        return { ok: false, message: messageOf(e, e instanceof Error ? e.message : 'Transaction failed'), signatures: [] };
      }
    },
    [run],
  );
}
