/**
 * Errors told apart by kind: did the RPC endpoint fail, or did our own code? Only the first may
 * be answered as "the network did not answer"; a TypeError from our code is a bug and must
 * surface as one (a 500 with a request id), not hide behind the network.
 */
import { isSolanaError, SOLANA_ERROR__RPC__TRANSPORT_HTTP_ERROR } from '@solana/kit';

/**
 * - `unanswered`: no JSON-RPC answer came back (refused, reset, timed out, an HTTP error status,
 *   or the outbound guard would not connect). A request may still have reached the node.
 * - `refused`: the node answered with a JSON-RPC error; it did not act on the request.
 */
export type RpcFailureKind = 'unanswered' | 'refused';

/** JSON-RPC 2.0 reserves -32768..-32000 for the server's errors (Solana's -32001.. included). */
const isJsonRpcErrorCode = (code: number) => code >= -32768 && code <= -32000;

export function rpcFailureKind(e: unknown): RpcFailureKind | null {
  if (isSolanaError(e)) {
    const code = e.context.__code as number;
    if (code === SOLANA_ERROR__RPC__TRANSPORT_HTTP_ERROR) return 'unanswered';
    return isJsonRpcErrorCode(code) ? 'refused' : null;
  }
  if (!(e instanceof Error)) return null;
  // An abort signal's timeout.
  if (e.name === 'AbortError' || e.name === 'TimeoutError') return 'unanswered';
  // fetch's own network failure: exactly this TypeError, with the socket's (or the guard's) error as its cause.
  return e instanceof TypeError && e.message === 'fetch failed' ? 'unanswered' : null;
}

export const isRpcFailure = (e: unknown) => rpcFailureKind(e) !== null;
