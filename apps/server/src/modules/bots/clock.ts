/**
 * The bots' two clocks.
 *
 * What is due and every time an order or fill records (created, due, landed, an expiry) is on the
 * time of the order's chain: the program opens a pool and stamps every trade by the Clock sysvar,
 * the wash-trading guard compares fills with the indexer's trades by those stamps, and a chain's
 * clock may differ from this server's (a cluster's drifts a few seconds; the local chain's moves
 * forward in tests). It is read as an offset from the wall clock, taken when asked, so times keep
 * the wall clock's milliseconds between reads (a fill's delay from its due time is measured in ms).
 * Due times are whole seconds (wholeSecond), as the chain's clock reads: a fill due at a second is
 * due once the chain's clock reads it, however late in the wall clock's second it was read.
 *
 * Leases alone are on the wall clock: they are between API processes, whichever chain an order is on.
 */
import type { Rpc, SolanaRpcApi } from '@solana/kit';
import { chainSeconds } from '../lock-escrows/index.ts';

export interface BotClock {
  /** The wall clock, ms: leases. */
  wallNow(): number;
  /** The chain's offset (ms) from the wall clock at `rpcUrl`, read afresh. */
  chainOffset(rpcUrl: string): Promise<number>;
  /** The chain's time at `rpcUrl` now, ms, read afresh. */
  chainNow(rpcUrl: string): Promise<number>;
}

export function createBotClock(rpcAt: (rpcUrl: string) => Rpc<SolanaRpcApi>): BotClock {
  async function chainOffset(rpcUrl: string): Promise<number> {
    const asked = Date.now();
    return Number(await chainSeconds(rpcAt(rpcUrl), { fresh: true })) * 1000 - asked;
  }
  return {
    wallNow: () => Date.now(),
    chainOffset,
    chainNow: async (rpcUrl) => Date.now() + (await chainOffset(rpcUrl)),
  };
}

/** A time down to its whole second, as the chain's clock reads it. */
export const wholeSecond = (ms: number) => Math.floor(ms / 1000) * 1000;
