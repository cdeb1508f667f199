/** A token's market, each route registered from its contract (packages/shared `marketOperations`). */
import { marketOperations as ops } from '@toolkit/shared';
import type { FastifyPluginAsync } from 'fastify';
import { registerOperation } from '../../lib/operation-route.ts';
import { createProgramPools } from '../liquidity/index.ts';
import { candles } from './candles.ts';
import { mainPool } from './main-pool.ts';
import { marketView } from './market-view.ts';
import { recentTrades } from './trades.ts';

export const marketRoutes: FastifyPluginAsync = async (app) => {
  const pools = createProgramPools(app);

  /** The caller's network (anonymous: the default) and the token's main pool on it. */
  async function tokenPool(userId: string | null, mint: string) {
    const where = await pools.forUser(userId);
    return mainPool(await pools.all(where, mint), mint);
  }

  registerOperation(app, ops.market, async ({ user, params }) => ({
    data: await marketView(app, pools, await pools.forUser(user?.id ?? null), params.mint),
  }));

  registerOperation(app, ops.candles, async ({ user, params, query }) => ({
    data: await candles(app.db, await tokenPool(user?.id ?? null, params.mint), query.range),
  }));

  registerOperation(app, ops.trades, async ({ user, params }) => ({
    data: await recentTrades(app.db, await tokenPool(user?.id ?? null, params.mint)),
  }));
};
