/** Liquidity pools, each route registered from its contract (packages/shared `liquidityOperations`). */
import { liquidityOperations as ops, normalizeMint, TEXTS } from '@toolkit/shared';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { registerOperation } from '../../lib/operation-route.ts';
import { registerLiquidityKinds } from './liquidity-kinds.ts';
import { createLiquidityService, type LiquidityQuote } from './liquidity-service.ts';
import { createTopUps } from './liquidity-topup.ts';
import { recoverTopUps } from './liquidity-topup-recovery.ts';
import { createLpPositions } from './lp-positions.ts';
import { createPoolCreation } from './pool-creation.ts';
import { poolHistory } from './pool-history.ts';
import { createPoolReader } from './pool-reader.ts';
import { createPoolSequencer } from './pool-sequencer.ts';
import { mintPrices, poolStats } from './pool-stats.ts';
import { readTokenInfos } from './token-info.ts';
import { walletTokens } from './wallet-tokens.ts';

/** Building a transaction reads the chain several times: bounded per client. */
export const BUILD_RATE_LIMIT = { rateLimit: { max: 600, timeWindow: '1 minute' } };
/** The public pool list reads every listed pool from the chain: anonymous callers included, bounded per client. */
export const POOL_LIST_RATE_LIMIT = { rateLimit: { max: 300, timeWindow: '1 minute' } };

const moved = (m: LiquidityQuote) => ({
  baseAmount: m.baseAmount.toString(),
  quoteAmount: m.quoteAmount.toString(),
  lpAmount: m.lpAmount.toString(),
  minimum: { baseAmount: m.minimum.baseAmount.toString(), quoteAmount: m.minimum.quoteAmount.toString(), lpAmount: m.minimum.lpAmount.toString() },
});

export const liquidityRoutes: FastifyPluginAsync = async (app) => {
  const pools = createPoolReader(app);
  const creation = createPoolCreation(app, pools.store);
  const liquidity = createLiquidityService(app, pools);
  const sequencer = createPoolSequencer(app);
  const topUps = createTopUps(app, sequencer);
  registerLiquidityKinds(app, pools, sequencer, topUps);
  recoverTopUps(app, pools, sequencer, topUps);
  const config = BUILD_RATE_LIMIT;

  registerOperation(
    app,
    ops.init,
    async ({ user, body }) => {
      const created = await creation.init(user, body);
      return { pool: created.pool, message: TEXTS.poolCreated, transaction: created.transaction, lpAmount: created.lpAmount.toString() };
    },
    { config },
  );

  registerOperation(
    app,
    ops.add,
    async ({ user, body }) => {
      const { transaction, deposit } = await liquidity.add(user, body);
      return { message: TEXTS.liquidityAdded, transaction, data: moved(deposit) };
    },
    { config },
  );

  registerOperation(
    app,
    ops.remove,
    async ({ user, body }) => {
      const { transaction, withdrawal } = await liquidity.remove(user, body);
      return { message: TEXTS.liquidityRemoved, transaction, data: moved(withdrawal) };
    },
    { config },
  );

  registerOperation(app, ops.pool, async ({ user, params }) => {
    const { row, rpc } = await pools.poolFor(user?.id ?? null, params.pool);
    return { data: await pools.view(row, rpc) };
  });

  registerOperation(app, ops.poolHistory, async ({ user, params }) => {
    const { row } = await pools.poolFor(user?.id ?? null, params.pool);
    return { data: await poolHistory(app.db, row) };
  });

  registerOperation(
    app,
    ops.pools,
    async ({ user, query }) => {
      const mine = query.mine === 'true';
      if (mine && !user) throw new AppError('SIGN_IN_REQUIRED');
      const { choice, rpc } = await app.clusters.rpcFor(user?.id ?? null);
      const page = await pools.store.activePage(choice.rpcUrl, query, mine ? user!.id : undefined);
      return { data: await poolStats(app, pools, page.items, rpc), nextCursor: page.nextCursor };
    },
    { config: POOL_LIST_RATE_LIMIT },
  );

  registerOperation(app, ops.prices, async ({ user, query }) => {
    const { choice, rpc } = await app.clusters.rpcFor(user?.id ?? null);
    const rows = await pools.store.active(choice.rpcUrl);
    return { data: await mintPrices(app, rows, rpc, query.mints) };
  });

  registerOperation(app, ops.walletTokens, async ({ user }) => {
    const { rpc } = await app.clusters.rpcFor(user.id);
    return { data: await walletTokens(rpc, user.phantomAddress) };
  });

  const lp = createLpPositions(app, pools, sequencer);
  registerOperation(app, ops.lpBurn, async ({ user, body }) => ({ transaction: await lp.burn(user, body) }), { config });
  registerOperation(app, ops.lpLock, async ({ user, body }) => ({ transaction: await lp.lock(user, body) }), { config });
  registerOperation(app, ops.lpUnlock, async ({ user, body }) => ({ transaction: await lp.unlock(user, body.lockId) }), { config });
  registerOperation(app, ops.lpLocks, async ({ user }) => ({ data: await lp.locks(user.id) }));

  registerOperation(app, ops.tokenInfo, async ({ user, query }) => {
    const { rpc } = await app.clusters.rpcFor(user?.id ?? null);
    const mint = normalizeMint(query.mint);
    const [info] = await readTokenInfos(rpc, [mint]);
    if (!info) throw new AppError('POOL_TOKEN_NOT_FOUND', { context: { mint } });
    return { data: info };
  });
};
