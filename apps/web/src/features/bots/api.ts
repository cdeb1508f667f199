/**
 * Making Bots' endpoints (contract: `botOperations`): the user's orders with their fills and
 * limits, an order's preview before it is created, creating it, and pause / resume / cancel.
 */
import {
  botOperations as ops,
  type BotOrderView,
  type BotOrdersQuery,
  type BotPreview,
  type CreateBotOrderRequest,
  type OperationResponse,
} from '@toolkit/shared';
import { baseApi, callOperation } from '../../shared/api/index.ts';

export type BotOrderList = OperationResponse<typeof ops.list>;
export type BotLimits = BotOrderList['limits'];

const orderOf = (r: OperationResponse<typeof ops.create>): BotOrderView => r.order;

export const botsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // Orders live on the server's network, and fills move wallet balances.
    botOrders: build.query<BotOrderList, BotOrdersQuery | void>({
      query: (query) => callOperation(ops.list, { query: query ?? {} }),
      providesTags: ['BotOrders', 'Network'],
    }),
    // A read, though a POST: the fills the order would make, checked as creating it is.
    botOrderPreview: build.query<BotPreview, CreateBotOrderRequest>({
      query: (body) => callOperation(ops.preview, { body }),
      transformResponse: (r: OperationResponse<typeof ops.preview>) => r.preview,
      providesTags: ['Pool', 'WalletBalances', 'BotOrders', 'Network'],
    }),
    createBotOrder: build.mutation<BotOrderView, CreateBotOrderRequest>({
      query: (body) => callOperation(ops.create, { body }),
      transformResponse: orderOf,
      invalidatesTags: ['BotOrders'],
    }),
    pauseBotOrder: build.mutation<BotOrderView, string>({
      query: (id) => callOperation(ops.pause, { params: { id } }),
      transformResponse: orderOf,
      invalidatesTags: ['BotOrders'],
    }),
    resumeBotOrder: build.mutation<BotOrderView, string>({
      query: (id) => callOperation(ops.resume, { params: { id } }),
      transformResponse: orderOf,
      invalidatesTags: ['BotOrders'],
    }),
    cancelBotOrder: build.mutation<BotOrderView, string>({
      query: (id) => callOperation(ops.cancel, { params: { id } }),
      transformResponse: orderOf,
      invalidatesTags: ['BotOrders'],
    }),
  }),
});

export const {
  useBotOrdersQuery,
  useBotOrderPreviewQuery,
  useCreateBotOrderMutation,
  usePauseBotOrderMutation,
  useResumeBotOrderMutation,
  useCancelBotOrderMutation,
} = botsApi;
