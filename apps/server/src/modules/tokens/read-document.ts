/**
 * Reads a token's off-chain metadata document. Our own files come from the store; any other uri
 * (tokens made elsewhere) is fetched through the app's outbound client, so a token's uri cannot
 * make the server reach private addresses, and the read is streamed under a byte cap and a time
 * cap: a document that is too large or too slow is not read on (it counts as no document). What is
 * read is held to the page's shape (checked-document.ts).
 */
import type { FastifyInstance } from 'fastify';
import { checkTokenDocument, type CheckedDocument } from './checked-document.ts';

const DOCUMENT_MAX_BYTES = 256 * 1024;
const TIMEOUT_MS = 3000;

export async function readTokenDocument(app: FastifyInstance, uri: string | null | undefined): Promise<CheckedDocument | null> {
  const raw = await readRawDocument(app, uri);
  return raw ? checkTokenDocument(raw) : null;
}

async function readRawDocument(app: FastifyInstance, uri: string | null | undefined): Promise<Record<string, unknown> | null> {
  if (!uri) return null;
  try {
    const own = app.files.nameOf(uri);
    if (own) {
      const bytes = await app.files.get(own);
      return bytes ? asObject(JSON.parse(new TextDecoder().decode(bytes))) : null;
    }
    const url = new URL(uri);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    const bytes = await app.outbound.read(url, { maxBytes: DOCUMENT_MAX_BYTES, timeoutMs: TIMEOUT_MS });
    return asObject(JSON.parse(new TextDecoder().decode(bytes)));
  } catch {
    return null;
  }
}

const asObject = (v: unknown): Record<string, unknown> | null =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
