/**
 * A token's market figures from its main pool: price and liquidity from the reserves on chain now,
 * 24 h volume and trade count from the pool's trades (the liquidity module's poolActivity24h),
 * market cap as the supply valued at the pool price, all in the pool's other token (the price token).
 */
import { readMint } from '@toolkit/chain';
import type { MarketView } from '@toolkit/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { poolActivity24h, poolStats, type PoolsAt, type ProgramPools } from '../liquidity/index.ts';
import { holderLabels } from './holder-labels.ts';
import { mainPool } from './main-pool.ts';
import { tokenPrice, type TokenSide } from './token-side.ts';

export async function marketView(app: FastifyInstance, pools: ProgramPools, where: PoolsAt, mintAddress: string): Promise<MarketView> {
  const mint = await readMint(where.rpc, mintAddress);
  if (!mint) throw new AppError('MINT_NOT_FOUND');
  const tokenPools = await pools.all(where, mint.address);
  const side = mainPool(tokenPools, mint.address);
  const labels = await holderLabels(app.db, mint, tokenPools);
  const empty = { pool: null, priceToken: null, price: null, liquidity: null, volume24h: null, trades24h: 0, marketCap: null };
  const figures = side ? await poolFigures(app, pools, where, side, mint.supply) : empty;
  return { mint: mint.address, supply: mint.supply.toString(), decimals: mint.decimals, ...figures, labels };
}

async function poolFigures(app: FastifyInstance, pools: ProgramPools, where: PoolsAt, side: TokenSide, supply: bigint) {
  const [stats] = await poolStats(app, [side.pool], [await pools.view(where, side.pool)]);
  const pool = stats!;
  const base = BigInt(pool.baseReserve);
  const quote = BigInt(pool.quoteReserve);
  const [tokenReserve, otherReserve] = side.tokenIsBase ? [base, quote] : [quote, base];
  const day = (await poolActivity24h(app, [side.pool.address])).get(side.pool.address) ?? { volume: 0n, swaps: 0 };
  const priced = tokenReserve > 0n && otherReserve > 0n;
  return {
    pool,
    priceToken: side.tokenIsBase ? pool.quote : pool.base,
    price: priced ? tokenPrice(side, base, quote) : null,
    // A constant-product pool holds both sides at equal value.
    liquidity: (2n * otherReserve).toString(),
    volume24h: day.volume.toString(),
    trades24h: day.swaps,
    marketCap: priced ? ((supply * otherReserve) / tokenReserve).toString() : null,
  };
}
