import { authOperations, TEXTS } from '@toolkit/shared';
import type { FastifyPluginAsync } from 'fastify';
import { registerOperation } from '../../lib/operation-route.ts';
import { currentUser } from './plugin.ts';
import { createAuthService, userView } from './service.ts';

export const authRoutes: FastifyPluginAsync = async (app) => {
  const auth = createAuthService(app.db, app.sessions, app.config);
  const signInLimit = { rateLimit: { max: app.config.signInRateLimit, timeWindow: '1 minute' } };

  registerOperation(app, authOperations.nonce, async ({ body, request }) => auth.issueMessage(body.phantomAddress, request.headers.origin), {
    config: signInLimit,
  });

  registerOperation(
    app,
    authOperations.connect,
    async ({ body, request }) => {
      const { user, token } = await auth.connect(body);
      // A user's admin wallet is made at first sign-in (wallets module; never blocks sign-in).
      await app.wallets?.ensureAdminWallet(user.id).catch((err: unknown) => request.log.error({ err }, 'admin wallet not created'));
      return { message: TEXTS.walletConnected, user: userView(user), token };
    },
    { config: signInLimit },
  );

  registerOperation(app, authOperations.me, async ({ request }) => ({ data: { user: userView(currentUser(request)) } }));

  registerOperation(app, authOperations.logout, async ({ request }) => {
    await app.sessions.revoke(request.sessionToken!);
    return {};
  });
};
