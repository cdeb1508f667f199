/**
 * Pools of the AMM program, read from the chain for every feature that uses them (liquidity,
 * swaps, prices): a pool a request names, every pool of the program or of a mint (any client may
 * open one, so all are found from the program's accounts), and the pool as the app shows it.
 * Nothing about a program pool is stored by the server.
 */
import type { Rpc, SolanaRpcApi } from '@solana/kit';
import { findCpmmPools, knownCpmmPoolMints, readCpmmPoolsAlong, type CpmmPoolSnapshot, type CpmmVenue } from '@toolkit/chain';
import { NATIVE_MINT, shortenAddress, spotPrice, type Cluster, type PoolTokenInfo, type PoolView } from '@toolkit/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { payerHoldingsAlong, type PayerHoldings } from '../transactions/index.ts';
import { appSides } from './pool-sides.ts';
import { readTokenInfos } from './token-info.ts';
import { clusterVenue } from '../trades/index.ts';
import { feeTierOfRate } from './fee-tiers.ts';

/** Where a request's pools live: the caller's cluster, its RPC and the AMM venue there. */
export interface PoolsAt {
  rpc: Rpc<SolanaRpcApi>;
  rpcUrl: string;
  network: Cluster;
  venue: CpmmVenue;
}

/** The LP token's name and symbol: the AMM's LP mint has no metadata, so every screen names it from the pair. */
export const lpNaming = (base: string, quote: string) => ({ lpName: `${base}-${quote} LP`, lpSymbol: `${base}-${quote}-LP` });

const isPool = (p: CpmmPoolSnapshot | null): p is CpmmPoolSnapshot => p !== null;

export function createProgramPools(app: FastifyInstance) {
  async function at(network: Cluster, rpcUrl: string, rpc: Rpc<SolanaRpcApi>): Promise<PoolsAt> {
    return { rpc, rpcUrl, network, venue: await clusterVenue(rpc, { network, rpcUrl }) };
  }

  /**
   * The pool at `address`; a server-held pool of an earlier version answers POOL_RETIRED. With
   * `payer`: also what the payer holds of the pool's tokens (its SOL and token accounts, for the
   * funds check), read in the same call once this process has read the pool before and knows its
   * mints (they never change); null before that, and the funds check reads them itself.
   */
  async function poolAndHoldings(where: PoolsAt, address: string, payer?: string) {
    const mints = payer === undefined ? undefined : knownCpmmPoolMints(where.rpc, address);
    const along = mints
      ? await payerHoldingsAlong(
          where.rpc,
          payer!,
          mints.filter((m) => m !== NATIVE_MINT),
        )
      : null;
    const {
      pools: [found],
      alongside,
    } = await readCpmmPoolsAlong(where.rpc, where.venue, [address], along?.keys ?? []);
    if (!found) {
      // A server-held pool of an earlier version (modules/legacy-pools, which decorates the app).
      if (await app.legacyPools.isLegacyPool(address)) throw new AppError('POOL_RETIRED');
      throw new AppError('POOL_NOT_FOUND');
    }
    const sameMints = mints?.[0] === found.state.token0Mint && mints[1] === found.state.token1Mint;
    return { pool: found, holdings: along && sameMints ? along.holdings(alongside) : null };
  }

  async function pool(where: PoolsAt, address: string): Promise<CpmmPoolSnapshot> {
    return (await poolAndHoldings(where, address)).pool;
  }

  /** A pool with both reserves: one without is refused before anything is built on it. */
  function assertLive(found: CpmmPoolSnapshot): CpmmPoolSnapshot {
    const { base, quote } = appSides(found);
    if (base.reserve === 0n || quote.reserve === 0n) throw new AppError('POOL_EMPTY');
    return found;
  }

  /** Every pool of the program; with `mint`, those trading it. */
  async function all(where: PoolsAt, mint?: string): Promise<CpmmPoolSnapshot[]> {
    const addresses = await findCpmmPools(where.rpc, where.venue.programAddress, mint);
    return (await readCpmmPoolsAlong(where.rpc, where.venue, addresses, [])).pools.filter(isPool);
  }

  /** The pools as the app shows them, their tokens read in one pass. */
  async function views(where: PoolsAt, pools: CpmmPoolSnapshot[]): Promise<PoolView[]> {
    const mints = [...new Set(pools.flatMap((p) => [p.state.token0Mint, p.state.token1Mint]))];
    const infos = new Map<string, PoolTokenInfo | null>((await readTokenInfos(where.rpc, mints)).map((info, i) => [mints[i]!, info]));
    return pools.map((p) => {
      const { base, quote } = appSides(p);
      const info = (side: typeof base): PoolTokenInfo =>
        infos.get(side.mint) ?? {
          mint: side.mint,
          program: side.program,
          decimals: side.decimals,
          symbol: shortenAddress(side.mint),
          name: side.mint,
        };
      const [baseInfo, quoteInfo] = [info(base), info(quote)];
      // The program records when a pool opens (creation, or a later start the creator chose), not when it was made.
      const opens = p.state.openTime > 0n ? new Date(Number(p.state.openTime) * 1000).toISOString() : null;
      return {
        pool: p.address,
        base: baseInfo,
        quote: quoteInfo,
        baseVault: base.vault,
        quoteVault: quote.vault,
        baseReserve: base.reserve.toString(),
        quoteReserve: quote.reserve.toString(),
        lpMint: p.state.lpMint,
        lpDecimals: p.state.lpMintDecimals,
        lpSupply: p.state.lpSupply.toString(),
        feeTier: feeTierOfRate(p.rates.tradeFeeRate),
        startTime: opens,
        price: spotPrice(base.reserve, quote.reserve, base.decimals, quote.decimals),
        creator: p.state.poolCreator,
        createdAt: opens ?? new Date(0).toISOString(),
        // The chain does not keep the amounts a pool was opened with; the create page's optional add step starts empty.
        initBaseAmount: '',
        initQuoteAmount: '',
        ...lpNaming(baseInfo.symbol, quoteInfo.symbol),
      };
    });
  }

  return {
    /** The caller's cluster (anonymous: the server's default) and its venue. */
    async forUser(userId: string | null): Promise<PoolsAt> {
      const { choice, rpc } = await app.clusters.rpcFor(userId);
      return at(choice.network, choice.rpcUrl, rpc);
    },
    at,
    pool,
    /** A pool with both reserves: one without is refused before anything is built on it. */
    async livePool(where: PoolsAt, address: string): Promise<CpmmPoolSnapshot> {
      return assertLive(await pool(where, address));
    },
    /** livePool, and what `payer` holds of its tokens when it could be read in the same call (else null). */
    async livePoolFor(where: PoolsAt, address: string, payer: string): Promise<{ pool: CpmmPoolSnapshot; holdings: PayerHoldings | null }> {
      const found = await poolAndHoldings(where, address, payer);
      assertLive(found.pool);
      return found;
    },
    all,
    views,
    async view(where: PoolsAt, p: CpmmPoolSnapshot): Promise<PoolView> {
      return (await views(where, [p]))[0]!;
    },
  };
}
export type ProgramPools = ReturnType<typeof createProgramPools>;
