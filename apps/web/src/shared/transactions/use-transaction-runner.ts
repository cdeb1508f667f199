import { useCallback } from 'react';
import { useSendAndConfirmMutation, type StaleTag } from '../api/index.ts';
import { useWalletSession } from '../session/index.ts';
import { runTransactions, type TransactionProgress, type TransactionResult } from './run-transactions.ts';

export interface RunOptions {
  /** Cache tags whose views refetch after each submission (e.g. a swap: `['Balances', 'Pools']`). */
  invalidates?: readonly StaleTag[];
}

/**
 * Signs the given server-built transactions in one wallet approval and submits them in order.
 * Rejects only if the wallet refuses to sign; per-transaction failures come back as results.
 */
export function useTransactionRunner() {
  const session = useWalletSession();
  const [sendAndConfirm] = useSendAndConfirmMutation();
  return useCallback(
    (
      transactions: string[],
      onProgress?: (p: TransactionProgress) => void,
      { invalidates }: RunOptions = {},
    ): Promise<{ results: TransactionResult[] }> =>
      runTransactions({
        submit: (rawSignedTransaction) =>
          sendAndConfirm({ rawSignedTransaction, payerType: session.walletAddress ?? undefined, invalidates }).unwrap(),
        signTransactions: session.signTransactions,
        transactions,
        onProgress,
      }).then((results) => ({ results })),
    [sendAndConfirm, session.signTransactions, session.walletAddress],
  );
}
