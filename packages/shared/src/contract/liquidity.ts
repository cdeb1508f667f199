/** Liquidity pools: create, add, remove, and the pool views (spec 2 "Create / Manage Liquidity"). */
import { z } from 'zod';
import { dataResponse } from '../schemas/common.ts';
import {
  addLiquiditySchema,
  initPoolResponseSchema,
  initPoolSchema,
  liquidityTransactionResponseSchema,
  mintQuerySchema,
  poolHistoryPointSchema,
  poolParamsSchema,
  poolsQuerySchema,
  poolStatsSchema,
  poolTokenInfoSchema,
  poolViewSchema,
  priceEntrySchema,
  pricesQuerySchema,
  removeLiquiditySchema,
  walletTokenSchema,
} from '../schemas/liquidity.ts';
import { defineOperation } from './operation.ts';
import { pagedResponse, pageQuerySchema } from './pagination.ts';

const tag = 'liquidity';

/** What any operation naming a pool can answer about it. */
const POOL_ERRORS = ['POOL_NOT_FOUND', 'POOL_OTHER_NETWORK'] as const;
/** Building a transaction against a pool's live reserves. */
const POOL_STATE_ERRORS = [...POOL_ERRORS, 'POOL_EMPTY', 'POOL_AMOUNT_INVALID', 'POOL_AMOUNT_TOO_MANY_DECIMALS', 'POOL_AMOUNT_TOO_SMALL'] as const;

export const liquidityOperations = {
  init: defineOperation({
    method: 'POST',
    path: '/liquidity/init',
    auth: 'required',
    tag,
    summary: 'Build the pool creation transaction (vaults, LP mint, both deposits, LP, 0.15 SOL fee)',
    body: initPoolSchema,
    response: initPoolResponseSchema,
    errors: [
      'POOL_EXISTS',
      'POOL_MINT_NOT_FOUND',
      'POOL_AMOUNT_INVALID',
      'POOL_AMOUNT_TOO_MANY_DECIMALS',
      'POOL_INIT_DEPOSIT_TOO_SMALL',
      'POOL_MINT_TRANSFER_FEE',
      'POOL_MINT_TRANSFER_HOOK',
      'POOL_MINT_CONFIDENTIAL_TRANSFER',
      'POOL_MINT_NON_TRANSFERABLE',
      'POOL_MINT_PERMANENT_DELEGATE',
      'POOL_MINT_FROZEN_BY_DEFAULT',
      'POOL_MINT_PAUSABLE',
      'POOL_MINT_EXTENSION_UNSUPPORTED',
    ],
  }),
  add: defineOperation({
    method: 'POST',
    path: '/liquidity/add',
    auth: 'required',
    tag,
    summary: 'Build a deposit in the current ratio; LP minted proportionally',
    body: addLiquiditySchema,
    response: liquidityTransactionResponseSchema,
    errors: [...POOL_STATE_ERRORS, 'POOL_DEPOSIT_TOO_SMALL'],
  }),
  remove: defineOperation({
    method: 'POST',
    path: '/liquidity/remove',
    auth: 'required',
    tag,
    summary: 'Build a withdrawal: burn LP, receive the share of both sides',
    body: removeLiquiditySchema,
    response: liquidityTransactionResponseSchema,
    errors: [...POOL_STATE_ERRORS, 'LP_INSUFFICIENT'],
  }),
  pool: defineOperation({
    method: 'GET',
    path: '/liquidity/pool/:pool',
    auth: 'optional',
    tag,
    summary: 'A pool with its reserves and LP supply read from chain',
    params: poolParamsSchema,
    response: dataResponse(poolViewSchema),
    errors: POOL_ERRORS,
  }),
  poolHistory: defineOperation({
    method: 'GET',
    path: '/liquidity/pool/:pool/history',
    auth: 'optional',
    tag,
    summary: "The pool's price and reserves after each swap of the last 7 days, oldest first",
    params: poolParamsSchema,
    response: dataResponse(poolHistoryPointSchema.array()),
    errors: POOL_ERRORS,
  }),
  pools: defineOperation({
    method: 'GET',
    path: '/liquidity/pools',
    auth: 'optional',
    tag,
    summary:
      "The pools on the caller's network with liquidity, volume, fees and APR (24 h), oldest first, a page at a time; mine=true: the caller's pools",
    query: poolsQuerySchema.extend(pageQuerySchema.shape),
    response: pagedResponse(poolStatsSchema.array()),
    errors: ['SIGN_IN_REQUIRED'],
  }),
  prices: defineOperation({
    method: 'GET',
    path: '/liquidity/prices',
    auth: 'optional',
    tag,
    summary: 'Price in SOL and rupees, and pool liquidity in rupees, for each mint (null without a SOL pool)',
    query: pricesQuerySchema,
    response: dataResponse(z.record(z.string(), priceEntrySchema)),
    errors: [],
  }),
  walletTokens: defineOperation({
    method: 'GET',
    path: '/liquidity/wallet-tokens',
    auth: 'required',
    tag,
    summary: "The connected wallet's SOL and tokens with balances (base units)",
    response: dataResponse(walletTokenSchema.array()),
    errors: [],
  }),
  tokenInfo: defineOperation({
    method: 'GET',
    path: '/liquidity/token-info',
    auth: 'optional',
    tag,
    summary: 'Name, symbol, decimals and program of a mint',
    query: mintQuerySchema,
    response: dataResponse(poolTokenInfoSchema),
    errors: ['POOL_TOKEN_NOT_FOUND'],
  }),
} as const;
