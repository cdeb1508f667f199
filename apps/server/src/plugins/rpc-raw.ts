/**
 * JSON-RPC calls on the operator's own endpoints without kit's request and response
 * transformers, and several calls in one HTTP request (a JSON-RPC batch).
 *
 * kit walks every answer to turn each integer into a bigint or a number by where it sits: on a
 * confirmed transaction's record, read once per swap, that walk cost more than parsing it. The few
 * hot reads that go through here (signature statuses, transaction records) are read only in
 * fields that are strings, small integers (indexes) or objects, and their callers declare only
 * those fields, so the answers are typed as what the parser gives (rpc-json.ts: integers beyond
 * 2^53 as bigints, the rest as numbers). A batch saves a request per call: each costs a socket
 * write, a wake-up of the node and an answer to parse.
 *
 * Only the operator's endpoints have one (a user's custom endpoint may not serve batches):
 * `rawRpcOf` answers null for any other RPC, and callers then use kit's.
 */
import { getSolanaErrorFromJsonRpcError, type RpcTransport } from '@solana/kit';

export interface RawCall {
  method: string;
  params: unknown[];
}

/** One call's answer in a batch: its result, or the error kit would have thrown for it. */
export type RawAnswer = { ok: true; result: unknown } | { ok: false; error: Error };

export interface RawRpc {
  /** One call; throws the error kit would have thrown when the node answers one. */
  call<T>(method: string, params: unknown[]): Promise<T>;
  /** Several calls in as few requests as the node takes (MAX_BATCH each), answers in the calls' order. */
  batch(calls: readonly RawCall[]): Promise<RawAnswer[]>;
}

/** The local chain takes batches of up to 100 calls; public nodes often fewer. */
const MAX_BATCH = 50;

type Response = { id?: unknown; result?: unknown; error?: unknown };

const raws = new WeakMap<object, RawRpc>();

/** The raw calls beside a kit RPC built on `transport`, or null for an RPC without them. */
export const rawRpcOf = (rpc: object): RawRpc | null => raws.get(rpc) ?? null;

/** Registers raw calls over `transport` (the one `rpc` was built on) beside `rpc`. */
export function withRawRpc<R extends object>(rpc: R, transport: RpcTransport): R {
  let nextId = 0;
  const message = ({ method, params }: RawCall) => ({ jsonrpc: '2.0', id: String(nextId++), method, params });
  const answerOf = (response: Response | undefined): RawAnswer =>
    response && 'result' in response
      ? { ok: true, result: response.result }
      : { ok: false, error: getSolanaErrorFromJsonRpcError(response?.error ?? { code: -32603, message: 'No answer in the batch' }) };

  const chunk = async (calls: readonly RawCall[]): Promise<RawAnswer[]> => {
    const payload = calls.map(message);
    const answer = await transport<Response[] | Response>({ payload });
    // A node that refuses the batch as a whole answers one error for it.
    if (!Array.isArray(answer)) {
      const error = answerOf(answer);
      return calls.map(() => error);
    }
    const byId = new Map(answer.map((r) => [r.id, r]));
    return payload.map((m) => answerOf(byId.get(m.id)));
  };

  raws.set(rpc, {
    // A batch of one: a batch's answer is always parsed as the raw calls read it (rpc-json.ts).
    async call<T>(method: string, params: unknown[]) {
      const [answer] = await chunk([{ method, params }]);
      if (!answer!.ok) throw answer!.error;
      return answer.result as T;
    },
    async batch(calls) {
      const parts: Promise<RawAnswer[]>[] = [];
      for (let i = 0; i < calls.length; i += MAX_BATCH) parts.push(chunk(calls.slice(i, i + MAX_BATCH)));
      return (await Promise.all(parts)).flat();
    },
  });
  return rpc;
}
