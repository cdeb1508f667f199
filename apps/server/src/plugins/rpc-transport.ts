/**
 * The transport behind every RPC the server makes: @solana/kit's default (HTTP, calls made in the
 * same tick coalesced) plus a memo of the one answer that does not change on a cluster, the
 * rent-exempt minimum for an account size. Builders and balance checks ask it for every account a
 * transaction may open (a swap asks two or three times); asking the node once per size and
 * endpoint takes those calls off every request. A failed or refused answer is not kept.
 */
import { createDefaultRpcTransport, type RpcTransport } from '@solana/kit';

type TransportConfig = Parameters<typeof createDefaultRpcTransport>[0];

const MEMOIZED = new Set(['getMinimumBalanceForRentExemption']);

const keyOf = (method: string, params: unknown) =>
  `${method} ${JSON.stringify(params, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value))}`;

export function createServerRpcTransport(config: TransportConfig): RpcTransport {
  const inner = createDefaultRpcTransport(config);
  const memo = new Map<string, Promise<unknown>>();
  return (<TResponse>(request: Parameters<RpcTransport>[0]) => {
    const payload = request.payload as { method?: unknown; params?: unknown };
    if (typeof payload.method !== 'string' || !MEMOIZED.has(payload.method)) return inner<TResponse>(request);
    const key = keyOf(payload.method, payload.params);
    let answer = memo.get(key);
    if (!answer) {
      answer = inner<TResponse>({ payload: request.payload }).then((response) => {
        if (response && typeof response === 'object' && 'error' in response) memo.delete(key);
        return response;
      });
      answer.catch(() => memo.delete(key));
      memo.set(key, answer);
    }
    return answer as ReturnType<RpcTransport>;
  }) as RpcTransport;
}
