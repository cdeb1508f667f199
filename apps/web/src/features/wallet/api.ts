/** Sign-in and the session's endpoints (contract: packages/shared `authOperations`). */
import { authOperations as ops, transactionOperations, type OperationArgs, type OperationResponse } from '@toolkit/shared';
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
    /** Wallet Activity: the user's transactions from the app's records (fresh each time the list opens). */
    walletActivity: build.query<OperationResponse<typeof transactionOperations.activity>['items'], void>({
      query: () => callOperation(transactionOperations.activity, { query: {} }),
      transformResponse: (r: OperationResponse<typeof transactionOperations.activity>) => r.items,
      providesTags: ['Session'],
    }),
    logout: build.mutation<OperationResponse<typeof ops.logout>, void>({
      query: () => callOperation(ops.logout, {}),
      invalidatesTags: ['Session'],
    }),
  }),
});

export const { useWalletActivityQuery } = walletApi;
