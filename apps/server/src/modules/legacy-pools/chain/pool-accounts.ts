import type { Address } from '@solana/kit';
import { tokenAccountOf, type PoolToken } from './pool-token.ts';

/** Where a pool keeps its things: everything hangs off the pool authority's key. */
export interface PoolAccounts {
  /** The pool's address is its authority's public key (DESIGN.md 4). */
  pool: string;
  baseVault: Address;
  quoteVault: Address;
  /** The pool's own LP account, which holds the permanently locked minimum. */
  lockedLpAccount: Address;
}

export async function poolAccounts(pool: string, base: PoolToken, quote: PoolToken, lp: PoolToken): Promise<PoolAccounts> {
  const [baseVault, quoteVault, lockedLpAccount] = await Promise.all([
    tokenAccountOf(pool, base),
    tokenAccountOf(pool, quote),
    tokenAccountOf(pool, lp),
  ]);
  return { pool, baseVault, quoteVault, lockedLpAccount };
}
