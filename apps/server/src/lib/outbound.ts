/**
 * The one client for outbound requests to URLs a user influences (a custom RPC, a token's
 * metadata document or image): DESIGN.md 3, no SSRF, and no unbounded read.
 *
 * Checking a URL once (rpc-target.ts) is not enough: DNS may answer differently by the time a
 * connection is made (rebinding), and an endpoint may redirect to an internal host. So every
 * connection resolves the name itself, refuses unless every address is public (or the operator
 * allows private ones), and connects to exactly the address it checked: the check and the
 * connection cannot disagree. A redirect is a new connection, so each hop is checked the same way.
 * Every request is capped in time and size: a slow or endless peer cannot hold a request or the
 * server's memory.
 */
import { isIP } from 'node:net';
import { Agent, buildConnector, fetch } from 'undici';
import { AppError } from './errors.ts';
import { isNonPublicAddress, resolveHost, type Resolve } from './rpc-target.ts';

export interface OutboundOptions {
  /** The operator's ALLOW_PRIVATE_RPC: private, loopback and link-local targets allowed. Asked at each connection. */
  allowPrivate: boolean | (() => boolean);
  /** Name resolution (tests answer names themselves, e.g. to rebind). */
  resolve?: Resolve;
  /** Which addresses are refused; tests may stand a loopback address in for a public host. */
  isRefused?: (address: string) => boolean;
  /** Connecting, waiting for the headers, and each pause within a body: each at most this long. */
  timeoutMs?: number;
  /** No response body larger than this is read, whatever the caller. */
  maxResponseBytes?: number;
}

export interface BoundedRead {
  /** Past this many bytes the read stops and fails. */
  maxBytes: number;
  /** The whole read (connect, redirects, body) must finish within this. */
  timeoutMs: number;
}

/** A response refused for its size: the peer sent (or announced) more than the cap. */
export class ResponseTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The response is larger than ${maxBytes} bytes`);
    this.name = 'ResponseTooLargeError';
  }
}

export interface OutboundClient {
  /** An undici dispatcher for clients that take one (kit's `dispatcher_NODE_ONLY`, fetch). */
  dispatcher: Agent;
  /** GETs `url` (following redirects, each hop checked) and reads at most `maxBytes` of it. */
  read(url: string | URL, limits: BoundedRead): Promise<Uint8Array>;
  close(): Promise<void>;
}

const DEFAULT_TIMEOUT_MS = 15_000;
// A JSON-RPC answer the server asks a user's endpoint for (balances of a few hundred wallets) stays
// far below this; a hostile endpoint cannot make the server buffer more.
const DEFAULT_MAX_RESPONSE_BYTES = 32 * 1024 * 1024;

export function createOutboundClient({
  allowPrivate,
  resolve = resolveHost,
  isRefused = isNonPublicAddress,
  timeoutMs = DEFAULT_TIMEOUT_MS,
  maxResponseBytes = DEFAULT_MAX_RESPONSE_BYTES,
}: OutboundOptions): OutboundClient {
  const connect = buildConnector({ timeout: timeoutMs });
  const dispatcher = new Agent({
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    maxResponseSize: maxResponseBytes,
    connect(options, callback) {
      const host = options.hostname.replace(/^\[|\]$/g, '');
      const addresses = isIP(host) ? Promise.resolve([host]) : resolve(host);
      addresses.then(
        (list) => {
          const address = list[0];
          if (!address) return callback(new AppError('RPC_URL_UNRESOLVABLE'), null);
          const privateAllowed = typeof allowPrivate === 'function' ? allowPrivate() : allowPrivate;
          if (!privateAllowed && list.some(isRefused)) return callback(new AppError('PRIVATE_RPC_NOT_ALLOWED'), null);
          // Pinned: the socket goes to the address just checked. TLS still verifies the
          // certificate against the name (servername).
          connect({ ...options, hostname: address, servername: isIP(host) ? undefined : host }, callback);
        },
        (error: Error) => callback(error, null),
      );
    },
  });

  async function read(url: string | URL, { maxBytes, timeoutMs: readTimeoutMs }: BoundedRead): Promise<Uint8Array> {
    const response = await fetch(url, { dispatcher, signal: AbortSignal.timeout(readTimeoutMs), redirect: 'follow' });
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      throw new Error(`${new URL(url).origin} answered ${response.status}`);
    }
    const announced = Number(response.headers.get('content-length'));
    if (announced > maxBytes) {
      await response.body.cancel();
      throw new ResponseTooLargeError(maxBytes);
    }
    // Streamed: only what fits under the cap is ever held, whatever the peer sends.
    const chunks: Uint8Array[] = [];
    let total = 0;
    for await (const chunk of response.body) {
      total += chunk.byteLength;
      // Leaving the loop cancels the stream: the connection is dropped, nothing more is read.
      if (total > maxBytes) throw new ResponseTooLargeError(maxBytes);
      chunks.push(chunk);
    }
    return Buffer.concat(chunks, total);
  }

  return { dispatcher, read, close: () => dispatcher.close() };
}
