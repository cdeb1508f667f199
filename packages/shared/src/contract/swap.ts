/** Swaps on a pool: the quote and the swap transaction, each way (spec 2 "Swap Tokens"). */
import { dataResponse } from '../schemas/common.ts';
import { builtSwapSchema, quoteRequestSchema, routeQuoteRequestSchema, swapQuoteSchema, swapRequestSchema } from '../schemas/liquidity.ts';
import { defineOperation } from './operation.ts';
import { POOL_STATE_ERRORS } from './pool-errors.ts';

const tag = 'swap';

const SWAP_ERRORS = [...POOL_STATE_ERRORS, 'POOL_PAYER_MISMATCH', 'POOL_NOT_STARTED'] as const;

export const swapOperations = {
  quote: defineOperation({
    method: 'POST',
    path: '/liquidity/quote',
    auth: 'optional',
    tag,
    summary: 'Quote a swap from the reserves on chain',
    body: quoteRequestSchema,
    response: dataResponse(swapQuoteSchema),
    errors: POOL_STATE_ERRORS,
  }),
  routeQuote: defineOperation({
    method: 'POST',
    path: '/liquidity/quote/route',
    auth: 'optional',
    tag,
    summary: 'Quote a swap between two mints at the pool that pays the most (the quote names the pool and direction to build it with)',
    body: routeQuoteRequestSchema,
    response: dataResponse(swapQuoteSchema),
    errors: [
      'POOL_NOT_FOUND',
      'POOL_EMPTY',
      'POOL_AMOUNT_INVALID',
      'POOL_AMOUNT_TOO_MANY_DECIMALS',
      'POOL_AMOUNT_TOO_SMALL',
      'POOL_AMOUNT_TOO_LARGE',
    ],
  }),
  swapXy: defineOperation({
    method: 'POST',
    path: '/liquidity/swap/xy',
    auth: 'required',
    tag,
    summary: 'Build a swap base -> quote',
    body: swapRequestSchema,
    response: dataResponse(builtSwapSchema),
    errors: SWAP_ERRORS,
  }),
  swapYx: defineOperation({
    method: 'POST',
    path: '/liquidity/swap/yx',
    auth: 'required',
    tag,
    summary: 'Build a swap quote -> base',
    body: swapRequestSchema,
    response: dataResponse(builtSwapSchema),
    errors: SWAP_ERRORS,
  }),
} as const;
