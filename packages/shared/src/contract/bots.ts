/**
 * Making Bots: the user's own scheduled and price orders (DCA, TWAP, limit, stop-loss,
 * take-profit), run by the server from a Wallet Manager wallet, with a preview of the fills and
 * pause, resume and cancel.
 */
import {
  botOrderIdSchema,
  botOrderResponseSchema,
  botOrdersQuerySchema,
  botOrdersResponseSchema,
  botPreviewResponseSchema,
  createBotOrderSchema,
} from '../bots/schemas.ts';
import { defineOperation } from './operation.ts';

const tag = 'bots';

/** What creating (and previewing) an order can answer besides a field's validation. */
const ORDER_ERRORS = [
  'BOT_ORDER_INVALID',
  'BOT_WALLET_NOT_YOURS',
  'BOT_POOL_NOT_FOUND',
  'POOL_OTHER_NETWORK',
  'POOL_EMPTY',
  'BOT_INSUFFICIENT_FUNDS',
  'BOT_WASH_TRADING',
  'RPC_UNREACHABLE',
] as const;

const STATE_ERRORS = ['BOT_ORDER_NOT_FOUND', 'BOT_ORDER_STATE_CONFLICT'] as const;

export const botOperations = {
  preview: defineOperation({
    method: 'POST',
    path: '/bots/orders/preview',
    auth: 'required',
    tag,
    summary: "An order's fills before it is created: amount, due time and the price each would get now; checked as creating it is",
    body: createBotOrderSchema,
    response: botPreviewResponseSchema,
    errors: ORDER_ERRORS,
  }),
  create: defineOperation({
    method: 'POST',
    path: '/bots/orders',
    auth: 'required',
    tag,
    summary: 'Create an order the server runs from a Wallet Manager wallet: DCA, TWAP, limit, stop-loss or take-profit',
    body: createBotOrderSchema,
    response: botOrderResponseSchema,
    errors: [...ORDER_ERRORS, 'BOT_ACTIVE_ORDERS_LIMIT', 'BOT_FILLS_PER_MINUTE_LIMIT'],
  }),
  list: defineOperation({
    method: 'GET',
    path: '/bots/orders',
    auth: 'required',
    tag,
    summary: "The user's orders (newest first) with their fills and signatures, and their limits",
    query: botOrdersQuerySchema,
    response: botOrdersResponseSchema,
    errors: [],
  }),
  pause: defineOperation({
    method: 'POST',
    path: '/bots/orders/:id/pause',
    auth: 'required',
    tag,
    summary: 'Pause an active order: no fill is sent until it is resumed',
    params: botOrderIdSchema,
    response: botOrderResponseSchema,
    errors: STATE_ERRORS,
  }),
  resume: defineOperation({
    method: 'POST',
    path: '/bots/orders/:id/resume',
    auth: 'required',
    tag,
    summary:
      'Resume a paused order (checked again for funds, the wash-trading guard and the limits): its next fill is due at once, the rest keep their interval from there',
    params: botOrderIdSchema,
    response: botOrderResponseSchema,
    errors: [
      ...STATE_ERRORS,
      'BOT_INSUFFICIENT_FUNDS',
      'BOT_WASH_TRADING',
      'BOT_ACTIVE_ORDERS_LIMIT',
      'BOT_FILLS_PER_MINUTE_LIMIT',
      'RPC_UNREACHABLE',
    ],
  }),
  cancel: defineOperation({
    method: 'POST',
    path: '/bots/orders/:id/cancel',
    auth: 'required',
    tag,
    summary: 'Cancel an active or paused order; a fill already sent still lands and is shown',
    params: botOrderIdSchema,
    response: botOrderResponseSchema,
    errors: STATE_ERRORS,
  }),
} as const;
