/**
 * A venue's fee tiers as the app names them (percent). Which venue a cluster has, and its configs
 * read from the chain, is the trades module's `clusterVenue`, shared by every feature.
 */
import { configForTradeFee, type CpmmVenue, type VenueConfig } from '@toolkit/chain';
import { AppError } from '../../lib/errors.ts';

/** The config of a fee tier (percent): its trade fee is the tier per million; a cluster without it refuses. */
export function configForTier(venue: CpmmVenue, feeTier: number): VenueConfig {
  const config = configForTradeFee(venue, BigInt(Math.round(feeTier * 10_000)));
  if (!config) throw new AppError('POOL_FEE_TIER_UNAVAILABLE', { field: 'feeTier', context: { feeTier: String(feeTier) } });
  return config;
}

/** A config's trade fee as the app's fee tier, in percent (10,000 per million is 1 %). */
export const feeTierOfRate = (tradeFeeRate: bigint) => Number(tradeFeeRate) / 10_000;
