/**
 * Chain reads and writes of the Wallet Manager: when the cluster does not answer (or answers
 * with an error), the user gets RPC_UNREACHABLE (a 400) instead of a 500, and nothing has
 * changed. Only the RPC's failures are mapped (lib/rpc-failure.ts): a bug in our code stays a bug.
 */
import { AppError, isAppError } from '../../lib/errors.ts';
import { isRpcFailure } from '../../lib/rpc-failure.ts';

export async function onChain<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (!isAppError(e) && isRpcFailure(e)) throw new AppError('RPC_UNREACHABLE', { cause: e });
    throw e;
  }
}
