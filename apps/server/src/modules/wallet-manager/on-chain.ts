/**
 * Chain reads and writes of the Wallet Manager: when the cluster does not answer (or answers
 * something unreadable), the user gets RPC_UNREACHABLE (a 400) instead of a 500, and nothing has
 * changed.
 */
import { AppError, isAppError } from '../../lib/errors.ts';

export async function onChain<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (isAppError(e)) throw e;
    const name = e instanceof Error ? e.name : '';
    // Kit's SolanaError (HTTP/JSON-RPC transport) and fetch's TypeError: the RPC, not our code.
    if (name === 'SolanaError' || name === 'TypeError' || name === 'AbortError') throw new AppError('RPC_UNREACHABLE', { cause: e });
    throw e;
  }
}
