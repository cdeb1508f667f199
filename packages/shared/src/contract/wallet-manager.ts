/**
 * Wallet Manager (spec 2, 3, 5, 7): custodial wallets, their balances, bulk funding from the
 * connected wallet and withdrawals the server executes.
 */
import { dataResponse } from '../schemas/common.ts';
import {
  connectedWalletBalanceSchema,
  createWalletsParamsSchema,
  createWalletsResponseSchema,
  createWalletsSchema,
  fetchConnectedWalletSchema,
  fetchRangeSchema,
  fetchSpecificSchema,
  transferRequestSchema,
  transferResponseSchema,
  walletBalanceDataSchema,
  walletListSchema,
} from '../schemas/wallets.ts';
import { defineOperation } from './operation.ts';
import { pagedResponse, pageQuerySchema } from './pagination.ts';

const tag = 'wallet manager';

/** What a transfer (funding or withdrawal) can be refused with. */
const transferErrors = [
  'TRANSFER_PAYLOADS_MIXED',
  'TRANSFER_WRONG_ROUTE',
  'TRANSFER_TOKEN_REQUIRED',
  'TRANSFER_UNKNOWN_TOKEN',
  'TRANSFER_BELOW_NEW_WALLET_MINIMUM',
  'FUNDING_NOT_FROM_YOU',
  'WALLET_NOT_YOURS',
  'WITHDRAW_RECIPIENT_NOT_ALLOWED',
  'WITHDRAW_NOTHING',
  'WITHDRAW_MAX_NOT_ALONE',
  'INSUFFICIENT_BALANCE',
  // Funding: the connected wallet's shortfall, named.
  'NOT_ENOUGH_SOL',
  'NOT_ENOUGH_TOKEN',
  'RPC_UNREACHABLE',
] as const;

export const walletManagerOperations = {
  generate: defineOperation({
    method: 'POST',
    path: '/wallet/create/:userId',
    auth: 'required',
    tag,
    summary: 'Generate custodial wallets (numbered per user, at most 300)',
    params: createWalletsParamsSchema,
    body: createWalletsSchema,
    response: createWalletsResponseSchema,
    errors: ['WALLET_NOT_YOUR_USER', 'WALLET_ALLOWANCE_EXCEEDED'],
  }),
  list: defineOperation({
    method: 'GET',
    path: '/wallet/fetch',
    auth: 'required',
    tag,
    summary: "The user's admin wallet and a page of generated wallets (by number; count is all of them)",
    query: pageQuerySchema,
    response: pagedResponse(walletListSchema),
    errors: [],
  }),
  fetchAll: defineOperation({
    method: 'GET',
    path: '/walletOperation/fetchAll',
    auth: 'required',
    tag,
    summary: 'Balances of the admin wallet and every generated wallet',
    response: dataResponse(walletBalanceDataSchema),
    errors: ['RPC_UNREACHABLE'],
  }),
  fetchSpecific: defineOperation({
    method: 'POST',
    path: '/walletOperation/fetchSpecific',
    auth: 'required',
    tag,
    summary: "Balances of some of the user's wallets, by address",
    body: fetchSpecificSchema,
    response: dataResponse(walletBalanceDataSchema),
    errors: ['WALLET_NOT_YOURS', 'RPC_UNREACHABLE'],
  }),
  fetchRange: defineOperation({
    method: 'POST',
    path: '/walletOperation/fetchRange',
    auth: 'required',
    tag,
    summary: 'Balances of wallets From..To (wallet numbers, inclusive)',
    body: fetchRangeSchema,
    response: dataResponse(walletBalanceDataSchema),
    errors: ['RPC_UNREACHABLE'],
  }),
  fetchConnectedWallet: defineOperation({
    method: 'POST',
    path: '/walletOperation/fetchConnectedWallet',
    auth: 'required',
    tag,
    summary: "Every token the connected wallet (or one of the user's wallets) holds",
    body: fetchConnectedWalletSchema,
    response: dataResponse(connectedWalletBalanceSchema),
    errors: ['WALLET_NOT_YOURS', 'RPC_UNREACHABLE'],
  }),
  transferSol: defineOperation({
    method: 'POST',
    path: '/transaction/sol',
    auth: 'required',
    tag,
    summary: 'Fund wallets with SOL (packed transactions to sign) or withdraw SOL from custodial wallets (executed)',
    body: transferRequestSchema,
    response: transferResponseSchema,
    errors: transferErrors,
  }),
  transferSplToken: defineOperation({
    method: 'POST',
    path: '/transaction/spl-token',
    auth: 'required',
    tag,
    summary: 'Fund wallets with a token (packed transactions to sign) or withdraw a token from custodial wallets (executed)',
    body: transferRequestSchema,
    response: transferResponseSchema,
    errors: transferErrors,
  }),
} as const;
