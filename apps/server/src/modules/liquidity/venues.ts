/**
 * The AMM venue of each cluster: the CPMM program, the fee tiers its configs offer (read from the
 * chain) and the create-pool fee account. Devnet is Raydium's devnet deployment; the local chain,
 * mainnet and custom RPCs use mainnet's addresses (the local chain hosts our program there).
 */
import type { Rpc, SolanaRpcApi } from '@solana/kit';
import { CPMM_DEPLOYMENTS, configForTradeFee, readCpmmVenue, type CpmmVenue, type VenueConfig } from '@toolkit/chain';
import type { Cluster } from '@toolkit/shared';
import { AppError } from '../../lib/errors.ts';

/** Configs change only by an admin instruction: read again after this long. */
const VENUE_TTL_MS = 60_000;

const deploymentOf = (network: Cluster) =>
  network === 'devnet' ? CPMM_DEPLOYMENTS.devnet : network === 'local' ? CPMM_DEPLOYMENTS.local : CPMM_DEPLOYMENTS.mainnet;

export function createVenues() {
  const cache = new Map<string, { at: number; venue: Promise<CpmmVenue> }>();
  return {
    /** The venue of the cluster at `rpcUrl`, read at most once a minute. */
    venueAt(network: Cluster, rpcUrl: string, rpc: Rpc<SolanaRpcApi>): Promise<CpmmVenue> {
      const known = cache.get(rpcUrl);
      if (known && Date.now() - known.at < VENUE_TTL_MS) return known.venue;
      const venue = readCpmmVenue(rpc, deploymentOf(network));
      cache.set(rpcUrl, { at: Date.now(), venue });
      venue.catch(() => cache.delete(rpcUrl));
      return venue;
    },
  };
}
export type Venues = ReturnType<typeof createVenues>;

/** The config of a fee tier (percent): its trade fee is the tier per million; a cluster without it refuses. */
export function configForTier(venue: CpmmVenue, feeTier: number): VenueConfig {
  const config = configForTradeFee(venue, BigInt(Math.round(feeTier * 10_000)));
  if (!config) throw new AppError('POOL_FEE_TIER_UNAVAILABLE', { field: 'feeTier', context: { feeTier: String(feeTier) } });
  return config;
}

/** A config's trade fee as the app's fee tier, in percent (10,000 per million is 1 %). */
export const feeTierOfRate = (tradeFeeRate: bigint) => Number(tradeFeeRate) / 10_000;
