/**
 * Reading pools for any feature that uses them (liquidity, swaps): the pool a request names, on
 * the caller's cluster, with its live reserves from the chain and its view for the app.
 */
import type { Rpc, SolanaRpcApi } from '@solana/kit';
import { formatAmount, spotPrice, type PoolView } from '@toolkit/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { feeTierOf } from './pool-row.ts';
import { readPoolState, type PoolState } from './pool-state.ts';
import { createPoolStore, type PoolRow } from './pool-store.ts';
import { readTokenInfos } from './token-info.ts';

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
