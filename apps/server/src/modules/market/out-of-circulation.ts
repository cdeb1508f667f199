/**
 * Holders whose tokens do not trade as a person's would: a pool's vault (and the AMM's authority
 * that owns every vault), the burn address. The risk panel's "Top 10 Holders" leaves them out, or
 * every pooled token would warn of concentration because of its own pool.
 */
import type { MintInfo } from '@toolkit/chain';
import { findAuthorityPda } from '@toolkit/programs/cpmm';
import type { Cluster, HolderLabel } from '@toolkit/shared';
import type { FastifyInstance } from 'fastify';
import { clusterVenue, deploymentOf } from '../trades/index.ts';
import { holderLabels } from './holder-labels.ts';
import { poolsOfMint } from './program-pools.ts';

/** Labels of holders that hold on behalf of a program or of nobody; a vesting escrow belongs here once the lock program labels one. */
const OUT_OF_CIRCULATION: ReadonlySet<HolderLabel> = new Set(['pool', 'lp-lock', 'burn']);

/** Addresses (token accounts or their owners) of `mint`'s holders that hold out of circulation on `rpcUrl`. */
export async function outOfCirculation(app: FastifyInstance, rpcUrl: string, mint: MintInfo): Promise<Set<string>> {
  const network: Cluster = (['local', 'devnet', 'mainnet'] as const).find((n) => app.clusters.urlOf(n) === rpcUrl) ?? 'custom';
  const rpc = app.clusters.rpcAt(rpcUrl);
  const choice = { network, rpcUrl };
  // Some public RPCs refuse getProgramAccounts: the token's page still answers, its pools' vaults then counted as holders.
  const pools = await clusterVenue(rpc, choice)
    .then((venue) => poolsOfMint(rpc, venue, mint.address))
    .catch(() => []);
  const labels = await holderLabels(app.db, mint, pools, await findAuthorityPda(deploymentOf(choice).programAddress));
  return new Set(labels.filter((l) => OUT_OF_CIRCULATION.has(l.label)).map((l) => l.address));
}
