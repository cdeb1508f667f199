import { useCallback } from 'react';
import { messageOf, type StaleTag } from '../../shared/api/index.ts';
import { useTransactionRunner } from '../../shared/transactions/index.ts';

export type SubmitOutcome = { ok: true; signatures: string[] } | { ok: false; message: string; signatures: string[] };

/** Cache tags a submitted transaction makes stale. */
export type StaleTags = readonly StaleTag[];

/** What a token transaction on `mint` changes: its page, the dashboard's figures, the wallet's holdings. */
export const tokenChangeTags = (mint: string): StaleTags => [{ type: 'TokenInfo', id: mint }, 'MintSummaries', 'Balances', 'WalletTokens'];

/**
 * Signs server-built transactions in one wallet approval and submits them; one outcome for the
 * page to toast. A wallet rejection or a failed transaction comes back as `ok: false` with the
 * reason (the server's message when it has one). Each submission makes `stale` views refetch.
 */
export function useSignAndSubmit() {
  const run = useTransactionRunner();
  return useCallback(
    async (transactions: string[], stale: StaleTags = []): Promise<SubmitOutcome> => {
      let outcome: SubmitOutcome;
      try {
        const { results } = await run(transactions, undefined, { invalidates: stale });
        const signatures = results.flatMap((r) => (r.ok ? [r.signature] : []));
        const failed = results.find((r) => !r.ok);
        outcome = failed && !failed.ok ? { ok: false, message: failed.message, signatures } : { ok: true, signatures };
      } catch (e) {
        outcome = { ok: false, message: messageOf(e, e instanceof Error ? e.message : 'Transaction failed'), signatures: [] };
      }
      return outcome;
    },
    [run],
  );
}
