/**
 * The program's vault-and-LP authority, derived once per program: a derivation costs a hash and
 * an off-curve check in bigint arithmetic for each bump tried, on every swap otherwise.
 */
import type { Address } from '@solana/kit';
import { findAuthorityPda } from '@toolkit/programs/cpmm';

const authorities = new Map<string, Promise<Address>>();

export function poolAuthority(programAddress: Address): Promise<Address> {
  let authority = authorities.get(programAddress);
  if (!authority) {
    authority = findAuthorityPda(programAddress);
    authorities.set(programAddress, authority);
  }
  return authority;
}
