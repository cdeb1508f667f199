/**
 * Holders whose tokens do not trade as a person's would: a pool's vault (and its authority), an
 * LP lock, the burn address. The risk panel's "Top 10 Holders" leaves them out, or every pooled
 * token would warn of concentration because of its own pool.
 */
import type { Rpc, SolanaRpcApi } from '@solana/kit';
import type { MintInfo } from '@toolkit/chain';
import type { Cluster, HolderLabel } from '@toolkit/shared';
import type { FastifyInstance } from 'fastify';
import { createProgramPools } from '../liquidity/index.ts';
import { holderLabels } from './holder-labels.ts';

/** Labels of holders that hold on behalf of a program or of nobody; a vesting escrow belongs here once the lock program labels one. */
const OUT_OF_CIRCULATION: ReadonlySet<HolderLabel> = new Set(['pool', 'lp-lock', 'burn']);

/** Addresses (token accounts or their owners) of `mint`'s holders that hold out of circulation on `rpcUrl`. */
export async function outOfCirculation(
  app: FastifyInstance,
  rpc: Rpc<SolanaRpcApi>,
  rpcUrl: string,
  network: Cluster,
  mint: MintInfo,
): Promise<Set<string>> {
  const pools = createProgramPools(app);
  const labels = await holderLabels(app.db, mint, await pools.all(await pools.at(network, rpcUrl, rpc), mint.address));
  return new Set(labels.filter((l) => OUT_OF_CIRCULATION.has(l.label)).map((l) => l.address));
}
