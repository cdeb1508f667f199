/**
 * JSON-RPC 2.0 request handling shared by HTTP and WebSocket: parsing, batches (capped), request
 * validation and dispatch to the method groups. Every failure becomes a JSON-RPC error object;
 * nothing a client sends can throw out of here. Batches run one request at a time, yielding to
 * the event loop in between, so a large batch cannot hold up everyone else's small requests, and
 * answers are measured as they are written, so no response grows past the size cap.
 *
 * Two lanes: cheap methods are answered at once; scans (./scan-queue.ts) take turns in the scan
 * lane, where their answer is also written, a slice at a time, and are metered per client.
 */
import type { ChainLogger } from '../engine/chain-engine.js';
import type { RpcMethod } from './context.js';
import { JsonText, parseJson, stringifyJson } from './json.js';
import { paramsArray } from './params.js';
import { DEFAULT_RPC_LIMITS, type RpcLimits } from './limits.js';
import { ResponseRoom } from './response-room.js';
import { RpcError } from './rpc-error.js';
import { createScanLane, SCAN_METHODS, type ScanBudget, type ScanLane } from './scan-queue.js';

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

type Id = string | number | null;
interface Response {
  jsonrpc: '2.0';
  id: Id;
  result?: unknown;
  error?: { code: number; message: string; data?: unknown };
}

/** One request's answer: its text, nothing (a notification), or too large for what is left of the cap. */
type Answer = { text: string } | { tooLarge: Id; error?: RpcError } | null;

/** Who is asking, and how a transport adds methods of its own (the WebSocket's subscriptions). */
export interface RpcCaller {
  /** The client's scan budget; none for in-process callers. */
  budget?: ScanBudget;
  extra?: (request: Record<string, unknown>) => Promise<unknown> | undefined;
}

/** Items of a long result array written at once before the event loop gets a turn. */
const SLICE = 128;
const PLACEHOLDER = '"\\u0000items"';

/** The long array of a result: a scan's list, bare, as the `value` of `{ context, value }` or a page's `accounts`. */
function longArrayOf(result: unknown): { items: unknown[]; outline: unknown } | null {
  if (Array.isArray(result)) return result.length > SLICE ? { items: result, outline: '\u0000items' } : null;
  if (!result || typeof result !== 'object') return null;
  for (const field of ['value', 'accounts'] as const) {
    const items = (result as Record<string, unknown>)[field];
    if (Array.isArray(items) && items.length > SLICE) return { items, outline: { ...(result as object), [field]: '\u0000items' } };
  }
  return null;
}

/**
 * An answer as JSON text, or null once it passes `budget` bytes. A long result array (a program
 * scan's accounts) is written a slice at a time, pausing in between and stopping as soon as the
 * budget is spent: one huge answer never holds the event loop for its whole length, and an answer
 * that would be refused is not built in full first (which filled the heap under a flood).
 */
async function writeBounded(response: Response, budget: number, pause: () => Promise<void>): Promise<string | null> {
  // A string result (a signature, a blockhash) is written plainly: nothing in it needs the u64 replacer.
  if (typeof response.result === 'string') {
    const text = JSON.stringify(response);
    return text.length > budget ? null : text;
  }
  const long = longArrayOf(response.result);
  if (!long) {
    const text = stringifyJson(response);
    return text.length > budget ? null : text;
  }
  const [head, tail] = stringifyJson({ ...response, result: long.outline }).split(PLACEHOLDER) as [string, string];
  const slices: string[] = [];
  let size = head.length + tail.length + 2;
  for (let start = 0; start < long.items.length; start += SLICE) {
    if (start > 0) await pause();
    const items = long.items.slice(start, start + SLICE);
    // Entries written already (JsonText) are joined as they are; anything else goes through JSON.
    const slice = items.every((item) => item instanceof JsonText)
      ? (items as JsonText[]).map((item) => item.text).join(',')
      : stringifyJson(items).slice(1, -1);
    size += slice.length + 1;
    if (size > budget) return null;
    slices.push(slice);
  }
  return `${head}[${slices.join(',')}]${tail}`;
}

/**
 * The answer to a request (none for a notification, which has no id). Module-level on purpose:
 * the runtime (tsx, keepNames) names each named closure as it is created, on every request.
 */
function reply(rawId: unknown, id: Id, result: unknown): Response | null {
  return rawId === undefined ? null : { jsonrpc: '2.0', id, result };
}

export function errorResponse(id: Id, error: RpcError): Response {
  const body: Response = { jsonrpc: '2.0', id, error: { code: error.code, message: error.message } };
  if (error.data !== undefined) body.error!.data = error.data;
  return body;
}

export class Dispatcher {
  private readonly methods = new Map<string, RpcMethod>();
  private readonly scans: ScanLane;

  constructor(
    groups: Array<Record<string, RpcMethod>>,
    private readonly logger: ChainLogger,
    private readonly limits: Pick<
      RpcLimits,
      'maxBatch' | 'maxResponseBytes' | 'scanSliceMs' | 'maxQueuedScans' | 'scanBudgetPerSecond'
    > = DEFAULT_RPC_LIMITS,
  ) {
    this.scans = createScanLane(limits.maxQueuedScans, limits.scanSliceMs);
    for (const group of groups) for (const [name, method] of Object.entries(group)) this.methods.set(name, method);
  }

  /** Handles a request body; resolves with the response text, or null when nothing is owed (notifications only). */
  async handleText(text: string, caller: RpcCaller = {}): Promise<string | null> {
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
        const answer = await this.answer(request, max - size - 1, caller);
        if (answer === null) continue;
        if ('tooLarge' in answer) return stringifyJson(errorResponse(null, answer.error ?? RpcError.responseTooLarge(max)));
        size += answer.text.length + 1;
        parts.push(answer.text);
      }
      return parts.length > 0 ? `[${parts.join(',')}]` : null;
    }
    const answer = await this.answer(body, max, caller);
    if (answer === null) return null;
    return 'tooLarge' in answer ? stringifyJson(errorResponse(answer.tooLarge, answer.error ?? RpcError.responseTooLarge(max))) : answer.text;
  }

  private async answer(request: unknown, maxBytes: number, caller: RpcCaller): Promise<Answer> {
    if (!request || typeof request !== 'object' || Array.isArray(request))
      return this.write(errorResponse(null, RpcError.invalidRequest()), maxBytes);
    const r = request as Record<string, unknown>;
    const rawId = r.id;
    const id: Id = typeof rawId === 'string' || typeof rawId === 'number' || rawId === null ? rawId : null;
    if (r.jsonrpc !== '2.0' || typeof r.method !== 'string' || (rawId !== undefined && id === null && rawId !== null)) {
      return this.write(errorResponse(id, RpcError.invalidRequest()), maxBytes);
    }
    try {
      const special = caller.extra?.(r);
      if (special !== undefined) return await this.write(reply(rawId, id, await special), maxBytes);
      const method = this.methods.get(r.method);
      if (!method) throw RpcError.methodNotFound();
      const params = paramsArray(r.params);
      const room = new ResponseRoom(this.limits.maxResponseBytes, maxBytes);
      if (!SCAN_METHODS.has(r.method)) return await this.write(reply(rawId, id, await method(params, undefined, room)), maxBytes);
      const waitMs = caller.budget?.waitMs() ?? 0;
      if (waitMs > 0) {
        throw RpcError.rateLimited(
          `Rate limit exceeded: this connection spent its scan budget (${this.limits.scanBudgetPerSecond} accounts per second); retry in ${waitMs} ms`,
          waitMs,
        );
      }
      return await this.scans.run(
        async (turn) => this.write(reply(rawId, id, await method(params, turn, room)), maxBytes, () => turn.slice()),
        (credits) => caller.budget?.spend(credits),
      );
    } catch (error) {
      // Too large is answered for the whole batch, as when the written answer passes the cap.
      if (error instanceof RpcError && error.isResponseTooLarge) return { tooLarge: id, error };
      if (error instanceof RpcError) return this.write(errorResponse(id, error), maxBytes);
      this.logger.error(`chain: ${r.method} failed: ${(error as Error)?.stack ?? String(error)}`);
      return this.write(errorResponse(id, RpcError.internal(`Internal error: ${(error as Error)?.message ?? 'unknown'}`)), maxBytes);
    }
  }

  private async write(response: Response | null, maxBytes: number, pause = yieldToEventLoop): Promise<Answer> {
    if (response === null) return null;
    const text = await writeBounded(response, maxBytes, pause);
    return text === null ? { tooLarge: response.id } : { text };
  }
}
