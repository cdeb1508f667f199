/** Sign-in and the session's endpoints (contract: packages/shared `authOperations`). */
import { authOperations as ops, type OperationArgs, type OperationResponse } from '@toolkit/shared';
import { baseApi, callOperation } from '../../shared/api/index.ts';

export const walletApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** A one-time SIWS message for this address. */
    signInNonce: build.mutation<OperationResponse<typeof ops.nonce>, OperationArgs<typeof ops.nonce>['body']>({
      query: (body) => callOperation(ops.nonce, { body }),
    }),
    /** The signed message for the user and a session token. */
    signIn: build.mutation<OperationResponse<typeof ops.connect>, OperationArgs<typeof ops.connect>['body']>({
      query: (body) => callOperation(ops.connect, { body }),
      invalidatesTags: ['Session'],
    }),
    me: build.query<OperationResponse<typeof ops.me>['data']['user'], void>({
      query: () => callOperation(ops.me, {}),
      transformResponse: (r: OperationResponse<typeof ops.me>) => r.data.user,
      providesTags: ['Session'],
    }),
    logout: build.mutation<OperationResponse<typeof ops.logout>, void>({
      query: () => callOperation(ops.logout, {}),
      invalidatesTags: ['Session'],
    }),
  }),
});
