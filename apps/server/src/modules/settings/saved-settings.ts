/**
 * A user's saved settings row (network choice and the amounts' settings) as every transaction
 * builder reads it, once per build.
 *
 * On PGlite the database is this process's own (no other instance can write it), so each user's
 * row is remembered and forgotten the moment either settings route writes it: exact, and a build
 * costs no query. On PostgreSQL other instances behind the same database may write the row, and a
 * remembered slippage, priority fee or network could then be one the user has already changed, so
 * it is read every time (a prepared statement).
 *
 * A read that was under way while a row was written is not remembered (it may hold the row from
 * before the write): every write moves the generation on, after it is committed.
 */
import { sql, eq } from 'drizzle-orm';
import type { Database, Db } from '../../db/index.ts';
import { userSettings } from '../../db/schema.ts';

export interface SavedSettingsRow {
  network: string | null;
  customRpcUrl: string | null;
  settings: unknown;
}

const MAX_REMEMBERED = 50_000;

function storeFor(db: Db) {
  const read = db
    .select({ network: userSettings.network, customRpcUrl: userSettings.customRpcUrl, settings: userSettings.settings })
    .from(userSettings)
    .where(eq(userSettings.userId, sql.placeholder('userId')))
    .prepare('user_settings_read');
  return { read, rows: new Map<string, SavedSettingsRow | null>(), generation: 0 };
}

const stores = new WeakMap<Db, ReturnType<typeof storeFor>>();
function storeOf(db: Db) {
  let store = stores.get(db);
  if (!store) stores.set(db, (store = storeFor(db)));
  return store;
}

/** The user's saved row, or undefined when they saved nothing. Callers must not change what it answers. */
export async function readSavedSettings(database: Database, userId: string): Promise<SavedSettingsRow | undefined> {
  const store = storeOf(database.db);
  const own = database.kind === 'pglite';
  if (own) {
    const hit = store.rows.get(userId);
    if (hit !== undefined) return hit ?? undefined;
  }
  const generation = store.generation;
  const [row] = (await store.read.execute({ userId })) as SavedSettingsRow[];
  if (own && generation === store.generation) {
    if (store.rows.size >= MAX_REMEMBERED) store.rows.clear();
    store.rows.set(userId, row ?? null);
  }
  return row;
}

/** After a write of the user's row has been committed: the next read asks the database. */
export function forgetSavedSettings(db: Db, userId: string): void {
  const store = storeOf(db);
  store.generation++;
  store.rows.delete(userId);
}
