/**
 * Holders whose tokens do not trade as a person's would: a pool's vault (and the AMM's authority
 * that owns every vault), an escrow of the lock program (vesting or LP lock), the burn address.
 * The risk panel's "Top 10 Holders" leaves them out, or every pooled token would warn of
 * concentration because of its own pool, and every vested token because of its schedules.
 */
import type { EscrowSnapshot, MintInfo } from '@toolkit/chain';
import { findAuthorityPda } from '@toolkit/programs/cpmm';
import type { Cluster, HolderLabel } from '@toolkit/shared';
import type { FastifyInstance } from 'fastify';
import { clusterVenue, deploymentOf } from '../trades/index.ts';
import { holderLabels } from './holder-labels.ts';
import { poolsOfMint } from './program-pools.ts';

/** Labels of holders that hold on behalf of a program or of nobody. */
const OUT_OF_CIRCULATION: ReadonlySet<HolderLabel> = new Set(['pool', 'lp-lock', 'vesting', 'burn']);

/** Addresses (token accounts or their owners) of `mint`'s holders that hold out of circulation on `rpcUrl`; `escrows`: the lock program's escrows of `mint`. */
export async function outOfCirculation(
  app: FastifyInstance,
  rpcUrl: string,
  mint: MintInfo,
  escrows: readonly Pick<EscrowSnapshot, 'address'>[],
): Promise<Set<string>> {
  const network: Cluster = (['local', 'devnet', 'mainnet'] as const).find((n) => app.clusters.urlOf(n) === rpcUrl) ?? 'custom';
  const rpc = app.clusters.rpcAt(rpcUrl);
  const choice = { network, rpcUrl };
  // Some public RPCs refuse getProgramAccounts: the token's page still answers, its pools' vaults then counted as holders.
  const pools = await clusterVenue(rpc, choice)
    .then((venue) => poolsOfMint(rpc, venue, mint.address))
    .catch(() => []);
  const labels = await holderLabels(app.db, mint, pools, await findAuthorityPda(deploymentOf(choice).programAddress), escrows);
  return new Set(labels.filter((l) => OUT_OF_CIRCULATION.has(l.label)).map((l) => l.address));
}
