/**
 * A fingerprint of every table in the database, in one query: per table its row count and an md5
 * of its rows in a fixed order. Two equal fingerprints mean nothing was inserted, changed or
 * deleted in between; a differing one names the tables that moved.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

export type Fingerprint = Record<string, string>;

async function tablesOf(app: FastifyInstance): Promise<string[]> {
  const result = (await app.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as { rows: { table_name: string }[] };
  return result.rows.map((r) => r.table_name);
}

/** Reads the table list once; the returned function fingerprints them all in one statement. */
export async function fingerprinter(app: FastifyInstance): Promise<() => Promise<Fingerprint>> {
  const tables = await tablesOf(app);
  const parts = tables.map(
    (t) =>
      sql`(select count(*) || ':' || coalesce(md5(string_agg(r::text, ',' order by r::text)), '') from ${sql.identifier(t)} r) as ${sql.identifier(t)}`,
  );
  const query = sql`select ${sql.join(parts, sql`, `)}`;
  return async () => ((await app.db.execute(query)) as unknown as { rows: Fingerprint[] }).rows[0]!;
}

/** The tables whose fingerprint differs. */
export const changedTables = (before: Fingerprint, after: Fingerprint): string[] => Object.keys(before).filter((t) => before[t] !== after[t]);
