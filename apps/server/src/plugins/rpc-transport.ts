/**
 * The transport behind every RPC the server makes.
 *
 * The operator's own endpoints (the local chain, the configured devnet and mainnet URLs) are asked
 * through undici's request API on a keep-alive pool: Node's fetch turns every JSON body into a
 * web stream and costs about four times the CPU per call, and a busy pool makes several calls per
 * swap. Any other URL (a user's custom endpoint) keeps @solana/kit's default transport on the
 * outbound dispatcher, with its address guard and limits. Both parse answers as kit does
 * (integers as bigints) and fail as fetch does, so callers tell network failures apart as before
 * (lib/rpc-failure.ts).
 *
 * On top, a memo of answers that do not change, or whose age does not matter for a moment:
 * - the rent-exempt minimum for an account size, fixed on a cluster: asked once per endpoint.
 *   Builders and balance checks ask it for every account a transaction may open.
 * - the block height and the latest blockhash, shared for 100 ms (a slot is 400 ms). A height
 *   that old is lower than the truth, so an expiry check errs on waiting a little longer, never
 *   on calling a live transaction dead; a blockhash that old has 100 ms less of its 60 s life.
 *   Every submission checks the height and every build asks for a blockhash: a busy pool asked
 *   the node several times per swap for the same answers.
 * A failed or refused answer is not kept.
 */
import { createDefaultRpcTransport, SOLANA_ERROR__RPC__TRANSPORT_HTTP_ERROR, SolanaError, type RpcTransport } from '@solana/kit';
import { parseJsonWithBigInts, stringifyJsonWithBigInts } from '@solana/rpc-spec-types';
import { Agent, request } from 'undici';
import { parseRpcJson } from './rpc-json.ts';

type TransportConfig = Parameters<typeof createDefaultRpcTransport>[0];

/** How long each memoised method's answer is reused. */
const MEMOIZED = new Map<string, number>([
  ['getMinimumBalanceForRentExemption', Infinity],
  ['getBlockHeight', 100],
  ['getLatestBlockhash', 100],
]);

const keyOf = (method: string, params: unknown) =>
  `${method} ${JSON.stringify(params, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value))}`;

/** The same error fetch throws when no answer came, with the cause kept. */
const unanswered = (cause: unknown) => new TypeError('fetch failed', { cause });

/**
 * The cheap methods a busy server calls many times a second (a swap's build reads its pool and the
 * trader's accounts, its submission sends and waits): calls of them made within one turn of the
 * event loop go to the node as one JSON-RPC batch. Each request costs a socket write that wakes the
 * node, and its answer a wake-up of this process; on a machine whose cores the API, its database
 * and the node share, every wake-up is one more switch between them. Scans and other heavy reads
 * (getProgramAccounts, getSignaturesForAddress, ...) go alone: their answer must fit the node's
 * answer limit by itself.
 */
const BATCHED = new Set([
  'getAccountInfo',
  'getBalance',
  'getBlockHeight',
  'getBlockTime',
  'getEpochInfo',
  'getFeeForMessage',
  'getLatestBlockhash',
  'getMinimumBalanceForRentExemption',
  'getMultipleAccounts',
  'getSignatureStatuses',
  'getSlot',
  'getTokenAccountBalance',
  'getTransaction',
  'isBlockhashValid',
  'sendTransaction',
]);
/** Calls per batch (the local chain takes 100; public nodes often fewer). */
const MAX_COALESCED = 50;

type Payload = { jsonrpc?: string; id?: unknown; method?: unknown; params?: unknown };

/** One HTTP request to the operator's endpoint: the parsed answer, or the error fetch would have thrown. */
function poster(url: string) {
  const dispatcher = new Agent({ keepAliveTimeout: 30_000 });
  return async (payload: unknown, signal?: AbortSignal): Promise<unknown> => {
    try {
      const response = await request(url, {
        method: 'POST',
        body: stringifyJsonWithBigInts(payload),
        headers: { accept: 'application/json', 'content-type': 'application/json; charset=utf-8' },
        signal,
        dispatcher,
      });
      const text = await response.body.text();
      if (response.statusCode < 200 || response.statusCode > 299) {
        const headers = new Headers();
        for (const [name, value] of Object.entries(response.headers)) if (value !== undefined) headers.set(name, String(value));
        throw new SolanaError(SOLANA_ERROR__RPC__TRANSPORT_HTTP_ERROR, { headers, message: text.slice(0, 200), statusCode: response.statusCode });
      }
      // A batch holding an error answer is parsed as kit parses a single one (kit's transformer
      // reads either parser's integers; an error's code must come as kit's parser gives it).
      return Array.isArray(payload) && text.includes('"error"') ? parseJsonWithBigInts(text) : parseRpcJson(text);
    } catch (e) {
      if (e instanceof SolanaError || signal?.aborted) throw e;
      throw unanswered(e);
    }
  };
}

/** JSON-RPC over undici's request API, for the operator's own endpoints; cheap calls of one turn in one batch (BATCHED). */
function operatorTransport(url: string): RpcTransport {
  const post = poster(url);
  let queue: { payload: Payload; resolve(answer: unknown): void; reject(e: unknown): void }[] = [];
  const alone = (item: (typeof queue)[number]) => post(item.payload).then(item.resolve, item.reject);
  const together = async (items: typeof queue) => {
    // Ids of this batch's own: callers on different kit RPCs may have used the same id.
    const payload = items.map((item, i) => ({ ...item.payload, id: i }));
    let answer: unknown;
    try {
      answer = await post(payload);
    } catch (e) {
      for (const item of items) item.reject(e);
      return;
    }
    const answers = Array.isArray(answer) ? (answer as Payload[]) : [];
    const byIndex = new Map(answers.map((a) => [Number(a.id), a]));
    for (const [i, item] of items.entries()) {
      const own = byIndex.get(i);
      // A node that refused the batch as a whole (or left a call out) is asked that call alone.
      if (own) item.resolve({ ...own, id: item.payload.id });
      else void alone(item);
    }
  };
  const send = (batch: typeof queue) => {
    for (let i = 0; i < batch.length; i += MAX_COALESCED) {
      const part = batch.slice(i, i + MAX_COALESCED);
      if (part.length === 1) void alone(part[0]!);
      else if (part.length > 1) void together(part);
    }
  };
  // Sends apart from reads: the node answers a batch once its last call is done, and a send
  // (which executes the transaction) would hold up the reads that came with it.
  const flush = () => {
    const batch = queue;
    queue = [];
    send(batch.filter((item) => item.payload.method === 'sendTransaction'));
    send(batch.filter((item) => item.payload.method !== 'sendTransaction'));
  };
  return (async ({ payload, signal }: Parameters<RpcTransport>[0]) => {
    const call = payload as Payload;
    if (signal || Array.isArray(payload) || typeof call.method !== 'string' || !BATCHED.has(call.method)) return post(payload, signal);
    return new Promise((resolve, reject) => {
      if (queue.length === 0) setImmediate(flush);
      queue.push({ payload: call, resolve, reject });
    });
  }) as RpcTransport;
}

/** An RPC transport for `url`: the fast one for the operator's endpoints, kit's own (on the outbound dispatcher) for others. */
export function createServerRpcTransport(config: TransportConfig): RpcTransport {
  const inner = 'dispatcher_NODE_ONLY' in config && config.dispatcher_NODE_ONLY ? createDefaultRpcTransport(config) : operatorTransport(config.url);
  const memo = new Map<string, { answer: Promise<unknown>; until: number }>();
  return (<TResponse>(request: Parameters<RpcTransport>[0]) => {
    const payload = request.payload as { method?: unknown; params?: unknown };
    const ttl = typeof payload.method === 'string' ? MEMOIZED.get(payload.method) : undefined;
    if (ttl === undefined) return inner<TResponse>(request);
    const key = keyOf(payload.method as string, payload.params);
    const now = Date.now();
    let entry = memo.get(key);
    if (!entry || entry.until <= now) {
      const forget = () => {
        if (memo.get(key)?.answer === answer) memo.delete(key);
      };
      const answer: Promise<unknown> = inner<TResponse>({ payload: request.payload }).then((response) => {
        if (response && typeof response === 'object' && 'error' in response) forget();
        return response;
      });
      answer.catch(forget);
      memo.set(key, (entry = { answer, until: now + ttl }));
    }
    return entry.answer as ReturnType<RpcTransport>;
  }) as RpcTransport;
}
