/**
 * A token's market figures from its main pool: price and liquidity from the pool's reserves on
 * chain now, 24 h volume and trade count from the trades indexed from the chain, market cap as the
 * supply valued at the pool price, all in the pool's other token (the price token). Every pool of
 * the token is listed, each flagged when its price is more than 5 % from the main pool's.
 */
import { isPriceOutlier, readMint, type CpmmPoolSnapshot, type MintInfo } from '@toolkit/chain';
import { findAuthorityPda } from '@toolkit/programs/cpmm';
import type { MarketPool, MarketView, PoolTokenInfo } from '@toolkit/shared';
import { NATIVE_MINT } from '@toolkit/shared';
import type { Address } from '@solana/kit';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { appSides, createProgramPools, feeTierOfRate, lpNaming, poolStats, tokenInfoMap, type PoolsAt } from '../liquidity/index.ts';
import { poolDayStats } from '../trades/index.ts';
import { mintEscrows } from '../lock-escrows/index.ts';
import { holderLabels } from './holder-labels.ts';
import { poolOfLpMint } from './program-pools.ts';
import { tokenPrice, tokenSide, type TokenSide } from './token-side.ts';
import { tokenMarket, type TokenMarket } from './token-market.ts';

export async function marketView(app: FastifyInstance, userId: string | null, mintAddress: string): Promise<MarketView> {
  const cluster = await app.clusters.rpcFor(userId);
  const { rpc } = cluster;
  const mint = await readMint(rpc, mintAddress);
  if (!mint) throw new AppError('MINT_NOT_FOUND');
  const market = await tokenMarket(app, userId, mint.address, cluster);
  const { pools, main, venue } = market;
  const authority = await findAuthorityPda(venue.programAddress);
  const lp = mint.mintAuthority === authority ? await poolOfLpMint(rpc, venue, mint.address) : null;
  const infos = await tokenInfoMap(rpc, [
    ...pools.flatMap((p) => [p.state.token0Mint, p.state.token1Mint]),
    ...(lp ? [lp.state.token0Mint, lp.state.token1Mint] : []),
  ]);
  const labels = await holderLabels(app.db, mint, pools, authority, await mintEscrows(rpc, mint.address));
  let lpOf: MarketView['lpOf'] = null;
  if (lp) {
    const [base, quote] =
      lp.state.token0Mint === NATIVE_MINT ? [lp.state.token1Mint, lp.state.token0Mint] : [lp.state.token0Mint, lp.state.token1Mint];
    const { lpName, lpSymbol } = lpNaming(infos.get(base)!.symbol, infos.get(quote)!.symbol);
    lpOf = { pool: lp.address, name: lpName, symbol: lpSymbol };
  }
  const empty = { pool: null, priceToken: null, price: null, liquidity: null, volume24h: null, trades24h: 0, marketCap: null };
  const figures = main ? await mainFigures(app, market, main, infos, mint) : empty;
  return {
    mint: mint.address,
    supply: mint.supply.toString(),
    decimals: mint.decimals,
    ...figures,
    labels,
    pools: poolList(pools, main, mint.address, infos),
    lpOf,
  };
}

async function mainFigures(app: FastifyInstance, market: TokenMarket, side: TokenSide, infos: Map<string, PoolTokenInfo>, mint: MintInfo) {
  const where: PoolsAt = { rpc: market.rpc, rpcUrl: market.choice.rpcUrl, network: market.choice.network, venue: market.venue };
  const [pool] = await poolStats(app, where, [side.pool], await createProgramPools(app).views(where, [side.pool]));
  const rpcUrl = market.choice.rpcUrl;
  const day = (await poolDayStats(app.db, rpcUrl, [{ address: side.pool.address, valueMint: side.otherMint }])).get(side.pool.address)!;
  const priced = side.tokenReserve > 0n && side.otherReserve > 0n;
  return {
    pool,
    priceToken: infos.get(side.otherMint)!,
    price: priced ? tokenPrice(side, side.tokenReserve, side.otherReserve) : null,
    // A constant-product pool holds both sides at equal value.
    liquidity: (2n * side.otherReserve).toString(),
    volume24h: day.volume24h.toString(),
    trades24h: day.swaps24h,
    marketCap: priced ? ((mint.supply * side.otherReserve) / side.tokenReserve).toString() : null,
  };
}

function poolList(pools: readonly CpmmPoolSnapshot[], main: TokenSide | null, mint: string, infos: Map<string, PoolTokenInfo>): MarketPool[] {
  const list = pools.map((pool) => {
    const side = tokenSide(pool, mint);
    const { base, quote } = appSides(pool);
    const priced = side.tokenReserve > 0n && side.otherReserve > 0n;
    return {
      pool: pool.address,
      base: infos.get(base.mint)!,
      quote: infos.get(quote.mint)!,
      feeTier: feeTierOfRate(pool.rates.tradeFeeRate),
      baseReserve: base.reserve.toString(),
      quoteReserve: quote.reserve.toString(),
      priceToken: infos.get(side.otherMint)!,
      price: priced ? tokenPrice(side, side.tokenReserve, side.otherReserve) : null,
      liquidity: (2n * side.otherReserve).toString(),
      main: pool.address === main?.pool.address,
      outlier: main ? isPriceOutlier(pool, main.pool, mint as Address) : false,
      depth: side.otherReserve,
    };
  });
  list.sort((a, b) => Number(b.main) - Number(a.main) || (b.depth > a.depth ? 1 : b.depth < a.depth ? -1 : 0));
  return list.map(({ depth: _depth, ...rest }) => rest);
}
