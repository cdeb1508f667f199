/**
 * CPMM's program-derived addresses, by the seeds mainnet uses. Every function takes the program
 * id, so the same code derives Raydium's on devnet and mainnet and ours on the local chain.
 */
import { getAddressEncoder, getProgramDerivedAddress, type Address } from '@solana/kit';
import { CPMM_PROGRAM_ADDRESS } from './program.ts';

const text = new TextEncoder();
const address = getAddressEncoder();

/** A seed is a literal name (text) or an address (its 32 bytes). */
type Seed = { name: string } | Address | Uint8Array;

async function pda(programAddress: Address, seeds: Seed[]): Promise<Address> {
  const bytes = seeds.map((seed) => (seed instanceof Uint8Array ? seed : typeof seed === 'object' ? text.encode(seed.name) : address.encode(seed)));
  const [found] = await getProgramDerivedAddress({ programAddress, seeds: bytes });
  return found;
}

/** Owns every vault and mints every LP token. */
export function findAuthorityPda(programAddress: Address = CPMM_PROGRAM_ADDRESS) {
  return pda(programAddress, [{ name: 'vault_and_lp_mint_auth_seed' }]);
}

/** The config of fee tier `index` (seeded by the index as u16 big-endian). */
export function findAmmConfigPda(index: number, programAddress: Address = CPMM_PROGRAM_ADDRESS) {
  return pda(programAddress, [{ name: 'amm_config' }, new Uint8Array([(index >> 8) & 0xff, index & 0xff])]);
}

/** The pool of a config and a pair; token0 must sort first (see sortMints). */
export function findPoolStatePda(ammConfig: Address, token0Mint: Address, token1Mint: Address, programAddress: Address = CPMM_PROGRAM_ADDRESS) {
  return pda(programAddress, [{ name: 'pool' }, ammConfig, token0Mint, token1Mint]);
}

export function findLpMintPda(poolState: Address, programAddress: Address = CPMM_PROGRAM_ADDRESS) {
  return pda(programAddress, [{ name: 'pool_lp_mint' }, poolState]);
}

export function findVaultPda(poolState: Address, mint: Address, programAddress: Address = CPMM_PROGRAM_ADDRESS) {
  return pda(programAddress, [{ name: 'pool_vault' }, poolState, mint]);
}

export function findObservationPda(poolState: Address, programAddress: Address = CPMM_PROGRAM_ADDRESS) {
  return pda(programAddress, [{ name: 'observation' }, poolState]);
}

/** Byte order of the 32-byte keys, as the program requires token0 < token1. */
export function compareMints(a: Address, b: Address): number {
  const x = address.encode(a);
  const y = address.encode(b);
  for (let i = 0; i < 32; i++) if (x[i] !== y[i]) return x[i] - y[i];
  return 0;
}

/** The pair in pool order: [token0, token1]. */
export function sortMints(a: Address, b: Address): [Address, Address] {
  return compareMints(a, b) < 0 ? [a, b] : [b, a];
}

/** Every address of one pool, derived. */
export async function findPoolAddresses(ammConfig: Address, mintA: Address, mintB: Address, programAddress: Address = CPMM_PROGRAM_ADDRESS) {
  const [token0Mint, token1Mint] = sortMints(mintA, mintB);
  const poolState = await findPoolStatePda(ammConfig, token0Mint, token1Mint, programAddress);
  return {
    authority: await findAuthorityPda(programAddress),
    poolState,
    token0Mint,
    token1Mint,
    lpMint: await findLpMintPda(poolState, programAddress),
    token0Vault: await findVaultPda(poolState, token0Mint, programAddress),
    token1Vault: await findVaultPda(poolState, token1Mint, programAddress),
    observationState: await findObservationPda(poolState, programAddress),
  };
}
