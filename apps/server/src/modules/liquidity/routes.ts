/** Liquidity pools on the AMM program, each route registered from its contract (packages/shared `liquidityOperations`). */
import { liquidityOperations as ops, normalizeMint, TEXTS } from '@toolkit/shared';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { registerOperation } from '../../lib/operation-route.ts';
import { registerLiquidityKinds } from './liquidity-kinds.ts';
import { createLiquidityService, type LiquidityQuote } from './liquidity-service.ts';
import { createLpBurn } from './lp-burn.ts';
import { createLpLocks } from './lp-lock.ts';
import { createPoolCreation } from './pool-creation.ts';
import { poolHistory } from './pool-history.ts';
import { poolsPage } from './pools-page.ts';
import { mintPrices, poolStats, solPriceInr } from './pool-stats.ts';
import { createProgramPools } from './program-pools.ts';
import { readTokenInfos } from './token-info.ts';
import { walletTokens } from './wallet-tokens.ts';

/** Building a transaction reads the chain several times: bounded per client. */
export const BUILD_RATE_LIMIT = { rateLimit: { max: 600, timeWindow: '1 minute' } };
/** The public pool list reads every pool of the program from the chain: anonymous callers included, bounded per client. */
export const POOL_LIST_RATE_LIMIT = { rateLimit: { max: 300, timeWindow: '1 minute' } };

const moved = (m: LiquidityQuote) => ({
  baseAmount: m.baseAmount.toString(),
  quoteAmount: m.quoteAmount.toString(),
  lpAmount: m.lpAmount.toString(),
  minimum: { baseAmount: m.minimum.baseAmount.toString(), quoteAmount: m.minimum.quoteAmount.toString(), lpAmount: m.minimum.lpAmount.toString() },
  ...(m.maximum ? { maximum: { baseAmount: m.maximum.baseAmount.toString(), quoteAmount: m.maximum.quoteAmount.toString() } } : {}),
});

export const liquidityRoutes: FastifyPluginAsync = async (app) => {
  const pools = createProgramPools(app);
  const creation = createPoolCreation(app, pools);
  const liquidity = createLiquidityService(app, pools);
  const burn = createLpBurn(app, pools);
  const lpLocks = createLpLocks(app, pools);
  registerLiquidityKinds(app);
  const config = BUILD_RATE_LIMIT;

  registerOperation(
    app,
    ops.init,
    async ({ user, body }) => {
      const created = await creation.init(user, body);
      return {
        pool: created.pool,
        message: TEXTS.poolCreated,
        transaction: created.transaction,
        lpAmount: created.lpAmount.toString(),
        cost: created.cost,
      };
    },
    { config },
  );

  registerOperation(app, ops.initQuote, async ({ user, body }) => ({ data: await creation.quote(user?.id ?? null, body) }), { config });

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
    const where = await pools.forUser(user?.id ?? null);
    return { data: await pools.view(where, await pools.pool(where, params.pool)) };
  });

  registerOperation(app, ops.poolHistory, async ({ user, params }) => {
    const where = await pools.forUser(user?.id ?? null);
    return { data: await poolHistory(app, where, await pools.pool(where, params.pool)) };
  });

  registerOperation(
    app,
    ops.pools,
    async ({ user, query }) => {
      const mine = query.mine === 'true';
      if (mine && !user) throw new AppError('SIGN_IN_REQUIRED');
      const where = await pools.forUser(user?.id ?? null);
      const all = await pools.all(where);
      const page = poolsPage(all, query, mine ? user!.phantomAddress : undefined);
      return { data: await poolStats(app, where, page.items, await pools.views(where, page.items)), nextCursor: page.nextCursor };
    },
    { config: POOL_LIST_RATE_LIMIT },
  );

  registerOperation(app, ops.prices, async ({ user, query }) => {
    const where = await pools.forUser(user?.id ?? null);
    // Each mint's pools found by the mint (an index scan), not the whole program's.
    const found = await Promise.all(query.mints.map((m) => pools.all(where, m)));
    const unique = [...new Map(found.flat().map((p) => [p.address, p])).values()];
    return { data: mintPrices(unique, query.mints, await solPriceInr(app, where)) };
  });

  registerOperation(app, ops.walletTokens, async ({ user }) => {
    const { rpc } = await app.clusters.rpcFor(user.id);
    return { data: await walletTokens(rpc, user.phantomAddress) };
  });

  registerOperation(app, ops.lpBurn, async ({ user, body }) => ({ transaction: await burn(user, body) }), { config });
  registerOperation(app, ops.lpLock, async ({ user, body }) => await lpLocks.lock(user, body), { config });
  registerOperation(app, ops.lpUnlock, async ({ user, body }) => ({ transaction: await lpLocks.unlock(user, body.lockId) }), { config });
  registerOperation(app, ops.lpLocks, async ({ user }) => ({ data: await lpLocks.locks(user) }));

  registerOperation(app, ops.tokenInfo, async ({ user, query }) => {
    const { rpc } = await app.clusters.rpcFor(user?.id ?? null);
    const mint = normalizeMint(query.mint);
    const [info] = await readTokenInfos(rpc, [mint]);
    if (!info) throw new AppError('POOL_TOKEN_NOT_FOUND', { context: { mint } });
    return { data: info };
  });
};
