/**
 * JSON-RPC 2.0 request handling shared by HTTP and WebSocket: parsing, batches (capped), request
 * validation and dispatch to the method groups. Every failure becomes a JSON-RPC error object;
 * nothing a client sends can throw out of here.
 */
import type { ChainLogger } from '../engine/chain-engine.js';
import type { RpcMethod } from './context.js';
import { parseJson, stringifyJson } from './json.js';
import { paramsArray } from './params.js';
import { RpcError } from './rpc-error.js';

export const MAX_BATCH = 1000;

type Id = string | number | null;
interface Response { jsonrpc: '2.0'; id: Id; result?: unknown; error?: { code: number; message: string; data?: unknown } }

export function errorResponse(id: Id, error: RpcError): Response {
  const body: Response = { jsonrpc: '2.0', id, error: { code: error.code, message: error.message } };
  if (error.data !== undefined) body.error!.data = error.data;
  return body;
}

export class Dispatcher {
  private readonly methods = new Map<string, RpcMethod>();

  constructor(groups: Array<Record<string, RpcMethod>>, private readonly logger: ChainLogger) {
    for (const group of groups) for (const [name, method] of Object.entries(group)) this.methods.set(name, method);
  }

  /** Handles a request body; resolves with the response text, or null when nothing is owed (notifications only). */
  async handleText(text: string, extra?: (request: Record<string, unknown>) => Promise<unknown> | undefined): Promise<string | null> {
    let body: unknown;
    try {
      body = parseJson(text);
    } catch {
      return stringifyJson(errorResponse(null, RpcError.parse()));
    }
    if (Array.isArray(body)) {
      if (body.length === 0) return stringifyJson(errorResponse(null, RpcError.invalidRequest('Invalid request: empty batch')));
      if (body.length > MAX_BATCH) return stringifyJson(errorResponse(null, RpcError.invalidRequest(`Invalid request: batch of ${body.length} requests exceeds the limit of ${MAX_BATCH}`)));
      const responses = (await Promise.all(body.map((request) => this.handleOne(request, extra)))).filter((r): r is Response => r !== null);
      return responses.length > 0 ? stringifyJson(responses) : null;
    }
    const response = await this.handleOne(body, extra);
    return response ? stringifyJson(response) : null;
  }

  async handleOne(request: unknown, extra?: (request: Record<string, unknown>) => Promise<unknown> | undefined): Promise<Response | null> {
    if (!request || typeof request !== 'object' || Array.isArray(request)) return errorResponse(null, RpcError.invalidRequest());
    const r = request as Record<string, unknown>;
    const rawId = r.id;
    const id: Id = typeof rawId === 'string' || typeof rawId === 'number' || rawId === null ? rawId : null;
    if (r.jsonrpc !== '2.0' || typeof r.method !== 'string' || (rawId !== undefined && id === null && rawId !== null)) {
      return errorResponse(id, RpcError.invalidRequest());
    }
    try {
      let result: unknown;
      const special = extra?.(r);
      if (special !== undefined) result = await special;
      else {
        const method = this.methods.get(r.method);
        if (!method) throw RpcError.methodNotFound();
        result = await method(paramsArray(r.params));
      }
      return rawId === undefined ? null : { jsonrpc: '2.0', id, result };
    } catch (error) {
      if (error instanceof RpcError) return errorResponse(id, error);
      this.logger.error(`chain: ${r.method} failed: ${(error as Error)?.stack ?? String(error)}`);
      return errorResponse(id, RpcError.internal(`Internal error: ${(error as Error)?.message ?? 'unknown'}`));
    }
  }
}
