/**
 * Branded values (STYLE.md habit 1): checked once at the edge, then trusted by type. `Address` is
 * kit's (a base58 public key, branded by `solanaAddress` in the schemas); `BaseUnits` is an amount
 * in a token's smallest unit (lamports for SOL), produced only by the checked conversions
 * (`parseAmount`, `tokenAmount`, the `baseUnits` schema).
 */
export type { Address } from '@solana/kit';

export type BaseUnits = bigint & { readonly __brand: 'BaseUnits' };

/** The largest u64: no token account or supply holds more. */
export const U64_MAX = (1n << 64n) - 1n;
