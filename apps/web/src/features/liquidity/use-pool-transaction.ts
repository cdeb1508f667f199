import { useCallback } from 'react';
import { useTransactionRunner, type TransactionResult } from '../../shared/transactions/index.ts';
import { POOL_STATE_TAGS } from './api.ts';

/**
 * Signs and sends one pool transaction the server built (create, add, remove, swap). Once it is
 * answered, landed or not, pools, balances and prices refetch: a failed send may still have moved
 * the reserves (someone else's swap is why it failed).
 */
export function usePoolTransaction(): (transaction: string) => Promise<TransactionResult> {
  const runTransactions = useTransactionRunner();
  return useCallback(
    async (transaction: string) => (await runTransactions([transaction], undefined, { invalidates: POOL_STATE_TAGS })).results[0]!,
    [runTransactions],
  );
}
