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

export const { useMarketQuery, useCandlesQuery, useTradesQuery } = marketApi;

/**
 * How the page keeps its market, chart and trades current: trades are indexed from the chain a few
 * seconds after they land (the user's own, and any other client's), so reading once after a swap
 * would miss it. Polling pauses while the tab is in the background.
 */
export const LIVE_MARKET = { pollingInterval: 5_000, skipPollingIfUnfocused: true } as const;
