/** The burn endpoint (contract: `tokenOperations.burn`); the dashboard's Burn action uses it too. */
import { tokenOperations as ops, type OperationArgs, type OperationResponse } from '@toolkit/shared';
import { baseApi, callOperation } from '../../shared/api/index.ts';

export const burnApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    prepareBurn: build.mutation<OperationResponse<typeof ops.burn>, OperationArgs<typeof ops.burn>['body']>({
      query: (body) => callOperation(ops.burn, { body }),
    }),
  }),
});

export const { usePrepareBurnMutation } = burnApi;
