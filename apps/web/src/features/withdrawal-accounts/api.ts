/** Withdrawal accounts' endpoints (contract: packages/shared `withdrawalAccountOperations`). */
import { withdrawalAccountOperations as ops, type AddWithdrawAccountInput, type OperationResponse, type WithdrawAccount } from '@toolkit/shared';
import { baseApi, callOperation, concatPages, everyPage } from '../../shared/api/index.ts';

export const withdrawalAccountsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    withdrawAccounts: build.query<WithdrawAccount[], void>({
      queryFn: (_arg, _api, _extra, baseQuery) =>
        everyPage(baseQuery, (page) => callOperation(ops.list, { query: page }), concatPages<WithdrawAccount>),
      providesTags: ['WithdrawAccounts'],
    }),
    addWithdrawAccount: build.mutation<OperationResponse<typeof ops.add>, AddWithdrawAccountInput>({
      query: (body) => callOperation(ops.add, { body }),
      invalidatesTags: ['WithdrawAccounts'],
    }),
    deleteWithdrawAccount: build.mutation<OperationResponse<typeof ops.remove>, string>({
      query: (id) => callOperation(ops.remove, { params: { id } }),
      invalidatesTags: ['WithdrawAccounts'],
    }),
  }),
});

export const { useWithdrawAccountsQuery, useAddWithdrawAccountMutation, useDeleteWithdrawAccountMutation } = withdrawalAccountsApi;
