import { useCallback } from 'react';
import { api } from '../api/index.ts';
import { useWalletSession } from '../session/index.ts';
import { runTransactions, type TransactionProgress, type TransactionResult } from './run-transactions.ts';

/**
 * Signs the given server-built transactions in one wallet approval and submits them in order.
 * Rejects only if the wallet refuses to sign; per-transaction failures come back as results.
 */
export function useTransactionRunner() {
  const session = useWalletSession();
  return useCallback(
    (transactions: string[], onProgress?: (p: TransactionProgress) => void): Promise<{ results: TransactionResult[] }> =>
      runTransactions({
        api,
        signTransactions: session.signTransactions,
        transactions,
        payer: session.walletAddress,
        onProgress,
      }).then((results) => ({ results })),
    [session.signTransactions, session.walletAddress],
  );
}
