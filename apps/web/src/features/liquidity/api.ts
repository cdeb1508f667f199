/**
 * The liquidity feature's endpoints (contract: packages/shared `liquidityOperations`), one per
 * operation. Pools, wallet tokens and prices are read here once for the whole app: other features
 * (swap, dashboard) use these hooks through this feature's index.ts.
 */
import {
  liquidityOperations as ops,
  type OperationArgs,
  type OperationResponse,
  type LpLockView,
  type PoolCreationCost,
  type PoolHistoryPoint,
  type PoolStats,
  type PoolTokenInfo,
  type PoolView,
  type PriceEntry,
  type WalletToken,
} from '@toolkit/shared';
import { baseApi, callOperation, concatPages, everyPage, type ApiTag } from '../../shared/api/index.ts';

type InitPoolBody = OperationArgs<typeof ops.init>['body'];
type AddLiquidityBody = OperationArgs<typeof ops.add>['body'];
type RemoveLiquidityBody = OperationArgs<typeof ops.remove>['body'];

/**
 * What a pool transaction changes once it lands: every pool view, balances and prices. Building
 * one changes nothing, so the build endpoints invalidate nothing; `usePoolTransaction` invalidates
 * these after sending.
 */
export const POOL_STATE_TAGS: ApiTag[] = ['Pools', 'Pool', 'Balances', 'WalletTokens', 'Prices'];

/** An answer's `data` (the envelope's payload). */
export const dataOf = <T>(answer: { data: T } | undefined): T | undefined => answer?.data;

export const liquidityApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // Pool data depends on the caller's network ('Network').
    pools: build.query<PoolStats[] | undefined, { mine?: boolean } | void>({
      queryFn: (args, _api, _extra, baseQuery) =>
        everyPage(baseQuery, (page) => callOperation(ops.pools, { query: args?.mine ? { ...page, mine: 'true' } : page }), concatPages<PoolStats>),
      providesTags: ['Pools', 'Network'],
    }),
    pool: build.query<PoolView | undefined, string>({
      query: (pool) => callOperation(ops.pool, { params: { pool } }),
      transformResponse: dataOf,
      providesTags: ['Pool', 'Network'],
    }),
    poolHistory: build.query<PoolHistoryPoint[] | undefined, string>({
      query: (pool) => callOperation(ops.poolHistory, { params: { pool } }),
      transformResponse: dataOf,
      providesTags: ['Pool', 'Network'],
    }),
    prices: build.query<Record<string, PriceEntry> | undefined, string[]>({
      query: (mints) => callOperation(ops.prices, { query: { mints: mints.join(',') } }),
      transformResponse: dataOf,
      providesTags: ['Prices', 'Network'],
    }),
    walletTokens: build.query<WalletToken[] | undefined, void>({
      query: () => callOperation(ops.walletTokens, {}),
      transformResponse: dataOf,
      providesTags: ['WalletTokens', 'Balances', 'Network'],
    }),
    // Not `tokenInfo`: the tokens feature owns that name in the one API slice (a second one would be ignored).
    poolTokenInfo: build.query<PoolTokenInfo | undefined, string>({
      query: (mint) => callOperation(ops.tokenInfo, { query: { mint } }),
      transformResponse: dataOf,
      providesTags: ['TokenInfo', 'Network'],
    }),
    // A read, though a POST: what creating the pool costs, refreshed as the form changes.
    initQuote: build.query<PoolCreationCost | undefined, InitPoolBody>({
      query: (body) => callOperation(ops.initQuote, { body }),
      transformResponse: dataOf,
      providesTags: ['Network'],
    }),
    initPool: build.mutation<OperationResponse<typeof ops.init>, InitPoolBody>({
      query: (body) => callOperation(ops.init, { body }),
    }),
    addLiquidity: build.mutation<OperationResponse<typeof ops.add>, AddLiquidityBody>({
      query: (body) => callOperation(ops.add, { body }),
    }),
    removeLiquidity: build.mutation<OperationResponse<typeof ops.remove>, RemoveLiquidityBody>({
      query: (body) => callOperation(ops.remove, { body }),
    }),
    // LP burn, LP lock (an escrow of the lock program) and its release: builds only; sending (usePoolTransaction) refreshes the pool and the locks.
    lpBurn: build.mutation<OperationResponse<typeof ops.lpBurn>, OperationArgs<typeof ops.lpBurn>['body']>({
      query: (body) => callOperation(ops.lpBurn, { body }),
    }),
    lpLock: build.mutation<OperationResponse<typeof ops.lpLock>, OperationArgs<typeof ops.lpLock>['body']>({
      query: (body) => callOperation(ops.lpLock, { body }),
    }),
    lpUnlock: build.mutation<OperationResponse<typeof ops.lpUnlock>, OperationArgs<typeof ops.lpUnlock>['body']>({
      query: (body) => callOperation(ops.lpUnlock, { body }),
    }),
    lpLocks: build.query<LpLockView[] | undefined, void>({
      query: () => callOperation(ops.lpLocks, {}),
      transformResponse: dataOf,
      providesTags: ['Pool', 'Network'],
    }),
  }),
});

export const {
  usePoolsQuery,
  usePoolQuery,
  usePoolHistoryQuery,
  usePricesQuery,
  useWalletTokensQuery,
  useLazyPoolTokenInfoQuery,
  usePoolTokenInfoQuery,
  useInitQuoteQuery,
  useInitPoolMutation,
  useAddLiquidityMutation,
  useRemoveLiquidityMutation,
  useLpBurnMutation,
  useLpLockMutation,
  useLpUnlockMutation,
  useLpLocksQuery,
} = liquidityApi;
