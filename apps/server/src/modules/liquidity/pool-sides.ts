/**
 * A program pool as the app presents it: CPMM orders its mints by their bytes (token0, token1),
 * the app by meaning: the quote side is SOL when the pool has it, else token1, and the base side
 * the other. A swap base -> quote is 'xy', quote -> base 'yx'.
 */
import type { Address } from '@solana/kit';
import { reservesOf, type CpmmPoolSnapshot } from '@toolkit/chain';
import { NATIVE_MINT, type SwapDirection } from '@toolkit/shared';

export interface AppSide {
  mint: Address;
  program: Address;
  vault: Address;
  decimals: number;
  /** The vault less the protocol and fund fees owed, as the program computes it. */
  reserve: bigint;
}

export interface AppSides {
  base: AppSide;
  quote: AppSide;
}

export function appSides(pool: CpmmPoolSnapshot): AppSides {
  const s = pool.state;
  const { reserve0, reserve1 } = reservesOf(pool);
  const side0: AppSide = { mint: s.token0Mint, program: s.token0Program, vault: s.token0Vault, decimals: s.mint0Decimals, reserve: reserve0 };
  const side1: AppSide = { mint: s.token1Mint, program: s.token1Program, vault: s.token1Vault, decimals: s.mint1Decimals, reserve: reserve1 };
  return s.token0Mint === NATIVE_MINT ? { base: side1, quote: side0 } : { base: side0, quote: side1 };
}

/** The mint a swap in `direction` spends, and the one it buys. */
export function swapMints(pool: CpmmPoolSnapshot, direction: SwapDirection): { input: AppSide; output: AppSide } {
  const { base, quote } = appSides(pool);
  return direction === 'xy' ? { input: base, output: quote } : { input: quote, output: base };
}

/** The direction of a swap spending `inputMint` on this pool. */
export const directionFrom = (pool: CpmmPoolSnapshot, inputMint: string): SwapDirection => (appSides(pool).base.mint === inputMint ? 'xy' : 'yx');
