/** The lock program's PDAs: the escrow ("escrow", base), its metadata, and the event authority. */
import { getAddressEncoder, getProgramDerivedAddress, type Address } from '@solana/kit';
import { LOCK_PROGRAM_ADDRESS } from './program.ts';

export async function findEscrowPda(base: Address, programAddress: Address = LOCK_PROGRAM_ADDRESS): Promise<Address> {
  const [escrow] = await getProgramDerivedAddress({ programAddress, seeds: ['escrow', getAddressEncoder().encode(base)] });
  return escrow;
}

export async function findEscrowMetadataPda(escrow: Address, programAddress: Address = LOCK_PROGRAM_ADDRESS): Promise<Address> {
  const [metadata] = await getProgramDerivedAddress({ programAddress, seeds: ['escrow_metadata', getAddressEncoder().encode(escrow)] });
  return metadata;
}

/** Anchor's `#[event_cpi]` authority, which signs the program's self-invocation carrying an event. */
export async function findEventAuthorityPda(programAddress: Address = LOCK_PROGRAM_ADDRESS): Promise<Address> {
  const [authority] = await getProgramDerivedAddress({ programAddress, seeds: ['__event_authority'] });
  return authority;
}
