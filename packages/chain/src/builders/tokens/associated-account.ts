import { type Address } from '@solana/kit';
import { address } from '../../checked-address.js';
import { findAssociatedTokenPda } from '@solana-program/token-2022';

/**
 * Derived addresses already found: a derivation costs a hash and an off-curve check in bigint
 * arithmetic for each bump tried, and a busy pool derives the same traders' accounts for every
 * swap. Emptied when full, which costs only derivations again.
 */
const derived = new Map<string, Promise<Address>>();
const MAX_DERIVED = 20_000;

/** The owner's associated token account for a mint under either token program. */
export function associatedTokenAddress(owner: string, mint: string, tokenProgram: string): Promise<Address> {
  const key = `${owner}:${mint}:${tokenProgram}`;
  let ata = derived.get(key);
  if (!ata) {
    if (derived.size >= MAX_DERIVED) derived.clear();
    ata = findAssociatedTokenPda({ owner: address(owner), mint: address(mint), tokenProgram: address(tokenProgram) }).then(([found]) => found);
    derived.set(key, ata);
    ata.catch(() => derived.delete(key));
  }
  return ata;
}
