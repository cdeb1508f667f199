/**
 * The pool a token's page shows: its deepest SOL pool by liquidity, sqrt(token reserve x SOL
 * reserve) (routing.ts's deepestPool), so a stranger's pool of 1 token and 150 SOL never sets the
 * price; a token without a SOL pool shows its deepest pool of any pair by the same measure.
 */
import type { Address } from '@solana/kit';
import { deepestPool, reservesOf, type CpmmPoolSnapshot } from '@toolkit/chain';
import { integerSqrt } from '@toolkit/programs/cpmm';

export function mainPool(pools: readonly CpmmPoolSnapshot[], mint: string): CpmmPoolSnapshot | null {
  const sol = deepestPool(pools, mint as Address);
  if (sol) return sol;
  let best: CpmmPoolSnapshot | null = null;
  let bestDepth = 0n;
  for (const pool of pools) {
    const { reserve0, reserve1 } = reservesOf(pool);
    const depth = reserve0 > 0n && reserve1 > 0n ? integerSqrt(reserve0 * reserve1) : 0n;
    if (depth > bestDepth) [best, bestDepth] = [pool, depth];
  }
  return best;
}
