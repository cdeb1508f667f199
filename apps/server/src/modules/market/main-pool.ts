/**
 * The pool a token's trading page shows: its deepest SOL pool (sqrt of the reserves' product, so
 * a stranger's small pool priced far away cannot take it over), else the pool holding most of the
 * token, among the AMM program's pools on the caller's network.
 */
import type { Address } from '@solana/kit';
import { deepestPool, type CpmmPoolSnapshot } from '@toolkit/chain';
import { appSides } from '../liquidity/index.ts';
import type { TokenSide } from './token-side.ts';

/** Among `pools` (pools trading `mint`), the one its page shows. */
export function mainPool(pools: CpmmPoolSnapshot[], mint: string): TokenSide | null {
  let pool = deepestPool(pools, mint as Address);
  if (!pool) {
    let held = -1n;
    for (const p of pools) {
      const { base, quote } = appSides(p);
      const amount = base.mint === mint ? base.reserve : quote.reserve;
      if (amount > held) [pool, held] = [p, amount];
    }
  }
  if (!pool) return null;
  const { base, quote } = appSides(pool);
  return { pool, poolId: null, tokenIsBase: base.mint === mint, baseDecimals: base.decimals, quoteDecimals: quote.decimals };
}
