/**
 * Tokens: the dashboard's managed list (spec 3, 5, 7), the lifecycle transactions built for the
 * connected wallet to sign (create, update metadata, burn, mint, send, change authority) and the
 * public token information.
 */
import { z } from 'zod';
import { dataResponse, idParamsSchema, messageResponseSchema } from '../schemas/common.ts';
import {
  burnTokensSchema,
  changeAuthoritySchema,
  createTokenResponseSchema,
  mintParamsSchema,
  mintSummariesQuerySchema,
  mintSummarySchema,
  mintTokensSchema,
  sendTokensSchema,
  tokenDetailsSchema,
  tokenTransactionResponseSchema,
  updateMetadataResponseSchema,
} from '../schemas/token-lifecycle.ts';
import { addTokenSchema, managedTokenSchema, updateTokenSchema } from '../schemas/tokens.ts';
import {
  freezeOwnersSchema,
  harvestFeesSchema,
  setInterestRateSchema,
  setTransferFeeSchema,
  tokenTransactionsResponseSchema,
} from '../schemas/token-extensions.ts';
import type { ErrorCode } from '../errors/codes.ts';
import { defineOperation } from './operation.ts';
import { pagedResponse, pageQuerySchema } from './pagination.ts';

const managed = 'tokens';
const extensions = 'token extensions';
const lifecycle = 'token lifecycle';

/** What any transaction on an existing mint can be refused for. */
const ON_MINT: readonly ErrorCode[] = ['MINT_NOT_FOUND'];
const UPLOAD: readonly ErrorCode[] = [
  'IMAGE_KIND_REFUSED',
  'IMAGE_SVG_REFUSED',
  'IMAGE_TOO_LARGE',
  'IMAGE_DIMENSIONS_TOO_LARGE',
  'UPLOAD_INVALID',
  'UPLOAD_QUOTA_EXCEEDED',
];

const FEE_AUTHORITY: readonly ErrorCode[] = ['MINT_NOT_FOUND', 'TOKEN_EXTENSION_MISSING', 'NOT_EXTENSION_AUTHORITY'];
const FREEZE: readonly ErrorCode[] = ['MINT_NOT_FOUND', 'AUTHORITY_ALREADY_REVOKED', 'NOT_AUTHORITY', 'TOKEN_ACCOUNTS_UNCHANGED'];

export const tokenOperations = {
  add: defineOperation({
    method: 'POST',
    path: '/token/add',
    auth: 'required',
    tag: managed,
    summary: "Add a token to the user's dashboard list",
    body: addTokenSchema,
    response: dataResponse(managedTokenSchema),
    errors: ['TOKEN_ALREADY_LISTED'],
  }),
  list: defineOperation({
    method: 'GET',
    path: '/token/get',
    auth: 'required',
    tag: managed,
    summary: "The user's listed tokens, newest first, a page at a time",
    query: pageQuerySchema,
    response: pagedResponse(z.array(managedTokenSchema)),
    errors: [],
  }),
  get: defineOperation({
    method: 'GET',
    path: '/token/get/:id',
    auth: 'required',
    tag: managed,
    summary: 'One listed token',
    params: idParamsSchema,
    response: dataResponse(managedTokenSchema),
    errors: ['TOKEN_NOT_FOUND'],
  }),
  update: defineOperation({
    method: 'PUT',
    path: '/token/update/:id',
    auth: 'required',
    tag: managed,
    summary: 'Change a listed token (the fields named)',
    params: idParamsSchema,
    body: updateTokenSchema,
    response: dataResponse(managedTokenSchema),
    errors: ['TOKEN_NOT_FOUND', 'TOKEN_ALREADY_LISTED'],
  }),
  remove: defineOperation({
    method: 'DELETE',
    path: '/token/delete/:id',
    auth: 'required',
    tag: managed,
    summary: 'Remove a token from the list (the token stays on chain)',
    params: idParamsSchema,
    response: messageResponseSchema,
    errors: ['TOKEN_NOT_FOUND'],
  }),
  create: defineOperation({
    method: 'POST',
    path: '/token/create',
    auth: 'required',
    tag: lifecycle,
    summary:
      'Multipart creation form (optional `extensions` JSON and vanity `mint`); answers the creation transaction (Token-2022 + metadata + extensions + fee) for the wallet',
    multipart: true,
    response: createTokenResponseSchema,
    errors: [...UPLOAD, 'MINT_ADDRESS_TAKEN'],
  }),
  updateMetadata: defineOperation({
    method: 'POST',
    path: '/token/update-metadata/:mint',
    auth: 'required',
    tag: lifecycle,
    summary: 'Multipart metadata form; answers the update transaction for the update authority',
    params: mintParamsSchema,
    multipart: true,
    response: updateMetadataResponseSchema,
    errors: [...ON_MINT, ...UPLOAD, 'TOKEN_NO_METADATA', 'TOKEN_IMMUTABLE', 'NOT_UPDATE_AUTHORITY'],
  }),
  burn: defineOperation({
    method: 'POST',
    path: '/token/burn',
    auth: 'required',
    tag: lifecycle,
    summary: "A burn from the wallet's own account",
    body: burnTokensSchema,
    response: tokenTransactionResponseSchema,
    errors: [...ON_MINT, 'NOT_ENOUGH_TOKEN', 'NOT_ENOUGH_SOL'],
  }),
  mint: defineOperation({
    method: 'POST',
    path: '/token/mint',
    auth: 'required',
    tag: lifecycle,
    summary: 'Mint more to the wallet or a recipient (mint authority only)',
    body: mintTokensSchema,
    response: tokenTransactionResponseSchema,
    errors: [...ON_MINT, 'AUTHORITY_ALREADY_REVOKED', 'NOT_MINT_AUTHORITY', 'SUPPLY_TOO_LARGE', 'RECIPIENT_ACCOUNT_FROZEN'],
  }),
  send: defineOperation({
    method: 'POST',
    path: '/token/send',
    auth: 'required',
    tag: lifecycle,
    summary: 'Send tokens from the wallet to a recipient',
    body: sendTokensSchema,
    response: tokenTransactionResponseSchema,
    errors: [...ON_MINT, 'NOT_ENOUGH_TOKEN', 'NOT_ENOUGH_SOL', 'TOKEN_NON_TRANSFERABLE', 'RECIPIENT_ACCOUNT_FROZEN'],
  }),
  changeAuthority: defineOperation({
    method: 'POST',
    path: '/token/authority',
    auth: 'required',
    tag: lifecycle,
    summary: 'Hand an authority to another address, or revoke it (no new authority)',
    body: changeAuthoritySchema,
    response: tokenTransactionResponseSchema,
    errors: [...ON_MINT, 'TOKEN_NO_METADATA', 'AUTHORITY_ALREADY_REVOKED', 'NOT_AUTHORITY'],
  }),
  info: defineOperation({
    method: 'GET',
    path: '/token/info/:mint',
    auth: 'optional',
    tag: lifecycle,
    summary: "A token's public page: authorities, supply, holders, metadata and risks",
    params: mintParamsSchema,
    response: dataResponse(tokenDetailsSchema),
    errors: ON_MINT,
  }),
  mintSummaries: defineOperation({
    method: 'GET',
    path: '/token/mints',
    auth: 'optional',
    tag: lifecycle,
    summary: 'Supplies and authorities of up to 100 mints in one read (null for a missing mint)',
    query: mintSummariesQuerySchema,
    response: dataResponse(z.record(z.string(), mintSummarySchema.nullable())),
    errors: [],
  }),
  harvestFees: defineOperation({
    method: 'POST',
    path: '/token/fees/harvest',
    auth: 'required',
    tag: extensions,
    summary: "Withdraw withheld transfer fees from holders' accounts (and the mint) to the fee authority's account; packed transactions",
    body: harvestFeesSchema,
    response: tokenTransactionsResponseSchema,
    errors: [...FEE_AUTHORITY, 'NO_WITHHELD_FEES'],
  }),
  setTransferFee: defineOperation({
    method: 'POST',
    path: '/token/fees/set',
    auth: 'required',
    tag: extensions,
    summary: 'Change the transfer fee (basis points, maximum in whole tokens); it applies two epochs later',
    body: setTransferFeeSchema,
    response: tokenTransactionResponseSchema,
    errors: FEE_AUTHORITY,
  }),
  thaw: defineOperation({
    method: 'POST',
    path: '/token/thaw',
    auth: 'required',
    tag: extensions,
    summary: "Thaw owners' accounts (created when missing) of a frozen-by-default token; packed transactions",
    body: freezeOwnersSchema,
    response: tokenTransactionsResponseSchema,
    errors: FREEZE,
  }),
  freeze: defineOperation({
    method: 'POST',
    path: '/token/freeze',
    auth: 'required',
    tag: extensions,
    summary: "Freeze owners' accounts; packed transactions",
    body: freezeOwnersSchema,
    response: tokenTransactionsResponseSchema,
    errors: FREEZE,
  }),
  setInterestRate: defineOperation({
    method: 'POST',
    path: '/token/interest-rate',
    auth: 'required',
    tag: extensions,
    summary: 'Change the interest rate (percent per year) of an interest-bearing token',
    body: setInterestRateSchema,
    response: tokenTransactionResponseSchema,
    errors: FEE_AUTHORITY,
  }),
} as const;
