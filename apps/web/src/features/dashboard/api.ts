/**
 * The dashboard's endpoints (contract: packages/shared `tokenOperations`): the managed list, the
 * list's on-chain figures and the row actions' transactions (Burn lives in the burn feature).
 */
import { tokenOperations as ops, type ManagedToken, type MintSummary, type OperationArgs, type OperationResponse } from '@toolkit/shared';
import { baseApi, callOperation, concatPages, everyPage } from '../../shared/api/index.ts';

type Prepared = OperationResponse<typeof ops.send>;

export const dashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    managedTokens: build.query<ManagedToken[], void>({
      queryFn: (_arg, _api, _extra, baseQuery) => everyPage(baseQuery, (page) => callOperation(ops.list, { query: page }), concatPages<ManagedToken>),
      providesTags: ['ManagedTokens'],
    }),
    addManagedToken: build.mutation<OperationResponse<typeof ops.add>, OperationArgs<typeof ops.add>['body']>({
      query: (body) => callOperation(ops.add, { body }),
      invalidatesTags: ['ManagedTokens'],
    }),
    deleteManagedToken: build.mutation<OperationResponse<typeof ops.remove>, string>({
      query: (id) => callOperation(ops.remove, { params: { id } }),
      invalidatesTags: ['ManagedTokens'],
    }),
    /** Supplies and authorities of the listed mints, in one read. */
    mintSummaries: build.query<Record<string, MintSummary | null>, string[]>({
      query: (mints) => callOperation(ops.mintSummaries, { query: { mints: mints.join(',') } }),
      transformResponse: (r: OperationResponse<typeof ops.mintSummaries>) => r.data,
      providesTags: ['MintSummaries'],
    }),
    prepareSend: build.mutation<Prepared, OperationArgs<typeof ops.send>['body']>({
      query: (body) => callOperation(ops.send, { body }),
    }),
    prepareMint: build.mutation<Prepared, OperationArgs<typeof ops.mint>['body']>({
      query: (body) => callOperation(ops.mint, { body }),
    }),
    prepareAuthorityChange: build.mutation<Prepared, OperationArgs<typeof ops.changeAuthority>['body']>({
      query: (body) => callOperation(ops.changeAuthority, { body }),
    }),
  }),
});

export const {
  useManagedTokensQuery,
  useAddManagedTokenMutation,
  useDeleteManagedTokenMutation,
  useMintSummariesQuery,
  usePrepareSendMutation,
  usePrepareMintMutation,
  usePrepareAuthorityChangeMutation,
} = dashboardApi;
