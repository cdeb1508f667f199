/**
 * The token page's reading of server-held pools of earlier versions, kept as it was until the
 * market reads program pools and the trades indexed from the chain.
 */
import type { Rpc, SolanaRpcApi } from '@solana/kit';
import { formatAmount, NATIVE_MINT, spotPrice, type PoolStats, type PoolView } from '@toolkit/shared';
import { and, gte, inArray } from 'drizzle-orm';
import { poolSwaps } from '../../db/schema.ts';
import { solPriceInr } from '../liquidity/index.ts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { createPoolStore, readPoolState, readPoolStates, type PoolRow, type PoolState } from '../legacy-pools/pool/index.ts';
import { readTokenInfos } from '../liquidity/token-info.ts';

const feeTierOf = (row: PoolRow) => row.feeBps / 100;
const DAY_MS = 24 * 60 * 60 * 1000;
const toInr = (lamports: bigint, priceInr: number) => (Number(lamports) / 1e9) * priceInr;
const valueSide = (row: PoolRow): 'base' | 'quote' => (row.baseMint === NATIVE_MINT ? 'base' : 'quote');

export function createPoolReader(app: FastifyInstance) {
  const store = createPoolStore(app.db);

  /** An active pool on `rpcUrl`, the cluster the caller is on. */
  async function activePool(poolAddress: string, rpcUrl: string): Promise<PoolRow> {
    const row = await store.knownByAddress(poolAddress);
    if (row?.status === 'closed') throw new AppError('POOL_RETIRED');
    if (!row || row.status !== 'active') throw new AppError('POOL_NOT_FOUND');
    if (row.rpcUrl !== rpcUrl) throw new AppError('POOL_OTHER_NETWORK');
    return row;
  }

  /** Reserves and LP supply as the chain has them now; a pool without both reserves is refused. */
  async function liveState(rpc: Rpc<SolanaRpcApi>, row: PoolRow): Promise<PoolState> {
    const state = await readPoolState(rpc, row);
    if (!state || state.baseReserve === 0n || state.quoteReserve === 0n) throw new AppError('POOL_EMPTY');
    return state;
  }

  /** The pool as the app shows it; `state` when the caller already read it (null: unreadable). */
  async function view(row: PoolRow, rpc: Rpc<SolanaRpcApi>, state?: PoolState | null): Promise<PoolView> {
    const s = state === undefined ? await readPoolState(rpc, row) : state;
    const [base, quote] = await readTokenInfos(rpc, [row.baseMint, row.quoteMint]);
    const creators = await store.creators([row.userId]);
    const fallback = (mint: string, program: string, decimals: number) => ({ mint, program, decimals, symbol: mint.slice(0, 4), name: mint });
    return {
      pool: row.address,
      base: base ?? fallback(row.baseMint, row.baseProgram, row.baseDecimals),
      quote: quote ?? fallback(row.quoteMint, row.quoteProgram, row.quoteDecimals),
      baseVault: row.baseVault,
      quoteVault: row.quoteVault,
      baseReserve: (s?.baseReserve ?? 0n).toString(),
      quoteReserve: (s?.quoteReserve ?? 0n).toString(),
      lpMint: row.lpMint,
      lpDecimals: row.lpDecimals,
      lpSupply: (s?.lpSupply ?? 0n).toString(),
      feeTier: feeTierOf(row),
      startTime: row.startTime?.toISOString() ?? null,
      price: s ? spotPrice(s.baseReserve, s.quoteReserve, row.baseDecimals, row.quoteDecimals) : 0,
      creator: creators.get(row.userId) ?? '',
      createdAt: row.createdAt.toISOString(),
      initBaseAmount: formatAmount(BigInt(row.initBaseAmount), row.baseDecimals),
      initQuoteAmount: formatAmount(BigInt(row.initQuoteAmount), row.quoteDecimals),
      lpName: 'LP',
      lpSymbol: 'LP',
    };
  }

  return {
    store,
    activePool,
    liveState,
    view,

    /** The pool and an RPC for its cluster, which must be the caller's (anonymous: the default). */
    async poolFor(userId: string | null, poolAddress: string): Promise<{ row: PoolRow; rpc: Rpc<SolanaRpcApi> }> {
      const { choice, rpc } = await app.clusters.rpcFor(userId);
      return { row: await activePool(poolAddress, choice.rpcUrl), rpc };
    },
  };
}
export type PoolReader = ReturnType<typeof createPoolReader>;

export async function poolStats(app: FastifyInstance, pools: PoolReader, rows: PoolRow[], rpc: Rpc<SolanaRpcApi>): Promise<PoolStats[]> {
  if (rows.length === 0) return [];
  const states = await readPoolStates(rpc, rows);
  const since = new Date(Date.now() - DAY_MS);
  const swaps = await app.db
    .select()
    .from(poolSwaps)
    .where(
      and(
        inArray(
          poolSwaps.poolId,
          rows.map((r) => r.id),
        ),
        gte(poolSwaps.createdAt, since),
      ),
    );
  const priceInr = solPriceInr(app);

  return Promise.all(
    rows.map(async (row, i) => {
      const state: PoolState | null = states[i] ?? null;
      const side = valueSide(row);
      const reserve = state ? (side === 'base' ? state.baseReserve : state.quoteReserve) : 0n;
      const liquidity = 2n * reserve;
      let volume = 0n;
      let count = 0;
      for (const s of swaps) {
        if (s.poolId !== row.id) continue;
        count++;
        // The value side's amount of each swap: what went in if the trader paid with it, else what came out.
        const valueIsInput = (s.direction === 'xy') === (side === 'base');
        volume += BigInt(valueIsInput ? s.amountIn : s.amountOut);
      }
      const fees = (volume * BigInt(row.feeBps)) / 10_000n;
      const apr = liquidity > 0n ? (Number(fees) / Number(liquidity)) * 365 * 100 : 0;
      const valueMint = side === 'base' ? row.baseMint : row.quoteMint;
      const inr = valueMint === NATIVE_MINT;
      return {
        ...(await pools.view(row, rpc, state)),
        valueMint,
        liquidity: liquidity.toString(),
        volume24h: volume.toString(),
        fees24h: fees.toString(),
        apr24h: apr,
        liquidityInr: inr ? toInr(liquidity, priceInr) : null,
        volume24hInr: inr ? toInr(volume, priceInr) : null,
        fees24hInr: inr ? toInr(fees, priceInr) : null,
        swaps24h: count,
      };
    }),
  );
}
