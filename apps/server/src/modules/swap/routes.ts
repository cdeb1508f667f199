/** Swaps on program pools, each route registered from its contract (packages/shared `swapOperations`). */
import { swapOperations as ops, type SwapDirection } from '@toolkit/shared';
import type { FastifyPluginAsync } from 'fastify';
import { registerOperation } from '../../lib/operation-route.ts';
import { BUILD_RATE_LIMIT, createProgramPools } from '../liquidity/index.ts';
import { registerSwapKind } from './swap-kind.ts';
import { createSwapService } from './swap-service.ts';

export const swapRoutes: FastifyPluginAsync = async (app) => {
  const swaps = createSwapService(app, createProgramPools(app));
  registerSwapKind(app);

  registerOperation(app, ops.quote, async ({ user, body }) => ({
    data: await swaps.quote(user?.id ?? null, body.pool, body.direction, body.amount),
  }));

  registerOperation(app, ops.routeQuote, async ({ user, body }) => ({ data: await swaps.routeQuote(user?.id ?? null, body) }));

  for (const [operation, direction] of [
    [ops.swapXy, 'xy'],
    [ops.swapYx, 'yx'],
  ] as const satisfies ReadonlyArray<readonly [unknown, SwapDirection]>) {
    registerOperation(app, operation, async ({ user, body }) => ({ data: await swaps.build(user, direction, body) }), {
      config: BUILD_RATE_LIMIT,
    });
  }
};
