/**
 * Which stored files something may still point at. Files are not recorded in a table: a token's
 * image and metadata URLs live in `managed_tokens` and in the context of the transaction that
 * published them, and a metadata document points at further images (cover, team avatars). So the
 * set is built from every place a URL can sit, then closed over the JSON documents it reaches.
 *
 * Matching is by file NAME, anywhere in the text, not by full URL: the public URL changes with
 * PUBLIC_URL or the port, and a file is kept if its random 16-character name appears anywhere.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { managedTokens, pendingTransactions } from '../../db/schema.ts';

const NAME_IN_TEXT = /[A-Za-z0-9_-]{16}\.(?:png|jpg|webp|gif|json)/g;
const NAME_IN_TEXT_SQL = '[A-Za-z0-9_-]{16}\\.(png|jpg|webp|gif|json)';

export function fileNamesIn(text: string): string[] {
  return text.match(NAME_IN_TEXT) ?? [];
}

/**
 * Names mentioned by the database: every managed token's URLs, and the context of every pending
 * transaction whatever its status (a confirmed creation's document is on chain even if its token
 * was removed from the list; a submitting one may still land).
 */
export async function fileNamesInDatabase(db: Db): Promise<Set<string>> {
  const names = new Set<string>();
  const tokens = await db.select({ image: managedTokens.imageUrl, metadata: managedTokens.metadataUrl }).from(managedTokens);
  for (const t of tokens) for (const url of [t.image, t.metadata]) if (url) for (const n of fileNamesIn(url)) names.add(n);
  const contexts = await db
    .select({ text: sql<string>`${pendingTransactions.context}::text` })
    .from(pendingTransactions)
    .where(sql`${pendingTransactions.context}::text ~ ${NAME_IN_TEXT_SQL}`);
  for (const c of contexts) for (const n of fileNamesIn(c.text)) names.add(n);
  return names;
}

/**
 * Adds every name reachable from `names` through JSON documents (`read` gives a document's text,
 * or null when it does not exist). A document that exists but cannot be read throws: its
 * references are unknown, so nothing may be deleted on this run.
 */
export async function closeOverDocuments(names: Set<string>, read: (name: string) => Promise<string | null>): Promise<Set<string>> {
  const queue = [...names];
  const seen = new Set(names);
  while (queue.length > 0) {
    const name = queue.pop()!;
    if (!name.endsWith('.json')) continue;
    const text = await read(name);
    if (text === null) continue;
    for (const n of fileNamesIn(text)) {
      if (seen.has(n)) continue;
      seen.add(n);
      queue.push(n);
    }
  }
  return seen;
}
