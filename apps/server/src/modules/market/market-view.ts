/**
 * A token's market figures from its main pool: price and liquidity from the vaults on chain now,
 * 24 h volume and trade count from the swaps recorded after confirmation, market cap as the supply
 * valued at the pool price, all in the pool's other token (the price token).
 */
import type { Rpc, SolanaRpcApi } from '@solana/kit';
import { readMint } from '@toolkit/chain';
import type { MarketView } from '@toolkit/shared';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { poolSwaps } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { poolStats, type PoolReader } from './legacy-pool-reader.ts';
import { holderLabels } from './holder-labels.ts';
import { mainPool, poolsOfLpMint, poolsOfMint } from './main-pool.ts';
import { tokenPrice, type TokenSide } from './token-side.ts';

const DAY_MS = 24 * 3600_000;

export async function marketView(
  app: FastifyInstance,
  pools: PoolReader,
  rpc: Rpc<SolanaRpcApi>,
  rpcUrl: string,
  mintAddress: string,
): Promise<MarketView> {
  const mint = await readMint(rpc, mintAddress);
  if (!mint) throw new AppError('MINT_NOT_FOUND');
  const tokenPools = await poolsOfMint(pools, rpcUrl, mint.address);
  const side = await mainPool(rpc, tokenPools, mint.address);
  const labels = await holderLabels(app.db, mint, tokenPools, await poolsOfLpMint(pools, rpcUrl, mint.address));
  const empty = { pool: null, priceToken: null, price: null, liquidity: null, volume24h: null, trades24h: 0, marketCap: null };
  const figures = side ? await poolFigures(app, pools, rpc, side, mint.supply) : empty;
  return { mint: mint.address, supply: mint.supply.toString(), decimals: mint.decimals, ...figures, labels };
}

async function poolFigures(app: FastifyInstance, pools: PoolReader, rpc: Rpc<SolanaRpcApi>, side: TokenSide, supply: bigint) {
  const [stats] = await poolStats(app, pools, [side.row], rpc);
  const pool = stats!;
  const base = BigInt(pool.baseReserve);
  const quote = BigInt(pool.quoteReserve);
  const [tokenReserve, otherReserve] = side.tokenIsBase ? [base, quote] : [quote, base];
  // Summed by the database, so a busy pool's day of swaps is never loaded: the price token's side of
  // each swap is what was paid in on a buy (the direction paying the price token), else what came out.
  const buy = side.tokenIsBase ? 'yx' : 'xy';
  const [day] = await app.db
    .select({
      trades: sql<number>`count(*)::int`,
      volume: sql<string>`coalesce(sum(case when ${poolSwaps.direction} = ${buy} then ${poolSwaps.amountIn}::numeric else ${poolSwaps.amountOut}::numeric end), 0)::text`,
    })
    .from(poolSwaps)
    .where(and(eq(poolSwaps.poolId, side.row.id), gte(poolSwaps.createdAt, new Date(Date.now() - DAY_MS))));
  const priced = tokenReserve > 0n && otherReserve > 0n;
  return {
    pool,
    priceToken: side.tokenIsBase ? pool.quote : pool.base,
    price: priced ? tokenPrice(side, base, quote) : null,
    // A constant-product pool holds both sides at equal value.
    liquidity: (2n * otherReserve).toString(),
    volume24h: day!.volume,
    trades24h: day!.trades,
    marketCap: priced ? ((supply * otherReserve) / tokenReserve).toString() : null,
  };
}
