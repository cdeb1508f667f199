/**
 * Submitting a server-built transaction the wallet signed (contract: `transactionOperations`).
 * Shared infra: every feature submits through it. What a confirmed transaction changes depends
 * on the caller (a swap: balances and pools), so the caller names the tags to invalidate.
 */
import { transactionOperations as ops, type OperationResponse, type SendAndConfirmBody } from '@toolkit/shared';
import { baseApi, callOperation, type StaleTag } from './base-api.ts';

export interface SendAndConfirmArgs extends SendAndConfirmBody {
  /** Cache tags whose views refetch once the transaction is answered. */
  invalidates?: readonly StaleTag[];
}

export const transactionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendAndConfirm: build.mutation<OperationResponse<typeof ops.sendAndConfirm>, SendAndConfirmArgs>({
      query: ({ invalidates: _tags, ...body }) => callOperation(ops.sendAndConfirm, { body }),
      // A failed transaction may still have cost fees, so the views refetch either way.
      invalidatesTags: (_result, _error, arg) => [...(arg.invalidates ?? [])],
    }),
  }),
});

export const { useSendAndConfirmMutation } = transactionsApi;
