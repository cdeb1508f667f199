/**
 * The transport behind every RPC the server makes: @solana/kit's default (HTTP, calls made in the
 * same tick coalesced) plus a memo of answers that do not change, or whose age does not matter for
 * a moment:
 * - the rent-exempt minimum for an account size, fixed on a cluster: asked once per endpoint.
 *   Builders and balance checks ask it for every account a transaction may open.
 * - the block height and the latest blockhash, shared for 100 ms (a slot is 400 ms). A height
 *   that old is lower than the truth, so an expiry check errs on waiting a little longer, never
 *   on calling a live transaction dead; a blockhash that old has 100 ms less of its 60 s life.
 *   Every submission checks the height and every build asks for a blockhash: a busy pool asked
 *   the node several times per swap for the same answers.
 * A failed or refused answer is not kept.
 */
import { createDefaultRpcTransport, type RpcTransport } from '@solana/kit';

type TransportConfig = Parameters<typeof createDefaultRpcTransport>[0];

/** How long each memoised method's answer is reused. */
const MEMOIZED = new Map<string, number>([
  ['getMinimumBalanceForRentExemption', Infinity],
  ['getBlockHeight', 100],
  ['getLatestBlockhash', 100],
]);

const keyOf = (method: string, params: unknown) =>
  `${method} ${JSON.stringify(params, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value))}`;

export function createServerRpcTransport(config: TransportConfig): RpcTransport {
  const inner = createDefaultRpcTransport(config);
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
