/**
 * A venue is where pools live on one cluster: the CPMM program, its fee tiers (AMM configs, read
 * from the chain) and the account that receives the create-pool fee. The local chain hosts our
 * program at Raydium's mainnet id with its own configs; devnet and mainnet are Raydium's own
 * deployments, so the same builders serve all three.
 */
import type { Address } from '@solana/kit';
import { CPMM_CREATE_POOL_FEE_RECEIVER, CPMM_PROGRAM_ADDRESS, findAuthorityPda, type AmmConfig } from '@toolkit/programs/cpmm';

export interface CpmmDeployment {
  programAddress: Address;
  createPoolFeeAccount: Address;
}

/** Raydium's deployments (raydium-sdk-V2's constants); the local chain hosts ours at mainnet's addresses. */
export const CPMM_DEPLOYMENTS = {
  local: { programAddress: CPMM_PROGRAM_ADDRESS, createPoolFeeAccount: CPMM_CREATE_POOL_FEE_RECEIVER },
  mainnet: { programAddress: CPMM_PROGRAM_ADDRESS, createPoolFeeAccount: CPMM_CREATE_POOL_FEE_RECEIVER },
  devnet: {
    programAddress: 'CPMDWBwJDtYax9qW7AyRuVC19Cc4L4Vcy4n2BHAbHkCW' as Address,
    createPoolFeeAccount: 'G11FKBRaAkHAKuLCgLM6K6NUc9rTjPAznRCjZifrTQe2' as Address,
  },
} as const satisfies Record<string, CpmmDeployment>;

/** A fee tier as the cluster has it: its config account and rates. */
export interface VenueConfig extends AmmConfig {
  address: Address;
}

export interface CpmmVenue extends CpmmDeployment {
  /** The configs the cluster has, by index; only these tiers are offered. */
  configs: VenueConfig[];
}

/** The config whose trade fee is `tradeFeeRate` (per 1,000,000) and which allows new pools. */
export function configForTradeFee(venue: CpmmVenue, tradeFeeRate: bigint): VenueConfig | undefined {
  return venue.configs.find((c) => c.tradeFeeRate === tradeFeeRate && !c.disableCreatePool);
}

/**
 * The AMM's authority in every deployment: it owns every vault of every pool and signs nothing but
 * the program's own transfers, so a holder list that leaves it out leaves out pool vaults.
 */
export function cpmmAuthorities(): Promise<Address[]> {
  const programs = [...new Set(Object.values(CPMM_DEPLOYMENTS).map((d) => d.programAddress))];
  return Promise.all(programs.map((p) => findAuthorityPda(p)));
}
