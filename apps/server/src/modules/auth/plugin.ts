/**
 * Bearer sessions. `app.authenticate` runs before validation on every route that acts for a user;
 * it sets `request.user` or answers 401. `app.identify` sets it when a valid token is present
 * and lets anonymous requests through (routes with a public default).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/errors.ts';
import { createSessionStore, type SessionStore, type SessionUser } from './sessions.ts';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionStore;
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    identify(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
  interface FastifyRequest {
    user: SessionUser | null;
    sessionToken: string | null;
  }
}

function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1]! : null;
}

export const authPlugin = fp(
  async (app) => {
    const sessions = createSessionStore(app.db, {
      secret: app.secrets.sessionSecret,
      ttlMs: app.config.sessionTtlHours * 3600_000,
    });
    app.decorate('sessions', sessions);
    app.decorateRequest('user', null);
    app.decorateRequest('sessionToken', null);

    const resolve = async (request: FastifyRequest) => {
      const token = bearerOf(request);
      if (!token) return null;
      const user = await sessions.resolve(token);
      if (user) {
        request.user = user;
        request.sessionToken = token;
      }
      return user;
    };

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const hadToken = bearerOf(request) !== null;
      if (!(await resolve(request))) throw new AppError(hadToken ? 'SESSION_EXPIRED' : 'SIGN_IN_REQUIRED');
    });
    app.decorate('identify', async (request: FastifyRequest) => {
      await resolve(request);
    });
  },
  { name: 'auth', dependencies: ['config', 'db'] },
);

/** The signed-in user of a route guarded by `app.authenticate`. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('SIGN_IN_REQUIRED');
  return request.user;
}
