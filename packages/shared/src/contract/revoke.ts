/** Revoke pages (spec 4, 5): one fee-paying transaction per authority, then a chain read-back. */
import {
  confirmRevokeResponseSchema,
  confirmRevokeSchema,
  revokeAuthorityResponseSchema,
  revokeAuthoritySchema,
} from '../schemas/token-lifecycle.ts';
import { defineOperation } from './operation.ts';

const tag = 'revoke';

export const revokeOperations = {
  prepare: defineOperation({
    method: 'POST',
    path: '/revoke/authority',
    auth: 'required',
    tag,
    summary: 'The revoke transactions (one per chosen authority) for the wallet to sign together',
    body: revokeAuthoritySchema,
    response: revokeAuthorityResponseSchema,
    errors: ['PAYER_NOT_CONNECTED_WALLET', 'MINT_NOT_FOUND', 'TOKEN_NO_METADATA', 'AUTHORITY_ALREADY_REVOKED', 'NOT_AUTHORITY', 'NOT_ENOUGH_SOL'],
  }),
  /**
   * Reads the mint after a revoke was sent. Answers 200 either way: `success` says whether the
   * authority is now none (a still-enabled authority is a result, not a failed request).
   */
  confirm: defineOperation({
    method: 'POST',
    path: '/revoke/confirm-transaction',
    auth: 'required',
    tag,
    summary: 'Whether the chain now shows the authority revoked',
    body: confirmRevokeSchema,
    response: confirmRevokeResponseSchema,
    errors: ['MINT_NOT_FOUND'],
  }),
} as const;
