/**
 * What the transaction core does with a swap (DESIGN.md 4). It runs under its pool's lock. Before
 * the pool authority signs, the vaults are re-read: a swap that would pay more than the constant
 * product after fee now allows (so k would fall) is refused with a request to re-quote, and
 * nothing is sent. Once confirmed, the swap and the reserves after it are recorded (volume, fees,
 * APR and the price chart read them).
 */
import { keepsK, swapOut } from '@toolkit/shared';
import type { FastifyInstance } from 'fastify';
import { poolSwaps } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { poolLockOf, poolOf, readPoolState, type PoolReader } from '../liquidity/index.ts';
import type { PendingTransaction } from '../transactions/index.ts';
import { assertStarted } from './swap-start.ts';

export const SWAP_KIND = 'pool.swap';

const big = (p: PendingTransaction, key: string) => BigInt(p.context[key] as string);

export function registerSwapKind(app: FastifyInstance, pools: PoolReader) {
  app.transactions.registerKind(SWAP_KIND, {
    lockKey: poolLockOf,
    async beforeSubmit(p, { rpc }) {
      const { row, state } = await pools.reread(rpc, poolOf(p));
      assertStarted(row);
      const xy = p.context.direction === 'xy';
      const [reserveIn, reserveOut] = xy ? [state.baseReserve, state.quoteReserve] : [state.quoteReserve, state.baseReserve];
      const amountIn = big(p, 'amountIn');
      const amountOut = big(p, 'amountOut');
      const allowed = swapOut(amountIn, reserveIn, reserveOut, BigInt(row.feeBps)).amountOut;
      if (amountOut > allowed || !keepsK(amountIn, amountOut, reserveIn, reserveOut)) throw new AppError('POOL_SLIPPAGE_EXCEEDED');
    },
    async afterConfirm(p, { rpc }) {
      const row = await pools.store.byAddress(poolOf(p));
      if (!row) return;
      const after = await readPoolState(rpc, row);
      await app.db
        .insert(poolSwaps)
        .values({
          poolId: row.id,
          userId: p.userId,
          signature: p.signature,
          direction: p.context.direction as 'xy' | 'yx',
          amountIn: p.context.amountIn as string,
          amountOut: p.context.amountOut as string,
          fee: p.context.fee as string,
          baseReserveAfter: after?.baseReserve.toString() ?? null,
          quoteReserveAfter: after?.quoteReserve.toString() ?? null,
        })
        .onConflictDoNothing();
    },
  });
}
