/** The Distribution endpoints (contract: `distributionOperations`); a job's progress is polled, its result downloaded as the server's CSV. */
import {
  distributionOperations as ops,
  type DistributionJob,
  type OperationArgs,
  type OperationResponse,
  type ValidateDistributionResponse,
} from '@toolkit/shared';
import { baseApi, callOperation } from '../../shared/api/index.ts';

type JobAction = 'pause' | 'resume' | 'cancel' | 'retry';

export const distributionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    validateDistribution: build.mutation<ValidateDistributionResponse, OperationArgs<typeof ops.validate>['body']>({
      query: (body) => callOperation(ops.validate, { body }),
    }),
    snapshotRecipients: build.mutation<OperationResponse<typeof ops.snapshot>, OperationArgs<typeof ops.snapshot>['body']>({
      query: (body) => callOperation(ops.snapshot, { body }),
    }),
    startDistribution: build.mutation<OperationResponse<typeof ops.start>, OperationArgs<typeof ops.start>['body']>({
      query: (body) => callOperation(ops.start, { body }),
    }),
    /** A job's counts (its rows come with the result download, not with every poll). */
    distributionJob: build.query<DistributionJob & { observedAt: number }, string>({
      query: (id) => callOperation(ops.get, { params: { id }, query: {} }),
      // When this progress was read: the rate and time left are measured against it.
      transformResponse: (r: OperationResponse<typeof ops.get>) => ({ ...r.job, observedAt: Date.now() }),
    }),
    distributionJobs: build.query<DistributionJob[], void>({
      query: () => callOperation(ops.list, {}),
      transformResponse: (r: OperationResponse<typeof ops.list>) => r.jobs,
    }),
    /** Connected-wallet jobs: the next transactions to sign (settling those already sent). */
    nextDistributionBatch: build.mutation<OperationResponse<typeof ops.next>, string>({
      query: (id) => callOperation(ops.next, { params: { id } }),
    }),
    /** The server's result.csv: address, amount, status, signature, error. */
    distributionResult: build.mutation<string, string>({
      query: (id) => callOperation(ops.result, { params: { id } }),
    }),
    /** A mint's holders as CSV (owner, amount), pool vaults and burn left out. */
    holdersCsv: build.mutation<string, string>({
      query: (mint) => callOperation(ops.holders, { params: { mint } }),
    }),
    distributionJobAction: build.mutation<DistributionJob, { id: string; action: JobAction }>({
      query: ({ id, action }) => callOperation(ops[action], { params: { id } }),
      transformResponse: (r: OperationResponse<typeof ops.pause>) => r.job,
    }),
  }),
});

export const {
  useValidateDistributionMutation,
  useStartDistributionMutation,
  useSnapshotRecipientsMutation,
  useDistributionJobQuery,
  useDistributionJobsQuery,
  useNextDistributionBatchMutation,
  useDistributionJobActionMutation,
  useDistributionResultMutation,
  useHoldersCsvMutation,
} = distributionApi;
