/**
 * Where vesting escrows live on each cluster: the lock program (Jupiter Lock's interface) and the
 * authority its events are signed by. The local chain hosts ours at Jupiter's mainnet id, and
 * devnet and mainnet run Jupiter's own deployment there, so the same builders serve all three.
 */
import type { Address } from '@solana/kit';
import { findEventAuthorityPda, LOCK_PROGRAM_ADDRESS } from '@toolkit/programs/lock';

export interface LockVenue {
  programAddress: Address;
  eventAuthority: Address;
}

export const LOCK_DEPLOYMENTS = {
  local: { programAddress: LOCK_PROGRAM_ADDRESS },
  devnet: { programAddress: LOCK_PROGRAM_ADDRESS },
  mainnet: { programAddress: LOCK_PROGRAM_ADDRESS },
} as const satisfies Record<string, { programAddress: Address }>;

export type LockCluster = keyof typeof LOCK_DEPLOYMENTS;

/** The venue of a cluster, with its event authority derived once. */
export async function lockVenue(cluster: LockCluster = 'local'): Promise<LockVenue> {
  const { programAddress } = LOCK_DEPLOYMENTS[cluster];
  return { programAddress, eventAuthority: await findEventAuthorityPda(programAddress) };
}
