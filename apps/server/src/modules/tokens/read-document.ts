/**
 * Reads a token's off-chain metadata document. Our own files come from the store; any other uri
 * (tokens made elsewhere) is fetched through the public-only dispatcher, so a token's uri cannot
 * make the server reach private addresses, with a short timeout and a size cap.
 */
import type { FastifyInstance } from 'fastify';
import { createPublicOnlyDispatcher } from '../../lib/public-only-dispatcher.ts';

const MAX_BYTES = 256 * 1024;
const TIMEOUT_MS = 3000;
let dispatcher: ReturnType<typeof createPublicOnlyDispatcher> | null = null;

export async function readTokenDocument(app: FastifyInstance, uri: string | null | undefined): Promise<Record<string, unknown> | null> {
  if (!uri) return null;
  try {
    const own = app.files.nameOf(uri);
    if (own) {
      const bytes = await app.files.get(own);
      return bytes ? asObject(JSON.parse(new TextDecoder().decode(bytes))) : null;
    }
    const url = new URL(uri);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    dispatcher ??= createPublicOnlyDispatcher();
    const response = await fetch(url, {
      signal: AbortSignal.timeout(TIMEOUT_MS),
      redirect: 'error',
      // @ts-expect-error undici's dispatcher option is Node-only
      dispatcher,
    });
    if (!response.ok) return null;
    const text = await response.text();
    if (text.length > MAX_BYTES) return null;
    return asObject(JSON.parse(text));
  } catch {
    return null;
  }
}

const asObject = (v: unknown): Record<string, unknown> | null =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
