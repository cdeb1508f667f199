/** Swaps, each route registered from its contract (packages/shared `swapOperations`). */
import { swapOperations as ops, type SwapDirection } from '@toolkit/shared';
import type { FastifyPluginAsync } from 'fastify';
import { registerOperation } from '../../lib/operation-route.ts';
import { createConfirmations } from '../transactions/index.ts';
import { BUILD_RATE_LIMIT, createPoolReader, createPoolSequencer } from '../liquidity/index.ts';
import { createImprovementPayer } from './improvement-payment.ts';
import { recoverImprovements } from './improvement-recovery.ts';
import { registerSwapKind } from './swap-kind.ts';
import { createSwapQueue } from './swap-queue.ts';
import { createSwapService } from './swap-service.ts';

export const swapRoutes: FastifyPluginAsync = async (app) => {
  const pools = createPoolReader(app);
  const sequencer = createPoolSequencer(app);
  // A busy pool has many swaps and payments in flight: their confirmations are polled together.
  const confirmations = createConfirmations();
  const payer = createImprovementPayer(app, sequencer, confirmations);
  // Swaps claimed and waiting for their pool's lock, which quotes count (swap-queue.ts).
  const queue = createSwapQueue();
  const swaps = createSwapService(app, pools, sequencer, queue);
  registerSwapKind(app, pools, sequencer, payer, confirmations, queue);
  recoverImprovements(app, pools, sequencer, payer);

  registerOperation(app, ops.quote, async ({ user, body }) => ({
    data: await swaps.quote(user?.id ?? null, body.pool, body.direction, body.amount),
  }));

  for (const [operation, direction] of [
    [ops.swapXy, 'xy'],
    [ops.swapYx, 'yx'],
  ] as const satisfies ReadonlyArray<readonly [unknown, SwapDirection]>) {
    registerOperation(app, operation, async ({ user, body }) => ({ data: await swaps.build(user, direction, body) }), {
      config: BUILD_RATE_LIMIT,
    });
  }
};
