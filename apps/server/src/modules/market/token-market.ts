/** A token's pools on the caller's cluster and the one its page shows, read from the chain. */
import type { Rpc, SolanaRpcApi } from '@solana/kit';
import type { CpmmPoolSnapshot, CpmmVenue } from '@toolkit/chain';
import type { FastifyInstance } from 'fastify';
import type { ClusterChoice } from '../../plugins/rpc.ts';
import { clusterVenue } from '../trades/index.ts';
import { mainPool } from './main-pool.ts';
import { poolsOfMint } from './program-pools.ts';
import { tokenSide, type TokenSide } from './token-side.ts';

/** How long a remote cluster's list of a mint's pools is reused (a page polls; new pools are rare). */
const REMOTE_POOL_LIST_TTL_MS = 30_000;

export interface TokenMarket {
  choice: ClusterChoice;
  rpc: Rpc<SolanaRpcApi>;
  venue: CpmmVenue;
  pools: CpmmPoolSnapshot[];
  main: TokenSide | null;
}

/** `cluster`: the caller's cluster when already read (else read for `userId`). */
export async function tokenMarket(
  app: FastifyInstance,
  userId: string | null,
  mint: string,
  cluster?: { choice: ClusterChoice; rpc: Rpc<SolanaRpcApi> },
): Promise<TokenMarket> {
  const { choice, rpc } = cluster ?? (await app.clusters.rpcFor(userId));
  // Remote clusters index only the pools of mints someone looked at.
  app.trades.watch(choice, mint);
  const venue = await clusterVenue(rpc, choice);
  const pools = await poolsOfMint(rpc, venue, mint, choice.network === 'local' ? 0 : REMOTE_POOL_LIST_TTL_MS);
  const main = mainPool(pools, mint);
  if (main) {
    // The figures, trades and chart then include a swap that landed a moment ago; the background passes would a second later.
    await app.trades.catchUp(choice, main).catch((e: unknown) => {
      app.log.warn({ message: e instanceof Error ? e.message : String(e) }, 'trade catch-up failed');
    });
  }
  return { choice, rpc, venue, pools, main: main ? tokenSide(main, mint) : null };
}
