/**
 * The AMM venue of a cluster: Raydium's devnet deployment on devnet, the mainnet id elsewhere (the
 * local chain hosts our program there, and a custom RPC is taken to be a mainnet endpoint). Its
 * fee tiers are read from the chain and kept for a minute: configs change only by the admin.
 */
import type { Rpc, SolanaRpcApi } from '@solana/kit';
import { CPMM_DEPLOYMENTS, readCpmmVenue, type CpmmDeployment, type CpmmVenue } from '@toolkit/chain';
import type { ClusterChoice } from '../../plugins/rpc.ts';

const VENUE_TTL_MS = 60_000;
const venues = new Map<string, { at: number; venue: Promise<CpmmVenue> }>();

export function deploymentOf(choice: Pick<ClusterChoice, 'network'>): CpmmDeployment {
  return choice.network === 'devnet' ? CPMM_DEPLOYMENTS.devnet : choice.network === 'local' ? CPMM_DEPLOYMENTS.local : CPMM_DEPLOYMENTS.mainnet;
}

export function clusterVenue(rpc: Rpc<SolanaRpcApi>, choice: Pick<ClusterChoice, 'network' | 'rpcUrl'>): Promise<CpmmVenue> {
  const cached = venues.get(choice.rpcUrl);
  if (cached && Date.now() - cached.at < VENUE_TTL_MS) return cached.venue;
  const venue = readCpmmVenue(rpc, deploymentOf(choice));
  venues.set(choice.rpcUrl, { at: Date.now(), venue });
  venue.catch(() => venues.delete(choice.rpcUrl));
  return venue;
}
