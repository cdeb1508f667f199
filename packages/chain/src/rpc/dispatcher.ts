/**
 * JSON-RPC 2.0 request handling shared by HTTP and WebSocket: parsing, batches (capped), request
 * validation and dispatch to the method groups. Every failure becomes a JSON-RPC error object;
 * nothing a client sends can throw out of here. Batches run one request at a time, yielding to
 * the event loop in between, so a large batch cannot hold up everyone else's small requests, and
 * answers are measured as they are written, so no response grows past the size cap.
 */
import type { ChainLogger } from '../engine/chain-engine.js';
import type { RpcMethod } from './context.js';
import { parseJson, stringifyJson } from './json.js';
import { paramsArray } from './params.js';
import { DEFAULT_RPC_LIMITS, type RpcLimits } from './limits.js';
import { RpcError } from './rpc-error.js';
import { createScanQueue, SCAN_METHODS } from './scan-queue.js';

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

type Id = string | number | null;
interface Response {
  jsonrpc: '2.0';
  id: Id;
  result?: unknown;
  error?: { code: number; message: string; data?: unknown };
}

/** Items of a long result array written at once before the event loop gets a turn. */
const SLICE = 128;

/**
 * An answer as JSON text, or null once it passes `budget` bytes. A long result array (a program
 * scan's accounts) is written a slice at a time, yielding in between and stopping as soon as the
 * budget is spent: one huge answer never holds the event loop for its whole length, and an answer
 * that would be refused is not built in full first (which filled the heap under a flood).
 */
async function writeBounded(response: Response, budget: number): Promise<string | null> {
  const result = response.result;
  if (!Array.isArray(result) || result.length <= SLICE) {
    const text = stringifyJson(response);
    return text.length > budget ? null : text;
  }
  // `{"jsonrpc":"2.0","id":…,"result":[]}` without its closing `]}`: result is the last key.
  const head = stringifyJson({ ...response, result: [] }).slice(0, -2);
  const slices: string[] = [];
  let size = head.length + 2;
  for (let start = 0; start < result.length; start += SLICE) {
    if (start > 0) await yieldToEventLoop();
    const slice = stringifyJson(result.slice(start, start + SLICE)).slice(1, -1);
    size += slice.length + 1;
    if (size > budget) return null;
    slices.push(slice);
  }
  return `${head}${slices.join(',')}]}`;
}

export function errorResponse(id: Id, error: RpcError): Response {
  const body: Response = { jsonrpc: '2.0', id, error: { code: error.code, message: error.message } };
  if (error.data !== undefined) body.error!.data = error.data;
  return body;
}

export class Dispatcher {
  private readonly methods = new Map<string, RpcMethod>();
  private readonly scans: ReturnType<typeof createScanQueue>;

  constructor(
    groups: Array<Record<string, RpcMethod>>,
    private readonly logger: ChainLogger,
    private readonly limits: Pick<RpcLimits, 'maxBatch' | 'maxResponseBytes' | 'maxConcurrentScans' | 'maxQueuedScans'> = DEFAULT_RPC_LIMITS,
  ) {
    this.scans = createScanQueue(limits.maxConcurrentScans, limits.maxQueuedScans);
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
    const max = this.limits.maxResponseBytes;
    if (Array.isArray(body)) {
      if (body.length === 0) return stringifyJson(errorResponse(null, RpcError.invalidRequest('Invalid request: empty batch')));
      if (body.length > this.limits.maxBatch) {
        return stringifyJson(
          errorResponse(
            null,
            RpcError.invalidRequest(`Invalid request: batch of ${body.length} requests exceeds the limit of ${this.limits.maxBatch}`),
          ),
        );
      }
      const parts: string[] = [];
      let size = 2;
      for (const [index, request] of body.entries()) {
        if (index > 0) await yieldToEventLoop();
        const response = await this.handleOne(request, extra);
        if (response === null) continue;
        const part = await writeBounded(response, max - size - 1);
        if (part === null) return stringifyJson(errorResponse(null, RpcError.responseTooLarge(max)));
        size += part.length + 1;
        parts.push(part);
      }
      return parts.length > 0 ? `[${parts.join(',')}]` : null;
    }
    const response = await this.handleOne(body, extra);
    if (!response) return null;
    const answer = await writeBounded(response, max);
    return answer ?? stringifyJson(errorResponse(response.id, RpcError.responseTooLarge(max)));
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
        const params = paramsArray(r.params);
        result = SCAN_METHODS.has(r.method) ? await this.scans.run(() => method(params)) : await method(params);
      }
      return rawId === undefined ? null : { jsonrpc: '2.0', id, result };
    } catch (error) {
      if (error instanceof RpcError) return errorResponse(id, error);
      this.logger.error(`chain: ${r.method} failed: ${(error as Error)?.stack ?? String(error)}`);
      return errorResponse(id, RpcError.internal(`Internal error: ${(error as Error)?.message ?? 'unknown'}`));
    }
  }
}
