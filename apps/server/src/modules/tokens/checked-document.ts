/**
 * A fetched metadata document held to the shape the token page reads (shared `tokenDocumentSchema`):
 * each field is checked alone, list items and social links one by one, so one bad entry costs only
 * itself. What did not fit is left out and named by its path, so the page can say so instead of
 * failing on a number where it expects a name.
 */
import { TOKEN_DOCUMENT_FIELDS, TOKEN_DOCUMENT_LINK, TOKEN_DOCUMENT_LIST_MAX, TOKEN_DOCUMENT_LISTS, type TokenDocumentView } from '@toolkit/shared';
import type { z } from 'zod';

export interface CheckedDocument {
  document: TokenDocumentView;
  /** Paths of what was left out (`team.0.name`, `socials.twitter`, `tokenomics`), at most `DROPPED_MAX`. */
  dropped: string[];
}

/** A hostile document can hold thousands of bad items: the first ones say enough. */
const DROPPED_MAX = 20;

const issuePath = (at: string, error: z.ZodError) => [at, ...(error.issues[0]?.path ?? []).map(String)].join('.');

export function checkTokenDocument(raw: Record<string, unknown>): CheckedDocument {
  const document: Record<string, unknown> = {};
  const dropped: string[] = [];
  const drop = (path: string) => void (dropped.length < DROPPED_MAX && dropped.push(path));

  for (const [key, schema] of Object.entries(TOKEN_DOCUMENT_FIELDS)) {
    if (raw[key] === undefined || raw[key] === null) continue;
    const parsed = (schema as z.ZodType).safeParse(raw[key]);
    if (parsed.success) document[key] = parsed.data;
    else drop(issuePath(key, parsed.error));
  }

  if (raw.socials !== undefined && raw.socials !== null) {
    if (typeof raw.socials !== 'object' || Array.isArray(raw.socials)) drop('socials');
    else {
      const socials: Record<string, string> = {};
      for (const [name, value] of Object.entries(raw.socials)) {
        const parsed = TOKEN_DOCUMENT_LINK.safeParse(value);
        if (parsed.success) socials[name] = parsed.data;
        else drop(`socials.${name}`);
      }
      document.socials = socials;
    }
  }

  for (const [key, schema] of Object.entries(TOKEN_DOCUMENT_LISTS)) {
    const list = raw[key];
    if (list === undefined || list === null) continue;
    if (!Array.isArray(list)) {
      drop(key);
      continue;
    }
    const kept: unknown[] = [];
    list.forEach((item, i) => {
      if (i >= TOKEN_DOCUMENT_LIST_MAX) return void (i === TOKEN_DOCUMENT_LIST_MAX && drop(`${key}.${i}`));
      const parsed = (schema as z.ZodType).safeParse(item);
      if (parsed.success) kept.push(parsed.data);
      else drop(issuePath(`${key}.${i}`, parsed.error));
    });
    document[key] = kept;
  }
  return { document: document as TokenDocumentView, dropped };
}
