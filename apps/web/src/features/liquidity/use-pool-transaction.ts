import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { baseApi } from '../../shared/api/index.ts';
import { useTransactionRunner, type TransactionResult } from '../../shared/transactions/index.ts';
import { POOL_STATE_TAGS } from './api.ts';

/**
 * Signs and sends one pool transaction the server built (create, add, remove, swap). Whatever
 * happened, pools, balances and prices are refetched: a failed send may still have moved the
 * reserves (someone else's swap is why it failed).
 */
export function usePoolTransaction(): (transaction: string) => Promise<TransactionResult> {
  const runTransactions = useTransactionRunner();
  const dispatch = useDispatch();
  return useCallback(
    async (transaction: string) => {
      try {
        const { results } = await runTransactions([transaction]);
        return results[0]!;
      } finally {
        dispatch(baseApi.util.invalidateTags(POOL_STATE_TAGS));
      }
    },
    [runTransactions, dispatch],
  );
}
