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

export const swapApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // A read, though a POST: cached per pool, direction and amount, and refreshed with its pool.
    swapQuote: build.query<SwapQuoteView | undefined, OperationArgs<typeof ops.quote>['body']>({
      query: (body) => callOperation(ops.quote, { body }),
      transformResponse: dataOf,
      providesTags: ['Pool', 'Network'],
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

export const { useSwapQuoteQuery, useBuildSwapXyMutation, useBuildSwapYxMutation } = swapApi;

/** Builds a swap in either direction: base -> quote (xy) or quote -> base (yx). */
export function useBuildSwap(): (direction: SwapDirection, body: SwapBody) => Promise<BuiltSwap> {
  const [buildXy] = useBuildSwapXyMutation();
  const [buildYx] = useBuildSwapYxMutation();
  return useCallback((direction, body) => (direction === 'xy' ? buildXy(body) : buildYx(body)).unwrap(), [buildXy, buildYx]);
}
