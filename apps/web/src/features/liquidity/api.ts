/**
 * The liquidity feature's endpoints (contract: packages/shared `liquidityOperations`), one per
 * operation. Pools, wallet tokens and prices are read here once for the whole app: other features
 * (swap, dashboard) use these hooks through this feature's index.ts.
 */
import {
  liquidityOperations as ops,
  type OperationArgs,
  type OperationResponse,
  type PoolHistoryPoint,
  type PoolStats,
  type PoolTokenInfo,
  type PoolView,
  type PriceEntry,
  type WalletToken,
} from '@toolkit/shared';
import { baseApi, callOperation, type ApiTag } from '../../shared/api/index.ts';

type InitPoolBody = OperationArgs<typeof ops.init>['body'];
type AddLiquidityBody = OperationArgs<typeof ops.add>['body'];
type RemoveLiquidityBody = OperationArgs<typeof ops.remove>['body'];

/**
 * What a pool transaction changes once it lands: every pool view, balances and prices. Building
 * one changes nothing, so the build endpoints invalidate nothing; `usePoolTransaction` invalidates
 * these after sending.
 */
export const POOL_STATE_TAGS: ApiTag[] = ['Pools', 'Pool', 'Balances', 'WalletTokens', 'Prices'];

export const liquidityApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // Pool data depends on the caller's network ('Network').
    pools: build.query<PoolStats[], { mine?: boolean } | void>({
      query: (args) => callOperation(ops.pools, { query: args?.mine ? { mine: 'true' } : {} }),
      transformResponse: (r: OperationResponse<typeof ops.pools>) => r.data,
      providesTags: ['Pools', 'Network'],
    }),
    pool: build.query<PoolView, string>({
      query: (pool) => callOperation(ops.pool, { params: { pool } }),
      transformResponse: (r: OperationResponse<typeof ops.pool>) => r.data,
      providesTags: ['Pool', 'Network'],
    }),
    poolHistory: build.query<PoolHistoryPoint[], string>({
      query: (pool) => callOperation(ops.poolHistory, { params: { pool } }),
      transformResponse: (r: OperationResponse<typeof ops.poolHistory>) => r.data,
      providesTags: ['Pool', 'Network'],
    }),
    prices: build.query<Record<string, PriceEntry>, string[]>({
      query: (mints) => callOperation(ops.prices, { query: { mints: mints.join(',') } }),
      transformResponse: (r: OperationResponse<typeof ops.prices>) => r.data,
      providesTags: ['Prices', 'Network'],
    }),
    walletTokens: build.query<WalletToken[], void>({
      query: () => callOperation(ops.walletTokens, {}),
      transformResponse: (r: OperationResponse<typeof ops.walletTokens>) => r.data,
      providesTags: ['WalletTokens', 'Balances', 'Network'],
    }),
    tokenInfo: build.query<PoolTokenInfo, string>({
      query: (mint) => callOperation(ops.tokenInfo, { query: { mint } }),
      transformResponse: (r: OperationResponse<typeof ops.tokenInfo>) => r.data,
      providesTags: ['TokenInfo', 'Network'],
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
  }),
});

export const {
  usePoolsQuery,
  usePoolQuery,
  usePoolHistoryQuery,
  usePricesQuery,
  useWalletTokensQuery,
  useLazyTokenInfoQuery,
  useInitPoolMutation,
  useAddLiquidityMutation,
  useRemoveLiquidityMutation,
} = liquidityApi;
