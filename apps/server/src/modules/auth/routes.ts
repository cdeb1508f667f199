import {
  connectRequestSchema,
  connectResponseSchema,
  errorResponseSchema,
  meResponseSchema,
  nonceRequestSchema,
  nonceResponseSchema,
} from '@toolkit/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import { createAuthService, SIGN_IN_TEXTS, userView } from './service.ts';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = createAuthService(app.db, app.sessions, app.config);
  const signInLimit = { rateLimit: { max: app.config.signInRateLimit, timeWindow: '1 minute' } };
  const tags = ['auth'];

  app.post('/user/nonce', {
    config: signInLimit,
    schema: {
      tags,
      summary: 'A one-time Sign-In With Solana message for this address',
      body: nonceRequestSchema,
      response: { 200: nonceResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema },
    },
    handler: async (request) => {
      const { message, input } = await auth.issueMessage(request.body.phantomAddress, request.headers.origin);
      return { success: true as const, message, input };
    },
  });

  app.post('/user/connect', {
    config: signInLimit,
    schema: {
      tags,
      summary: 'Sign in with a signed SIWS message; answers a bearer token',
      body: connectRequestSchema,
      response: { 200: connectResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema },
    },
    handler: async (request) => {
      const { user, token } = await auth.connect(request.body);
      // Issue 5: a user's admin wallet is made at first sign-in (wallets module; never blocks sign-in).
      await app.wallets?.ensureAdminWallet(user.id).catch((err: unknown) => request.log.error({ err }, 'admin wallet not created'));
      return { success: true as const, message: SIGN_IN_TEXTS.connected, user: userView(user), token };
    },
  });

  app.get('/user/me', {
    preHandler: app.authenticate,
    schema: { tags, security: [{ bearer: [] }], response: { 200: meResponseSchema, 401: errorResponseSchema } },
    handler: async (request) => ({ success: true as const, data: { user: userView(currentUser(request)) } }),
  });

  app.post('/user/logout', {
    preHandler: app.authenticate,
    schema: {
      tags,
      security: [{ bearer: [] }],
      response: { 200: z.object({ success: z.literal(true) }), 401: errorResponseSchema },
    },
    handler: async (request) => {
      await app.sessions.revoke(request.sessionToken!);
      return { success: true as const };
    },
  });
};
