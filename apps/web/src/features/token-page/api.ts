/** The trading page's endpoints (contract: packages/shared `marketOperations`), one per operation. */
import { marketOperations as ops, type CandleRange, type Candles, type MarketTrade, type MarketView } from '@toolkit/shared';
import { baseApi, callOperation } from '../../shared/api/index.ts';

// Tagged 'Pool': a swap or a deposit sent from any page (usePoolTransaction) refreshes them.
export const marketApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    market: build.query<MarketView, string>({
      query: (mint) => callOperation(ops.market, { params: { mint } }),
      transformResponse: (r: { data: MarketView }) => r.data,
      providesTags: ['Pool', 'Network'],
    }),
    candles: build.query<Candles, { mint: string; range: CandleRange }>({
      query: ({ mint, range }) => callOperation(ops.candles, { params: { mint }, query: { range } }),
      transformResponse: (r: { data: Candles }) => r.data,
      providesTags: ['Pool', 'Network'],
    }),
    trades: build.query<MarketTrade[], string>({
      query: (mint) => callOperation(ops.trades, { params: { mint } }),
      transformResponse: (r: { data: MarketTrade[] }) => r.data,
      providesTags: ['Pool', 'Network'],
    }),
  }),
});

/**
 * The page follows the chain: a trade any client sends straight to the chain is indexed by the
 * server within a second or two, and shows here at the next refresh (paused while the tab is hidden).
 */
export const MARKET_REFRESH_MS = 5_000;
const follow = { pollingInterval: MARKET_REFRESH_MS, skipPollingIfUnfocused: true } as const;

export const useMarketQuery = (mint: string) => marketApi.useMarketQuery(mint, follow);
export const useCandlesQuery = (args: { mint: string; range: CandleRange }) => marketApi.useCandlesQuery(args, follow);
export const useTradesQuery = (mint: string) => marketApi.useTradesQuery(mint, follow);
