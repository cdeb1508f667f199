/**
 * The wash-trading guard: a user's own wallets must never trade with each other. An order (at
 * creation, on resume and before every fill) is refused when
 * - the user has another open order on the same pool on the other side (both buying and selling
 *   the pool at once), or
 * - another wallet of the user (the connected wallet, the admin wallet or a generated one) traded
 *   the other side of the same pool in the last 10 minutes: read from the trades indexer (every
 *   swap on the pool, whoever sent it) and from this app's own fills (which the indexer may not
 *   have read yet).
 * The refusal names what it would mirror, in plain words.
 */
import { and, eq, gt, inArray, ne, type SQL } from 'drizzle-orm';
import type { CpmmPoolSnapshot } from '@toolkit/chain';
import { BOT_TEXTS, BOT_WASH_WINDOW_SECONDS, shortenAddress, type BotSide, type Cluster } from '@toolkit/shared';
import type { FastifyInstance } from 'fastify';
import { botFills, botOrders, poolTrades, users } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';

export interface GuardedOrder {
  id?: string;
  network: Cluster;
  userId: string;
  wallet: string;
  pool: string;
  rpcUrl: string;
  side: BotSide;
  quoteMint: string;
}

const opposite = (side: BotSide): BotSide => (side === 'buy' ? 'sell' : 'buy');

export async function userWallets(app: FastifyInstance, userId: string): Promise<string[]> {
  const [user] = await app.db.select({ address: users.phantomAddress }).from(users).where(eq(users.id, userId));
  return [...(user ? [user.address] : []), ...(await app.wallets.walletsOf(userId)).keys()];
}

/** How the guard brings the trades indexer up to date and reads a user's wallets (the scheduler shares both among its fills). */
export interface GuardReads {
  catchUp(order: GuardedOrder, pool: CpmmPoolSnapshot): Promise<void>;
  userWallets(userId: string): Promise<string[]>;
}

export const freshGuardReads = (app: FastifyInstance): GuardReads => ({
  catchUp: (order, pool) => app.trades.catchUp({ network: order.network, rpcUrl: order.rpcUrl, isMainnet: order.network === 'mainnet' }, pool),
  userWallets: (userId) => userWallets(app, userId),
});

/**
 * Throws BOT_WASH_TRADING when the order would trade with another of the user's wallets. `pool`:
 * the pool as just read, so on the local chain the indexer first reads its newest swaps; `nowMs`:
 * the pool's chain's time.
 */
export async function assertNotWashTrading(
  app: FastifyInstance,
  order: GuardedOrder,
  pool: CpmmPoolSnapshot,
  nowMs: number,
  reads: GuardReads = freshGuardReads(app),
): Promise<void> {
  const { db } = app;
  const other = opposite(order.side);
  const doing = order.side === 'buy' ? 'buy' : 'sell';
  /** The user's orders on this pool (of this cluster). */
  const ownOnPool = (...more: (SQL | undefined)[]) =>
    and(eq(botOrders.userId, order.userId), eq(botOrders.rpcUrl, order.rpcUrl), eq(botOrders.pool, order.pool), ...more);

  const mirrored = await db
    .select({ id: botOrders.id })
    .from(botOrders)
    .where(ownOnPool(eq(botOrders.side, other), inArray(botOrders.status, ['active', 'paused']), order.id ? ne(botOrders.id, order.id) : undefined))
    .limit(1);
  if (mirrored.length) {
    throw new AppError('BOT_WASH_TRADING', {
      field: 'side',
      context: { reason: BOT_TEXTS.washOwnOrders(other === 'buy' ? 'buys' : 'sells', doing) },
    });
  }

  await reads.catchUp(order, pool);
  // On the chain's clock, as the indexer's trades are stamped.
  const since = new Date(nowMs - BOT_WASH_WINDOW_SECONDS * 1000);
  const wallets = (await reads.userWallets(order.userId)).filter((w) => w !== order.wallet);
  if (!wallets.length) return;
  // A buy spends the quote token: the other side's trades are those spending the base token.
  const trades = await db
    .select({ trader: poolTrades.trader, inputMint: poolTrades.inputMint, at: poolTrades.blockTime })
    .from(poolTrades)
    .where(
      and(eq(poolTrades.rpcUrl, order.rpcUrl), eq(poolTrades.pool, order.pool), inArray(poolTrades.trader, wallets), gt(poolTrades.blockTime, since)),
    );
  const fills = await db
    .select({ trader: botOrders.wallet, side: botOrders.side, at: botFills.landedAt })
    .from(botFills)
    .innerJoin(botOrders, eq(botFills.orderId, botOrders.id))
    .where(ownOnPool(inArray(botOrders.wallet, wallets), inArray(botFills.status, ['landed', 'sending']), gt(botFills.updatedAt, since)));
  const seen = [
    ...trades.map((t) => ({ trader: t.trader, side: (t.inputMint === order.quoteMint ? 'buy' : 'sell') as BotSide, at: t.at })),
    ...fills.map((f) => ({ trader: f.trader, side: f.side, at: f.at ?? new Date(nowMs) })),
  ]
    .filter((t) => t.side === other)
    .sort((a, b) => b.at.getTime() - a.at.getTime());
  const last = seen[0];
  if (last) {
    const minutes = Math.max(0, Math.floor((nowMs - last.at.getTime()) / 60_000));
    throw new AppError('BOT_WASH_TRADING', {
      field: 'wallet',
      context: {
        reason: BOT_TEXTS.washOtherWallet(
          shortenAddress(last.trader),
          other === 'buy' ? 'bought' : 'sold',
          minutes,
          order.side === 'buy' ? 'Buying' : 'Selling',
        ),
      },
    });
  }
}
