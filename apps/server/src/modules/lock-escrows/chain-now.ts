/**
 * "Now" for escrows is the chain's time, not this server's: the lock program judges claims and
 * cancels by the Clock sysvar, and a cluster's clock may differ from the wall clock (the local
 * chain's moves forward in tests). Read as the time of the latest confirmed block, a transaction
 * sent now lands no earlier.
 */
import type { Rpc, SolanaRpcApi } from '@solana/kit';

/**
 * The server's wall clock, unix seconds: for checking the dates a user writes into a new schedule,
 * which are wall-clock dates. What is due is judged by chainSeconds.
 */
export const nowSeconds = () => BigInt(Math.floor(Date.now() / 1000));

/** About one slot: views and risk figures read many escrows per page, refusals read afresh. */
const CACHE_MS = 400;

const cached = new WeakMap<Rpc<SolanaRpcApi>, { at: number; seconds: Promise<bigint> }>();

async function readChainSeconds(rpc: Rpc<SolanaRpcApi>): Promise<bigint> {
  const slot = await rpc.getSlot({ commitment: 'confirmed' }).send();
  const time = await rpc.getBlockTime(slot).send();
  // A cluster may not know a block's time yet; the wall clock is then the best guess.
  return time === null ? BigInt(Math.floor(Date.now() / 1000)) : BigInt(time);
}

/** The chain's time in unix seconds; `fresh` skips the brief cache (for what the program will judge). */
export function chainSeconds(rpc: Rpc<SolanaRpcApi>, { fresh = false }: { fresh?: boolean } = {}): Promise<bigint> {
  const hit = cached.get(rpc);
  if (!fresh && hit && Date.now() - hit.at < CACHE_MS) return hit.seconds;
  const seconds = readChainSeconds(rpc);
  cached.set(rpc, { at: Date.now(), seconds });
  seconds.catch(() => {
    if (cached.get(rpc)?.seconds === seconds) cached.delete(rpc);
  });
  return seconds;
}
