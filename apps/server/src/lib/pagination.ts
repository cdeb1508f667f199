/**
 * Keyset paging for the list routes (contract `pageQuerySchema`): a page starts after the last
 * row of the one before, so a row added or removed meanwhile neither repeats nor hides the rest,
 * and a deep page costs what the first does. The cursor the caller gets back is opaque: the
 * position of the page's last row, encoded. A cursor this server did not write is refused as the
 * `cursor` field, never read as SQL.
 */
import { TEXTS } from '@toolkit/shared';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { AppError } from './errors.ts';
import { isRecordId } from './ids.ts';

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

const refused = () => new AppError('VALIDATION_FAILED', { field: 'cursor', message: TEXTS.invalidPageCursor });

export const encodeCursor = (position: string) => Buffer.from(position, 'utf8').toString('base64url');

/** The parts of a cursor, each checked by `valid`; a refusal otherwise. */
export function decodeCursor(cursor: string, valid: readonly RegExp[]): string[] {
  const parts = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (parts.length !== valid.length || parts.some((part, i) => !valid[i]!.test(part))) throw refused();
  return parts;
}

/** Rows were read with `limit + 1`: the extra one only says another page exists. */
export function pageOf<R, T>(rows: R[], limit: number, positionOf: (row: R) => string, view: (row: R) => T): Page<T> {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items: items.map(view), nextCursor: rows.length > limit && last ? encodeCursor(positionOf(last)) : null };
}

const MICROS = /^\d{1,17}$/;
const UUID = /^[0-9a-f-]{36}$/;

/**
 * Order by creation time then id. The time travels as whole microseconds since the epoch (the
 * database's own precision; a JavaScript Date would round it to milliseconds and skip or repeat
 * rows), and is turned back into a timestamp by integer interval arithmetic, which cannot fail for
 * any 17-digit number.
 */
export function creationKeyset(table: { createdAt: AnyColumn; id: AnyColumn }, order: 'asc' | 'desc', cursor: string | undefined) {
  const position = sql<string>`(extract(epoch from ${table.createdAt}) * 1000000)::bigint::text || '|' || ${table.id}::text`;
  let after: SQL | undefined;
  if (cursor !== undefined) {
    const [micros, id] = decodeCursor(cursor, [MICROS, UUID]);
    if (!isRecordId(id!)) throw refused();
    const at = sql`(timestamptz 'epoch' + ${micros}::bigint * interval '1 microsecond')`;
    after =
      order === 'desc'
        ? sql`(${table.createdAt}, ${table.id}) < (${at}, ${id}::uuid)`
        : sql`(${table.createdAt}, ${table.id}) > (${at}, ${id}::uuid)`;
  }
  const orderBy = order === 'desc' ? [sql`${table.createdAt} desc`, sql`${table.id} desc`] : [sql`${table.createdAt} asc`, sql`${table.id} asc`];
  return { position, after, orderBy };
}

const INDEX = /^\d{1,9}$/;

/** Order by a unique whole number (a wallet's number): the cursor is the last one read. */
export function numberKeyset(cursor: string | undefined): { after: number | undefined; positionOf: (n: number) => string } {
  return { after: cursor === undefined ? undefined : Number(decodeCursor(cursor, [INDEX])[0]), positionOf: String };
}
