/** The swap feature's endpoints (contract: packages/shared `swapOperations`), one per operation. */
import {
  swapOperations as ops,
  type BuiltSwap,
  type OperationArgs,
  type OperationResponse,
  type SwapDirection,
  type SwapQuoteView,
} from '@toolkit/shared';
import { useCallback } from 'react';
import { baseApi, callOperation } from '../../shared/api/index.ts';
import { dataOf } from '../liquidity/index.ts';

type SwapBody = OperationArgs<typeof ops.swapXy>['body'];
export type RouteQuoteBody = OperationArgs<typeof ops.routeQuote>['body'];

export const swapApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // A read, though a POST: cached per pair and amount, and refreshed with the pools. The quote
    // names the pool that pays the most and the direction to build the swap with.
    routeQuote: build.query<SwapQuoteView | undefined, RouteQuoteBody>({
      query: (body) => callOperation(ops.routeQuote, { body }),
      transformResponse: dataOf,
      providesTags: ['Pool', 'Pools', 'Network'],
    }),
    // Building changes nothing on chain; sending it (usePoolTransaction) refreshes what it moved.
    buildSwapXy: build.mutation<BuiltSwap, SwapBody>({
      query: (body) => callOperation(ops.swapXy, { body }),
      transformResponse: (r: OperationResponse<typeof ops.swapXy>) => r.data,
    }),
    buildSwapYx: build.mutation<BuiltSwap, SwapBody>({
      query: (body) => callOperation(ops.swapYx, { body }),
      transformResponse: (r: OperationResponse<typeof ops.swapYx>) => r.data,
    }),
  }),
});

export const { useRouteQuoteQuery, useBuildSwapXyMutation, useBuildSwapYxMutation } = swapApi;

export type BuildSwap = (direction: SwapDirection, body: SwapBody) => Promise<BuiltSwap>;

/** Builds a swap in either direction: base -> quote (xy) or quote -> base (yx). */
export function useBuildSwap(): BuildSwap {
  const [buildXy] = useBuildSwapXyMutation();
  const [buildYx] = useBuildSwapYxMutation();
  return useCallback((direction, body) => (direction === 'xy' ? buildXy(body) : buildYx(body)).unwrap(), [buildXy, buildYx]);
}
