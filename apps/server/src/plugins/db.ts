/** The database: opened (and migrated) here, closed when the app closes. */
import fp from 'fastify-plugin';
import { openDatabase, type Database, type Db } from '../db/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

export default fp(
  async (app) => {
    const database = await openDatabase({ databaseUrl: app.config.databaseUrl, pgliteDir: app.config.pgliteDir });
    app.decorate('database', database);
    app.decorate('db', database.db);
    app.addHook('onClose', () => database.close());
  },
  { name: 'db', dependencies: ['config'] },
);
