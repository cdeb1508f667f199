/**
 * Anyone can open a pool for any pair on the program, so a token may have many, some tiny or
 * priced far from the rest. Quotes route to the pool that pays the most for the amount; the price
 * shown comes from the deepest pool, and a pool priced more than 5 % away from it is flagged.
 *
 * Depth is the pool's liquidity, sqrt(token reserve x SOL reserve) (Uniswap's L): SOL alone would
 * let a stranger's pool of 1 token and 150 SOL set a token's price, and tokens alone a creator's
 * pool of a billion tokens and dust SOL; L needs real amounts of both.
 */
import type { Address } from '@solana/kit';
import { CpmmQuoteError, integerSqrt, quoteSwapBaseInput } from '@toolkit/programs/cpmm';
import { sidesFrom, type CpmmPoolSnapshot } from './pool-snapshot.js';
import { WRAPPED_SOL_MINT } from './user-token-accounts.js';

/** A pool more than this far (in basis points) from the deepest pool's price is flagged. */
export const PRICE_OUTLIER_BPS = 500n;

export interface RoutedQuote {
  pool: CpmmPoolSnapshot;
  amountReceived: bigint;
}

/** The pool paying the most for `amountIn` of `inputMint`, among those trading it; null when none can fill it. */
export function bestPoolForSwap(pools: readonly CpmmPoolSnapshot[], inputMint: Address, outputMint: Address, amountIn: bigint): RoutedQuote | null {
  let best: RoutedQuote | null = null;
  for (const pool of pools) {
    const mints = [pool.state.token0Mint, pool.state.token1Mint];
    if (!mints.includes(inputMint) || !mints.includes(outputMint) || inputMint === outputMint) continue;
    const [from, to] = sidesFrom(pool, inputMint);
    try {
      const { amountReceived } = quoteSwapBaseInput(amountIn, {
        reserveIn: from.reserve,
        reserveOut: to.reserve,
        rates: pool.rates,
        inputTransferFee: from.transferFee,
        outputTransferFee: to.transferFee,
      });
      if (!best || amountReceived > best.amountReceived) best = { pool, amountReceived };
    } catch (error) {
      if (!(error instanceof CpmmQuoteError)) throw error;
    }
  }
  return best;
}

/** The liquidity of a pool pairing `mint` with SOL, sqrt(reserves' product); 0 for any other pair. */
export function solPairDepth(pool: CpmmPoolSnapshot, mint: Address): bigint {
  const { token0Mint, token1Mint } = pool.state;
  if (![token0Mint, token1Mint].includes(mint) || mint === WRAPPED_SOL_MINT) return 0n;
  const [side, other] = sidesFrom(pool, mint);
  return other.mint === WRAPPED_SOL_MINT ? integerSqrt(side.reserve * other.reserve) : 0n;
}

/** The deepest pool pairing `mint` with SOL: the one whose price is shown. */
export function deepestPool(pools: readonly CpmmPoolSnapshot[], mint: Address): CpmmPoolSnapshot | null {
  let deepest: CpmmPoolSnapshot | null = null;
  for (const pool of pools) if (solPairDepth(pool, mint) > (deepest ? solPairDepth(deepest, mint) : 0n)) deepest = pool;
  return deepest;
}

/** The other side's base units per whole `mint`, scaled by 10^9 (an exact ratio, for comparing pools). */
function scaledPrice(pool: CpmmPoolSnapshot, mint: Address): bigint {
  const [side, other] = sidesFrom(pool, mint);
  return side.reserve === 0n ? 0n : (other.reserve * 10n ** BigInt(side.decimals) * 1_000_000_000n) / side.reserve;
}

/** Whether `pool` prices `mint` more than 5 % away from `reference` (the deepest pool); pools of other quote tokens are not compared. */
export function isPriceOutlier(pool: CpmmPoolSnapshot, reference: CpmmPoolSnapshot, mint: Address): boolean {
  if (pool.address === reference.address) return false;
  const [, other] = sidesFrom(pool, mint);
  const [, referenceOther] = sidesFrom(reference, mint);
  if (other.mint !== referenceOther.mint) return false;
  const price = scaledPrice(pool, mint);
  const referencePrice = scaledPrice(reference, mint);
  if (referencePrice === 0n) return false;
  const gap = price > referencePrice ? price - referencePrice : referencePrice - price;
  return gap * 10_000n > referencePrice * PRICE_OUTLIER_BPS;
}
