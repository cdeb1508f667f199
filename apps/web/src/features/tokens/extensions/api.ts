/**
 * Extension management endpoints (contract: `tokenOperations` harvestFees, setTransferFee, thaw,
 * freeze, setInterestRate). Each only builds transactions; views refresh once they are submitted.
 */
import { tokenOperations as ops, type OperationArgs, type OperationResponse } from '@toolkit/shared';
import { baseApi, callOperation } from '../../../shared/api/index.ts';

type Body<O extends (typeof ops)[keyof typeof ops]> = OperationArgs<O> extends { body: infer B } ? B : never;

export const extensionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    prepareHarvest: build.mutation<OperationResponse<typeof ops.harvestFees>, Body<typeof ops.harvestFees>>({
      query: (body) => callOperation(ops.harvestFees, { body }),
    }),
    prepareSetTransferFee: build.mutation<OperationResponse<typeof ops.setTransferFee>, Body<typeof ops.setTransferFee>>({
      query: (body) => callOperation(ops.setTransferFee, { body }),
    }),
    prepareThaw: build.mutation<OperationResponse<typeof ops.thaw>, Body<typeof ops.thaw>>({
      query: (body) => callOperation(ops.thaw, { body }),
    }),
    prepareFreeze: build.mutation<OperationResponse<typeof ops.freeze>, Body<typeof ops.freeze>>({
      query: (body) => callOperation(ops.freeze, { body }),
    }),
    prepareInterestRate: build.mutation<OperationResponse<typeof ops.setInterestRate>, Body<typeof ops.setInterestRate>>({
      query: (body) => callOperation(ops.setInterestRate, { body }),
    }),
  }),
});

export const {
  usePrepareHarvestMutation,
  usePrepareSetTransferFeeMutation,
  usePrepareThawMutation,
  usePrepareFreezeMutation,
  usePrepareInterestRateMutation,
} = extensionsApi;
