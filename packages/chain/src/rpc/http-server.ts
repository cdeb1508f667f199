/** The JSON-RPC endpoint over HTTP (POST), with a body cap and CORS for browser clients. */
import { createServer, type Server } from 'node:http';
import type { Dispatcher } from './dispatcher.js';
import { errorResponse } from './dispatcher.js';
import { RpcError } from './rpc-error.js';

export const MAX_BODY_BYTES = 2 * 1024 * 1024;

const HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, GET, OPTIONS',
  'access-control-allow-headers': 'content-type, solana-client',
};

export function createRpcHttpServer(dispatcher: Dispatcher): Server {
  const server = createServer((req, res) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, HEADERS).end();
      return;
    }
    if (req.method === 'GET' && (req.url === '/health' || req.url?.startsWith('/health?'))) {
      res.writeHead(200, { ...HEADERS, 'content-type': 'text/plain' }).end('ok');
      return;
    }
    if (req.method !== 'POST') {
      res.writeHead(405, { ...HEADERS, allow: 'POST' }).end(JSON.stringify(errorResponse(null, RpcError.invalidRequest('Invalid request: use POST'))));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    req.on('data', (chunk: Buffer) => {
      if (refused) return;
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        refused = true;
        res.writeHead(413, { ...HEADERS, connection: 'close' }).end(JSON.stringify(errorResponse(null, RpcError.invalidRequest(`Invalid request: body larger than ${MAX_BODY_BYTES} bytes`))));
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on('error', () => res.destroy());
    req.on('end', () => {
      if (refused) return;
      dispatcher.handleText(Buffer.concat(chunks).toString('utf8')).then(
        (text) => {
          if (text === null) res.writeHead(204, HEADERS).end();
          else res.writeHead(200, HEADERS).end(text);
        },
        () => res.writeHead(500, HEADERS).end(JSON.stringify(errorResponse(null, RpcError.internal()))),
      );
    });
  });
  server.keepAliveTimeout = 65_000;
  server.requestTimeout = 30_000;
  return server;
}
