/** A token's market, each route registered from its contract (packages/shared `marketOperations`). */
import { marketOperations as ops } from '@toolkit/shared';
import type { FastifyPluginAsync } from 'fastify';
import { registerOperation } from '../../lib/operation-route.ts';
import { candles } from './candles.ts';
import { marketView } from './market-view.ts';
import { tokenMarket } from './token-market.ts';
import { recentTrades } from './trades.ts';

export const marketRoutes: FastifyPluginAsync = async (app) => {
  registerOperation(app, ops.market, async ({ user, params }) => ({ data: await marketView(app, user?.id ?? null, params.mint) }));

  registerOperation(app, ops.candles, async ({ user, params, query }) => {
    const { choice, main } = await tokenMarket(app, user?.id ?? null, params.mint);
    return { data: await candles(app.db, choice.rpcUrl, main, query.range) };
  });

  registerOperation(app, ops.trades, async ({ user, params }) => {
    const { choice, main } = await tokenMarket(app, user?.id ?? null, params.mint);
    return { data: await recentTrades(app.db, choice.rpcUrl, main) };
  });
};
