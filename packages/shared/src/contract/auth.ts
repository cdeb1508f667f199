/** Sign-in With Solana and the session (spec 4 "Connect Wallet", DESIGN.md 5). */
import { connectRequestSchema, connectResponseSchema, meResponseSchema, nonceRequestSchema, nonceResponseSchema } from '../schemas/auth.ts';
import { successResponseSchema } from '../schemas/common.ts';
import { defineOperation } from './operation.ts';

const tag = 'auth';

export const authOperations = {
  nonce: defineOperation({
    method: 'POST',
    path: '/user/nonce',
    auth: 'none',
    tag,
    summary: 'A one-time Sign-In With Solana message for this address',
    body: nonceRequestSchema,
    response: nonceResponseSchema,
    errors: [],
  }),
  connect: defineOperation({
    method: 'POST',
    path: '/user/connect',
    auth: 'none',
    tag,
    summary: 'Sign in with a signed SIWS message; answers a bearer token',
    body: connectRequestSchema,
    response: connectResponseSchema,
    errors: [
      'SIGN_IN_SIGNATURE_REQUIRED',
      'SIGN_IN_MESSAGE_INVALID',
      'SIGN_IN_WRONG_ADDRESS',
      'SIGN_IN_WRONG_DOMAIN',
      'SIGN_IN_BAD_SIGNATURE',
      'SIGN_IN_EXPIRED',
      'SIGN_IN_NONCE_USED',
    ],
  }),
  me: defineOperation({
    method: 'GET',
    path: '/user/me',
    auth: 'required',
    tag,
    summary: 'The signed-in user',
    response: meResponseSchema,
    errors: [],
  }),
  logout: defineOperation({
    method: 'POST',
    path: '/user/logout',
    auth: 'required',
    tag,
    summary: 'End this session (the token stops working at once)',
    response: successResponseSchema,
    errors: [],
  }),
} as const;
