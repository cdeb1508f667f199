/**
 * Named locks that hold across server instances (DESIGN.md 1): a per-key in-process mutex (so
 * requests in this process queue instead of piling onto database connections), then a PostgreSQL
 * advisory lock when the database is shared. Used for pools (`pool:<address>`) and custodial
 * wallets (`wallet:<address>`).
 */
import fp from 'fastify-plugin';
import { createKeyedMutex } from '../lib/keyed-mutex.ts';

export interface Locks {
  withLock<T>(key: string, fn: () => Promise<T>): Promise<T>;
}

declare module 'fastify' {
  interface FastifyInstance {
    locks: Locks;
  }
}

export default fp(
  async (app) => {
    const local = createKeyedMutex();
    app.decorate('locks', {
      withLock: (key, fn) => local(key, () => app.database.withAdvisoryLock(key, fn)),
    } satisfies Locks);
  },
  { name: 'locks', dependencies: ['db'] },
);
