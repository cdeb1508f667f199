/**
 * The JSON-RPC endpoint over HTTP (POST): a body cap, JSON content only, and CORS for the app's
 * own origins (an open `*` with `text/plain` accepted let any web page a developer
 * visited drive the chain). Limits: ./limits.ts.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Dispatcher } from './dispatcher.js';
import { errorResponse } from './dispatcher.js';
import { allowedOriginsOf, DEFAULT_RPC_LIMITS, originAllowed, type RpcLimits } from './limits.js';
import { RpcError } from './rpc-error.js';
import { ScanBudget } from './scan-queue.js';

const JSON_TYPE = { 'content-type': 'application/json; charset=utf-8' };

function corsHeaders(limits: RpcLimits, origin: string | undefined): Record<string, string> {
  if (origin === undefined || !originAllowed(limits, origin)) return {};
  return {
    'access-control-allow-origin': allowedOriginsOf(limits).includes('*') ? '*' : origin,
    'access-control-allow-methods': 'POST, GET, OPTIONS',
    'access-control-allow-headers': 'content-type, solana-client',
    vary: 'Origin',
  };
}

/** `application/json` (any parameters); a browser's CORS-free `text/plain` is refused. */
function isJson(req: IncomingMessage): boolean {
  const type = req.headers['content-type'];
  return typeof type === 'string' && type.split(';')[0]!.trim().toLowerCase() === 'application/json';
}

/**
 * Answers a request the endpoint refuses. Module-level on purpose: the runtime (tsx, keepNames)
 * names each named closure as it is created, a cost paid on every request.
 */
function refuse(
  req: IncomingMessage,
  res: ServerResponse,
  headers: Record<string, string>,
  status: number,
  error: RpcError,
  extra: Record<string, string> = {},
): void {
  res.writeHead(status, { ...headers, ...extra }).end(JSON.stringify(errorResponse(null, error)));
  req.resume();
}

export function createRpcHttpServer(dispatcher: Dispatcher, limits: RpcLimits = DEFAULT_RPC_LIMITS): Server {
  // The scan budget is per connection (keep-alive clients keep theirs across requests).
  const budgets = new WeakMap<Socket, ScanBudget>();
  const budgetOf = (socket: Socket) => {
    let budget = budgets.get(socket);
    if (!budget) budgets.set(socket, (budget = new ScanBudget(limits.scanBudgetPerSecond, limits.scanBudgetBurst)));
    return budget;
  };
  const server = createServer((req, res) => {
    const origin = req.headers.origin;
    // Clients without an Origin (servers, CLIs, benchmarks) get the shared headers, not a copy.
    const headers = origin === undefined ? JSON_TYPE : { ...JSON_TYPE, ...corsHeaders(limits, origin) };
    if (!originAllowed(limits, origin)) {
      refuse(req, res, headers, 403, RpcError.invalidRequest(`Invalid request: origin ${origin} is not allowed (CHAIN_CORS_ORIGINS)`));
      return;
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, headers).end();
      return;
    }
    if (req.method === 'GET' && (req.url === '/health' || req.url?.startsWith('/health?'))) {
      res.writeHead(200, { ...headers, 'content-type': 'text/plain' }).end('ok');
      return;
    }
    if (req.method !== 'POST') {
      refuse(req, res, headers, 405, RpcError.invalidRequest('Invalid request: use POST'), { allow: 'POST' });
      return;
    }
    if (!isJson(req)) {
      refuse(req, res, headers, 415, RpcError.invalidRequest('Invalid request: Content-Type must be application/json'));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    req.on('data', (chunk: Buffer) => {
      if (refused) return;
      size += chunk.length;
      if (size > limits.maxRequestBytes) {
        refused = true;
        refuse(req, res, headers, 413, RpcError.invalidRequest(`Invalid request: body larger than ${limits.maxRequestBytes} bytes`), {
          connection: 'close',
        });
        return;
      }
      chunks.push(chunk);
    });
    req.on('error', () => res.destroy());
    req.on('end', () => {
      if (refused) return;
      dispatcher.handleText((chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)).toString('utf8'), { budget: budgetOf(req.socket) }).then(
        (text) => {
          if (text === null) res.writeHead(204, headers).end();
          // With its length known, the answer goes out as one plain body: headers written first
          // without it are sent chunked, which adds framing bytes and parsing on both sides.
          else res.writeHead(200, { ...headers, 'content-length': Buffer.byteLength(text) }).end(text);
        },
        () => res.writeHead(500, headers).end(JSON.stringify(errorResponse(null, RpcError.internal()))),
      );
    });
  });
  server.keepAliveTimeout = 65_000;
  server.requestTimeout = 30_000;
  return server;
}
