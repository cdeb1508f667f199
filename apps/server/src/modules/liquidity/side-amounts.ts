/** CPMM speaks of token0 and token1, the app of base and quote: one amount of each, put in the app's order. */
import type { CpmmPoolSnapshot } from '@toolkit/chain';
import { appSides } from './pool-sides.ts';

export function byAppSide(pool: CpmmPoolSnapshot, token0: bigint, token1: bigint): { base: bigint; quote: bigint } {
  return appSides(pool).base.mint === pool.state.token0Mint ? { base: token0, quote: token1 } : { base: token1, quote: token0 };
}
