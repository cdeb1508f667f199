/** Withdrawal accounts' endpoints (contract: packages/shared `withdrawalAccountOperations`). */
import { withdrawalAccountOperations as ops, type AddWithdrawAccountInput, type OperationResponse } from '@toolkit/shared';
import { baseApi, callOperation } from '../../shared/api/index.ts';

export const withdrawalAccountsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    withdrawAccounts: build.query<OperationResponse<typeof ops.list>['data'], void>({
      query: () => callOperation(ops.list, {}),
      transformResponse: (r: OperationResponse<typeof ops.list>) => r.data,
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
