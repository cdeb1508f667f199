/**
 * Pool figures for the pool list and the dashboards: liquidity from the reserves on chain; volume,
 * fees and APR over the last 24 hours from the pool's trades (pool-activity.ts). Figures are in the
 * pool's value token (SOL when one side is SOL, else the quote token) and in rupees when that is
 * SOL (SOL price from configuration, 85 rupees per dollar as the spec says).
 */
import { deepestPool, solPairDepth, type CpmmPoolSnapshot } from '@toolkit/chain';
import { NATIVE_MINT, spotPrice, type PoolStats, type PoolView, type PriceEntry } from '@toolkit/shared';
import type { Address } from '@solana/kit';
import type { FastifyInstance } from 'fastify';
import { poolActivity24h } from './pool-activity.ts';
import { appSides } from './pool-sides.ts';

export function solPriceInr(app: FastifyInstance): number {
  return app.config.solPriceUsd * app.config.usdInr;
}

const toInr = (lamports: bigint, priceInr: number) => (Number(lamports) / 1e9) * priceInr;

/** `views` aligned with `pools`. */
export async function poolStats(app: FastifyInstance, pools: CpmmPoolSnapshot[], views: PoolView[]): Promise<PoolStats[]> {
  const activity = await poolActivity24h(
    app,
    pools.map((p) => p.address),
  );
  const priceInr = solPriceInr(app);
  return pools.map((pool, i) => {
    const { quote } = appSides(pool);
    // The quote side is SOL whenever the pool has SOL (pool-sides.ts).
    const value = quote;
    const liquidity = 2n * value.reserve;
    const { volume, swaps } = activity.get(pool.address) ?? { volume: 0n, swaps: 0 };
    // The trade fee per million of what goes in.
    const fees = (volume * pool.rates.tradeFeeRate) / 1_000_000n;
    const apr = liquidity > 0n ? (Number(fees) / Number(liquidity)) * 365 * 100 : 0;
    const inr = value.mint === NATIVE_MINT;
    return {
      ...views[i]!,
      valueMint: value.mint,
      liquidity: liquidity.toString(),
      volume24h: volume.toString(),
      fees24h: fees.toString(),
      apr24h: apr,
      liquidityInr: inr ? toInr(liquidity, priceInr) : null,
      volume24hInr: inr ? toInr(volume, priceInr) : null,
      fees24hInr: inr ? toInr(fees, priceInr) : null,
      swaps24h: swaps,
    };
  });
}

/** Up to 12 significant digits, no exponent for ordinary prices. */
const priceText = (n: number) => (n === 0 ? '0' : Number(n.toPrecision(12)).toString());

/**
 * Each mint's price in SOL from its deepest SOL pool (so a stranger's small pool priced far away
 * cannot set it), in rupees, and the rupee value of all its SOL pools' liquidity. Mints without a
 * SOL pool have no price (null), not a made-up one.
 */
export function mintPrices(app: FastifyInstance, pools: CpmmPoolSnapshot[], mints: string[]): Record<string, PriceEntry> {
  const priceInr = solPriceInr(app);
  const out: Record<string, PriceEntry> = {};
  for (const mint of mints) {
    if (mint === NATIVE_MINT) {
      out[mint] = { priceSol: '1', priceInr, liquidityInr: null };
      continue;
    }
    const deepest = deepestPool(pools, mint as Address);
    if (!deepest) {
      out[mint] = { priceSol: null, priceInr: null, liquidityInr: null };
      continue;
    }
    const { base, quote } = appSides(deepest);
    const [token, sol] = base.mint === mint ? [base, quote] : [quote, base];
    const price = spotPrice(token.reserve, sol.reserve, token.decimals, sol.decimals);
    let liquidity = 0n;
    for (const p of pools) {
      if (solPairDepth(p, mint as Address) === 0n) continue;
      const sides = appSides(p);
      liquidity += 2n * (sides.base.mint === NATIVE_MINT ? sides.base.reserve : sides.quote.reserve);
    }
    out[mint] = { priceSol: priceText(price), priceInr: price * priceInr, liquidityInr: toInr(liquidity, priceInr) };
  }
  return out;
}
