/**
 * Swaps (spec 2 "Swap Tokens"): the quote, and the swap transaction built from the same reserves
 * so it pays exactly the quote. The pool authority co-signs only at submission, after the
 * reserves were re-read under the pool's lock (swap-kind.ts).
 */
import { swapInstructions } from '@toolkit/chain';
import { DEFAULT_SETTINGS, effectiveSettings, type SwapDirection, type SwapQuoteView, type SwapRequest } from '@toolkit/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import type { SessionUserLike } from '../../lib/operation-route.ts';
import { poolSides, type PoolReader } from '../liquidity/index.ts';
import { buildTransactionMessage, userTransactionContext } from '../transactions/index.ts';
import { requireSwapFunds } from './swap-funds.ts';
import { SWAP_KIND } from './swap-kind.ts';
import { quoteOf } from './swap-quote.ts';
import { assertStarted } from './swap-start.ts';

/** Compute units: ATA creation, two transfers, SyncNative, closing a wrapped-SOL account. */
const SWAP_COMPUTE_UNITS = 120_000;

export function createSwapService(app: FastifyInstance, pools: PoolReader) {
  return {
    /** Anyone may ask; the slippage shown is the caller's setting, or the default when anonymous. */
    async quote(userId: string | null, poolAddress: string, direction: SwapDirection, amount: string): Promise<SwapQuoteView> {
      const { row, rpc } = await pools.poolFor(userId, poolAddress);
      const state = await pools.liveState(rpc, row);
      const slippage = userId
        ? (await userTransactionContext(app, userId)).settings.swapSlippagePercent
        : effectiveSettings(DEFAULT_SETTINGS).swapSlippagePercent;
      return quoteOf(row, state, direction, amount, slippage);
    },

    async build(user: SessionUserLike, direction: SwapDirection, body: SwapRequest): Promise<{ tx: string; quote: SwapQuoteView }> {
      if (body.payer && body.payer !== user.phantomAddress) throw new AppError('POOL_PAYER_MISMATCH');
      const tx = await userTransactionContext(app, user.id);
      const row = await pools.activePool(body.pool, tx.rpcUrl);
      assertStarted(row);
      const state = await pools.liveState(tx.rpc, row);
      const quote = quoteOf(row, state, direction, body.amount, tx.settings.swapSlippagePercent);
      await requireSwapFunds(tx, user.phantomAddress, quote);
      const instructions = await swapInstructions(poolSides(row), user.phantomAddress, {
        direction,
        amountIn: BigInt(quote.amountIn),
        amountOut: BigInt(quote.amountOut),
      });
      // Version 0: pool transactions carry many accounts.
      const message = await buildTransactionMessage({
        rpc: tx.rpc,
        feePayer: user.phantomAddress,
        instructions,
        prioritySol: tx.prioritySol,
        computeUnitLimit: SWAP_COMPUTE_UNITS,
        version: 0,
      });
      const prepared = await app.transactions.prepare({
        userId: user.id,
        kind: SWAP_KIND,
        message,
        rpcUrl: tx.rpcUrl,
        serverSigners: [{ type: 'custodial', address: row.address }],
        context: { pool: row.address, direction, amountIn: quote.amountIn, amountOut: quote.amountOut, fee: quote.fee },
      });
      return { tx: prepared.transaction, quote };
    },
  };
}
export type SwapService = ReturnType<typeof createSwapService>;
