import {
  addLiquiditySchema,
  dataResponse,
  errorResponseSchema,
  initPoolSchema,
  LIQUIDITY_TEXTS,
  poolParamsSchema,
  poolsQuerySchema,
  poolStatsSchema,
  poolViewSchema,
  priceEntrySchema,
  pricesQuerySchema,
  quoteRequestSchema,
  removeLiquiditySchema,
  swapQuoteSchema,
  swapRequestSchema,
  type SwapDirection,
  mintQuerySchema,
  normalizeMint,
  poolHistoryPointSchema,
  poolTokenInfoSchema,
  spotPrice,
  walletTokenSchema,
} from '@toolkit/shared';
import { and, asc, eq, gte } from 'drizzle-orm';
import { poolSwaps, users } from '../../db/schema.ts';
import { readTokenInfos } from './token-info.ts';
import { walletTokens } from './wallet-tokens.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { currentUser } from '../../plugins/auth.ts';
import { registerPoolKinds } from './pool-kinds.ts';
import { createPoolService } from './pool-service.ts';
import { mintPrices, poolStats } from './pool-stats.ts';

const txResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  transaction: z.string(),
  data: z.object({ baseAmount: z.string(), quoteAmount: z.string(), lpAmount: z.string() }),
});

export const liquidityRoutes: FastifyPluginAsyncZod = async (app) => {
  const pools = createPoolService(app);
  registerPoolKinds(app);
  const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };
  const common = { tags: ['liquidity'], security: [{ bearer: [] }] };
  // Building a transaction reads the chain several times: bounded per client.
  const buildLimit = { rateLimit: { max: 600, timeWindow: '1 minute' } };

  app.post('/liquidity/init', {
    preHandler: app.authenticate,
    config: buildLimit,
    schema: {
      ...common,
      summary: 'Build the pool creation transaction (vaults, LP mint, both deposits, LP, 0.15 SOL fee)',
      body: initPoolSchema,
      response: { 200: z.object({ success: z.literal(true), pool: z.string(), message: z.string(), transaction: z.string(), lpAmount: z.string() }), ...errors },
    },
    handler: async (request) => {
      const r = await pools.init(currentUser(request).id, request.body);
      return { success: true as const, pool: r.pool, message: LIQUIDITY_TEXTS.poolCreated, transaction: r.transaction, lpAmount: r.lpAmount.toString() };
    },
  });

  app.post('/liquidity/add', {
    preHandler: app.authenticate,
    config: buildLimit,
    schema: { ...common, summary: 'Build a deposit in the current ratio; LP minted proportionally', body: addLiquiditySchema, response: { 200: txResponse, ...errors } },
    handler: async (request) => {
      const r = await pools.add(currentUser(request).id, request.body);
      return {
        success: true as const,
        message: LIQUIDITY_TEXTS.liquidityAdded,
        transaction: r.transaction,
        data: { baseAmount: r.deposit.baseAmount.toString(), quoteAmount: r.deposit.quoteAmount.toString(), lpAmount: r.deposit.lpAmount.toString() },
      };
    },
  });

  app.post('/liquidity/remove', {
    preHandler: app.authenticate,
    config: buildLimit,
    schema: { ...common, summary: 'Build a withdrawal: burn LP, receive the share of both sides', body: removeLiquiditySchema, response: { 200: txResponse, ...errors } },
    handler: async (request) => {
      const r = await pools.remove(currentUser(request).id, request.body);
      return {
        success: true as const,
        message: LIQUIDITY_TEXTS.liquidityRemoved,
        transaction: r.transaction,
        data: { baseAmount: r.baseAmount.toString(), quoteAmount: r.quoteAmount.toString(), lpAmount: r.lpAmount.toString() },
      };
    },
  });

  app.post('/liquidity/quote', {
    preHandler: app.identify,
    schema: { tags: ['liquidity'], summary: 'Quote a swap from the reserves on chain', body: quoteRequestSchema, response: { 200: dataResponse(swapQuoteSchema), ...errors } },
    handler: async (request) => ({
      success: true as const,
      data: await pools.quote(request.user?.id ?? null, request.body.pool, request.body.direction, request.body.amount),
    }),
  });

  for (const direction of ['xy', 'yx'] as const satisfies SwapDirection[]) {
    app.post(`/liquidity/swap/${direction}`, {
      preHandler: app.authenticate,
      config: buildLimit,
      schema: {
        ...common,
        summary: direction === 'xy' ? 'Build a swap base -> quote' : 'Build a swap quote -> base',
        body: swapRequestSchema,
        response: { 200: dataResponse(z.object({ tx: z.string(), quote: swapQuoteSchema })), ...errors },
      },
      handler: async (request) => ({ success: true as const, data: await pools.swap(currentUser(request).id, direction, request.body) }),
    });
  }

  app.get('/liquidity/pool/:pool', {
    preHandler: app.identify,
    schema: { tags: ['liquidity'], summary: 'A pool with its reserves and LP supply read from chain', params: poolParamsSchema, response: { 200: dataResponse(poolViewSchema), ...errors } },
    handler: async (request) => ({ success: true as const, data: await pools.pool(request.user?.id ?? null, request.params.pool) }),
  });

  app.get('/liquidity/pools', {
    preHandler: app.identify,
    schema: {
      tags: ['liquidity'],
      summary: "Every pool on the caller's network with liquidity, volume, fees and APR (24 h); mine=true: the caller's pools",
      querystring: poolsQuerySchema,
      response: { 200: dataResponse(poolStatsSchema.array()), ...errors },
    },
    handler: async (request) => {
      const userId = request.user?.id ?? null;
      if (request.query.mine === 'true' && !userId) throw new AppError('UNAUTHORIZED', 'Please connect your wallet');
      const { choice, rpc } = await app.clusters.rpcFor(userId);
      const rows = await pools.store.active(choice.rpcUrl, request.query.mine === 'true' ? userId! : undefined);
      return { success: true as const, data: await poolStats(app, pools, rows, rpc) };
    },
  });

  app.get('/liquidity/pool/:pool/history', {
    preHandler: app.identify,
    schema: {
      tags: ['liquidity'],
      summary: "The pool's price and reserves after each swap of the last 7 days, oldest first",
      params: poolParamsSchema,
      response: { 200: dataResponse(poolHistoryPointSchema.array()), ...errors },
    },
    handler: async (request) => {
      await pools.pool(request.user?.id ?? null, request.params.pool);
      const row = (await pools.store.byAddress(request.params.pool))!;
      const rows = await app.db
        .select()
        .from(poolSwaps)
        .where(and(eq(poolSwaps.poolId, row.id), gte(poolSwaps.createdAt, new Date(Date.now() - 7 * 24 * 3600_000))))
        .orderBy(asc(poolSwaps.createdAt))
        .limit(500);
      return {
        success: true as const,
        data: rows
          .filter((s) => s.baseReserveAfter && s.quoteReserveAfter)
          .map((s) => ({
            time: s.createdAt.toISOString(),
            price: spotPrice(BigInt(s.baseReserveAfter!), BigInt(s.quoteReserveAfter!), row.baseDecimals, row.quoteDecimals),
            baseReserve: s.baseReserveAfter!,
            quoteReserve: s.quoteReserveAfter!,
          })),
      };
    },
  });

  app.get('/liquidity/wallet-tokens', {
    preHandler: app.authenticate,
    schema: { ...common, summary: "The connected wallet's SOL and tokens with balances (base units)", response: { 200: dataResponse(walletTokenSchema.array()), ...errors } },
    handler: async (request) => {
      const user = currentUser(request);
      const [u] = await app.db.select({ address: users.phantomAddress }).from(users).where(eq(users.id, user.id));
      const { rpc } = await app.clusters.rpcFor(user.id);
      return { success: true as const, data: await walletTokens(rpc, u!.address) };
    },
  });

  app.get('/liquidity/token-info', {
    preHandler: app.identify,
    schema: { tags: ['liquidity'], summary: 'Name, symbol, decimals and program of a mint', querystring: mintQuerySchema, response: { 200: dataResponse(poolTokenInfoSchema), ...errors } },
    handler: async (request) => {
      const { rpc } = await app.clusters.rpcFor(request.user?.id ?? null);
      const mint = normalizeMint(request.query.mint);
      const [info] = await readTokenInfos(rpc, [mint]);
      if (!info) throw new AppError('NOT_FOUND', LIQUIDITY_TEXTS.mintNotFound(mint));
      return { success: true as const, data: info };
    },
  });

  app.get('/liquidity/prices', {
    preHandler: app.identify,
    schema: {
      tags: ['liquidity'],
      summary: 'Price in SOL and rupees, and pool liquidity in rupees, for each mint (null without a SOL pool)',
      querystring: pricesQuerySchema,
      response: { 200: dataResponse(z.record(z.string(), priceEntrySchema)), ...errors },
    },
    handler: async (request) => {
      const { choice, rpc } = await app.clusters.rpcFor(request.user?.id ?? null);
      const rows = await pools.store.active(choice.rpcUrl);
      return { success: true as const, data: await mintPrices(app, rows, rpc, request.query.mints) };
    },
  });

};
