/** A token's market, each route registered from its contract (packages/shared `marketOperations`). */
import { marketOperations as ops } from '@toolkit/shared';
import type { FastifyPluginAsync } from 'fastify';
import { registerOperation } from '../../lib/operation-route.ts';
import { createPoolReader } from './legacy-pool-reader.ts';
import { candles } from './candles.ts';
import { mainPool, poolsOfMint } from './main-pool.ts';
import { marketView } from './market-view.ts';
import { recentTrades } from './trades.ts';

export const marketRoutes: FastifyPluginAsync = async (app) => {
  const pools = createPoolReader(app);

  /** The caller's network (anonymous: the default) and the token's main pool on it. */
  async function tokenPool(userId: string | null, mint: string) {
    const { choice, rpc } = await app.clusters.rpcFor(userId);
    return mainPool(rpc, await poolsOfMint(pools, choice.rpcUrl, mint), mint);
  }

  registerOperation(app, ops.market, async ({ user, params }) => {
    const { choice, rpc } = await app.clusters.rpcFor(user?.id ?? null);
    return { data: await marketView(app, pools, rpc, choice.rpcUrl, params.mint) };
  });

  registerOperation(app, ops.candles, async ({ user, params, query }) => ({
    data: await candles(app.db, await tokenPool(user?.id ?? null, params.mint), query.range),
  }));

  registerOperation(app, ops.trades, async ({ user, params }) => ({
    data: await recentTrades(app.db, await tokenPool(user?.id ?? null, params.mint)),
  }));
};
