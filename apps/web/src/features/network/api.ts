/** The cluster the server acts on for this user (contract: packages/shared `networkOperations`). */
import { healthOperations, networkOperations as ops, type OperationArgs, type OperationResponse } from '@toolkit/shared';
import { API_TAGS, baseApi, callOperation, type ApiTag } from '../../shared/api/index.ts';

/** What does not depend on the cluster; everything else is read again after a switch. */
const CLUSTER_FREE: readonly ApiTag[] = ['Session', 'Settings', 'WithdrawAccounts'];

export const networkApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    cluster: build.query<OperationResponse<typeof ops.getCluster>['data'], void>({
      query: () => callOperation(ops.getCluster, {}),
      transformResponse: (r: OperationResponse<typeof ops.getCluster>) => r.data,
      providesTags: ['Network'],
    }),
    /** The server's public facts; here, whether it lets users name their own RPC endpoint. */
    serverConfig: build.query<OperationResponse<typeof healthOperations.config>['data'], void>({
      query: () => callOperation(healthOperations.config, {}),
      transformResponse: (r: OperationResponse<typeof healthOperations.config>) => r.data,
    }),
    setCluster: build.mutation<OperationResponse<typeof ops.setCluster>, OperationArgs<typeof ops.setCluster>['body']>({
      query: (body) => callOperation(ops.setCluster, { body }),
      invalidatesTags: (result) => (result ? API_TAGS.filter((tag) => !CLUSTER_FREE.includes(tag)) : []),
    }),
  }),
});

export const { useServerConfigQuery } = networkApi;
