/**
 * The database behind the app: PGlite (embedded, the default) or PostgreSQL through
 * node-postgres when DATABASE_URL is set. Both speak the same Drizzle schema; migrations are
 * applied when the database opens.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { openPgliteThread } from './pglite-thread.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Runs `fn` holding a PostgreSQL session advisory lock on `key`, on a connection of its own, so
   * it excludes other server instances too. PGlite is one process's private database: there the
   * caller's in-process lock is the whole story and this just runs `fn`.
   */
  withAdvisoryLock<T>(key: string, fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface DatabaseOptions {
  /** PostgreSQL connection string; null = PGlite. */
  databaseUrl: string | null;
  /** PGlite folder, or 'memory://'. */
  pgliteDir: string;
}

export async function openDatabase({ databaseUrl, pgliteDir }: DatabaseOptions): Promise<Database> {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    // An idle client that loses its connection must not crash the process.
    pool.on('error', () => {});
    const db = drizzlePg({ client: pool, schema });
    try {
      await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
    } catch (e) {
      await pool.end();
      throw e;
    }
    const withAdvisoryLock = async <T>(key: string, fn: () => Promise<T>): Promise<T> => {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock(hashtextextended($1, 0))', [key]);
        try {
          return await fn();
        } finally {
          await client.query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [key]);
        }
      } finally {
        client.release();
      }
    };
    return { db: db as unknown as Db, kind: 'postgres', withAdvisoryLock, close: () => pool.end() };
  }
  if (!pgliteDir.startsWith('memory://')) fs.mkdirSync(pgliteDir, { recursive: true, mode: 0o700 });
  // On a thread of its own: its queries no longer take the API's event loop (pglite-thread.ts).
  const client = await openPgliteThread(pgliteDir);
  const db = drizzlePglite({ client: client as PGlite, schema });
  try {
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (e) {
    await client.close();
    throw e;
  }
  return { db: db as unknown as Db, kind: 'pglite', withAdvisoryLock: (_key, fn) => fn(), close: () => client.close() };
}
