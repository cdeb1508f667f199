/** Sign-in With Solana (DESIGN.md 5; contracts.md "HTTP API"). */
import { z } from 'zod';
import { solanaAddress } from './common.ts';

const ADDRESS_REQUIRED = 'phantomAddress is required';

export const nonceRequestSchema = z.object({
  phantomAddress: solanaAddress(ADDRESS_REQUIRED),
});
export type NonceRequest = z.infer<typeof nonceRequestSchema>;

/** The fields of a SIWS message, as a wallet's `solana:signIn` takes them. */
export const signInInputSchema = z.object({
  domain: z.string(),
  address: z.string(),
  statement: z.string(),
  uri: z.string(),
  version: z.literal('1'),
  chainId: z.string(),
  nonce: z.string(),
  issuedAt: z.string(),
  expirationTime: z.string(),
});
export type SignInInput = z.infer<typeof signInInputSchema>;

export const nonceResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  input: signInInputSchema,
});
export type NonceResponse = z.infer<typeof nonceResponseSchema>;

/**
 * `message` and `signature` are optional in the schema so that "an address alone" reaches the
 * sign-in check and is refused there with 401 (not a 400 that would read as a form error).
 */
export const connectRequestSchema = z.object({
  phantomAddress: solanaAddress(ADDRESS_REQUIRED),
  message: z.string().max(4096).optional(),
  signature: z.string().max(200).optional(),
});
export type ConnectRequest = z.infer<typeof connectRequestSchema>;

export const userSchema = z.object({
  _id: z.string(),
  phantomAddress: z.string(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const connectResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: userSchema,
  token: z.string(),
});
export type ConnectResponse = z.infer<typeof connectResponseSchema>;

export const meResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ user: userSchema }),
});
