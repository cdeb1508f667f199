/**
 * Uploads and metadata documents are published when a creation or metadata update is PREPARED,
 * before the wallet signs, so an abandoned one leaves files nobody uses. A file goes only when it
 * is older than a day AND nothing can reach it: no managed token, no pending transaction of any
 * status, and no document that is itself kept (recent files count as kept, so a document being
 * prepared right now protects the older image it points at). When in doubt, a file stays.
 */
import { readdir, readFile, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db/index.ts';
import { FILE_NAME } from '../files/index.ts';
import { closeOverDocuments, fileNamesInDatabase } from './file-references.ts';

/** Long enough for any prepared transaction to have been signed or abandoned (built rows go after an hour). */
export const ORPHAN_FILE_TTL_MS = 24 * 60 * 60 * 1000;

/** The file store's write-then-rename temporaries (files/file-store.ts), left only by a crash. */
const TEMPORARY = /^\.[A-Za-z0-9_-]{16}\.(png|jpg|webp|gif|json)\.tmp$/;

export interface OrphanFileReport {
  deleted: number;
  /** Old files kept because something points at them. */
  kept: number;
}

export async function deleteOrphanFiles(input: { db: Db; filesDir: string; olderThan: Date }): Promise<OrphanFileReport> {
  const { db, filesDir, olderThan } = input;
  let entries: string[];
  try {
    entries = await readdir(filesDir);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return { deleted: 0, kept: 0 };
    throw e;
  }

  const old: string[] = [];
  const recent = new Set<string>();
  const oldTemporaries: string[] = [];
  for (const name of entries) {
    const isStored = FILE_NAME.test(name);
    if (!isStored && !TEMPORARY.test(name)) continue; // not the store's: never ours to delete
    const info = await stat(path.join(filesDir, name)).catch(() => null);
    if (!info?.isFile()) continue;
    const isOld = info.mtime < olderThan;
    if (!isStored) {
      if (isOld) oldTemporaries.push(name);
    } else if (isOld) old.push(name);
    else recent.add(name);
  }
  if (old.length === 0 && oldTemporaries.length === 0) return { deleted: 0, kept: 0 };

  const roots = await fileNamesInDatabase(db);
  for (const name of recent) roots.add(name);
  const reachable = await closeOverDocuments(roots, async (name) => {
    try {
      return await readFile(path.join(filesDir, name), 'utf8');
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw e;
    }
  });

  let deleted = 0;
  for (const name of [...old.filter((n) => !reachable.has(n)), ...oldTemporaries]) {
    try {
      await unlink(path.join(filesDir, name));
      deleted++;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
    }
  }
  return { deleted, kept: old.filter((n) => reachable.has(n)).length };
}
