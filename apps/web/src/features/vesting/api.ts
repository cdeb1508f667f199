/** The Vesting endpoints (contract: `vestingOperations`): schedules built for the wallet, jobs polled, escrows read from the chain. */
import { vestingOperations as ops, type OperationArgs, type OperationResponse, type VestingEscrowView } from '@toolkit/shared';
import { baseApi, callOperation } from '../../shared/api/index.ts';

type EscrowsQuery = { mint?: string; recipient?: string; creator?: string };

export const vestingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createVestingEscrow: build.mutation<OperationResponse<typeof ops.create>, OperationArgs<typeof ops.create>['body']>({
      query: (body) => callOperation(ops.create, { body }),
    }),
    startVestingJob: build.mutation<OperationResponse<typeof ops.startJob>, OperationArgs<typeof ops.startJob>['body']>({
      query: (body) => callOperation(ops.startJob, { body }),
    }),
    vestingJob: build.query<OperationResponse<typeof ops.getJob>['job'], string>({
      query: (id) => callOperation(ops.getJob, { params: { id } }),
      transformResponse: (r: OperationResponse<typeof ops.getJob>) => r.job,
    }),
    vestingJobResult: build.mutation<string, string>({
      query: (id) => callOperation(ops.jobResult, { params: { id } }),
    }),
    vestingEscrows: build.query<VestingEscrowView[], EscrowsQuery>({
      query: (query) => callOperation(ops.list, { query }),
      transformResponse: (r: OperationResponse<typeof ops.list>) => r.escrows,
    }),
    claimVesting: build.mutation<OperationResponse<typeof ops.claim>, string>({
      query: (escrow) => callOperation(ops.claim, { body: { escrow } }),
    }),
    cancelVesting: build.mutation<OperationResponse<typeof ops.cancel>, string>({
      query: (escrow) => callOperation(ops.cancel, { body: { escrow } }),
    }),
  }),
});

export const {
  useCreateVestingEscrowMutation,
  useStartVestingJobMutation,
  useVestingJobQuery,
  useVestingJobResultMutation,
  useVestingEscrowsQuery,
  useClaimVestingMutation,
  useCancelVestingMutation,
} = vestingApi;
