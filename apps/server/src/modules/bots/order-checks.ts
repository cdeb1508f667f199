/**
 * An order checked against the chain before it is created, previewed or resumed: the wallet is
 * one of the user's, the pool exists on their network with liquidity, the amount suits the spent
 * token's decimals and the pool, an expiry is ahead, the wallet can pay every fill, and the wash-
 * trading guard lets it through. Every refusal is a 4xx naming the field; nothing is written.
 */
import { address } from '@solana/kit';
import { readCpmmPools, type CpmmPoolSnapshot } from '@toolkit/chain';
import {
  BOT_MAX_INTERVAL_SECONDS,
  BOT_TEXTS,
  checkTransferAmount,
  NATIVE_MINT,
  orderSchedule,
  type CreateBotOrderBody,
  type PoolView,
} from '@toolkit/shared';
import type { FastifyInstance } from 'fastify';
import { AppError, isAppError } from '../../lib/errors.ts';
import { createProgramPools, type PoolsAt } from '../liquidity/index.ts';
import { requireFunds, tokenAccountRent, userTransactionContext, type PayerHoldings, type UserTransactionContext } from '../transactions/index.ts';
import { wholeSecond, type BotClock } from './clock.ts';
import { planFill, spendMintOf, type FillOrder } from './fill-plan.ts';
import { assertNotWashTrading } from './wash-guard.ts';

export interface CheckedOrder {
  body: CreateBotOrderBody;
  tx: UserTransactionContext;
  where: PoolsAt;
  pool: CpmmPoolSnapshot;
  view: PoolView;
  /** Base units: per fill for a DCA, in all otherwise. */
  amount: bigint;
  total: bigint;
  count: number | null;
  intervalSeconds: number | null;
  slippage: number;
  expiresAt: Date | null;
  fillOrder: FillOrder;
  /** The pool's chain's time, whole seconds (ms): the order starts at it. */
  nowMs: number;
}

const invalid = (field: string, reason: string) => new AppError('BOT_ORDER_INVALID', { field, context: { reason } });

export async function checkOrder(app: FastifyInstance, userId: string, body: CreateBotOrderBody, clock: BotClock): Promise<CheckedOrder> {
  const wallets = await app.wallets.walletsOf(userId);
  if (!wallets.has(body.wallet)) throw new AppError('BOT_WALLET_NOT_YOURS', { field: 'wallet' });
  const tx = await userTransactionContext(app, userId);
  const pools = createProgramPools(app);
  const where = await pools.at(tx.network, tx.rpcUrl, tx.rpc);
  // An expiry the chain has passed could never be met: the chain's time is the judge.
  const nowMs = wholeSecond(await clock.chainNow(tx.rpcUrl));
  let pool: CpmmPoolSnapshot;
  try {
    pool = await pools.livePool(where, body.pool);
  } catch (e) {
    if (isAppError(e) && (e.code === 'POOL_NOT_FOUND' || e.code === 'POOL_RETIRED')) throw new AppError('BOT_POOL_NOT_FOUND', { field: 'pool' });
    if (isAppError(e) && e.code === 'POOL_EMPTY') throw new AppError('POOL_EMPTY', { field: 'pool' });
    throw e;
  }
  const view = await pools.view(where, pool);
  const spend = body.side === 'buy' ? view.quote : view.base;
  const parsed = checkTransferAmount(body.amount, spend.decimals);
  if (!parsed.ok) throw invalid('amount', parsed.message);
  const schedule = orderSchedule({ ...body, amount: parsed.base });
  let expiresAt: Date | null = null;
  if (body.expiresAt !== undefined && (body.kind === 'limit' || body.kind === 'stop-loss' || body.kind === 'take-profit')) {
    expiresAt = new Date(body.expiresAt);
    if (expiresAt.getTime() <= nowMs) throw invalid('expiresAt', BOT_TEXTS.expiresInPast);
    if (expiresAt.getTime() > nowMs + BOT_MAX_INTERVAL_SECONDS * 1000) throw invalid('expiresAt', BOT_TEXTS.expiresTooFar);
  }
  const slippage = body.slippage ?? tx.settings.swapSlippagePercent;
  const fillOrder: FillOrder = {
    kind: body.kind,
    side: body.side,
    amount: parsed.base,
    total: schedule.total,
    spent: 0n,
    count: schedule.count,
    fills: 0,
    price: body.price ?? null,
    slippage,
  };
  // The first fill must be a trade the pool can make (a price order's amount at its own price is its preview's concern).
  if (schedule.count !== null && !planFill(pool, fillOrder)) throw invalid('amount', 'The amount is too small for this pool');
  await requireOrderFunds(tx, body.wallet, pool, body.side, schedule.total, schedule.count ?? 1, body.kind === 'dca' ? 'count' : 'amount');
  await assertNotWashTrading(
    app,
    { userId, wallet: body.wallet, pool: pool.address, rpcUrl: tx.rpcUrl, network: tx.network, side: body.side, quoteMint: view.quote.mint },
    pool,
    nowMs,
  );
  return {
    body,
    tx,
    where,
    pool,
    view,
    amount: parsed.base,
    total: schedule.total,
    count: schedule.count,
    intervalSeconds: schedule.intervalSeconds,
    slippage,
    expiresAt,
    fillOrder,
    nowMs,
  };
}

/**
 * The wallet must hold what every remaining fill spends, with each fill's network fee (and the
 * wrapped-SOL account's rent while SOL passes through it): refused naming the field otherwise.
 * Answers the wallet's holdings it checked.
 */
export async function requireOrderFunds(
  tx: Pick<UserTransactionContext, 'rpc' | 'prioritySol'>,
  wallet: string,
  pool: CpmmPoolSnapshot,
  side: 'buy' | 'sell',
  spend: bigint,
  fills: number,
  field: string,
): Promise<PayerHoldings> {
  const input = spendMintOf(pool, side);
  const output = pool.state.token0Mint === input ? pool.state.token1Mint : pool.state.token0Mint;
  const solIn = input === NATIVE_MINT;
  const solInvolved = solIn || output === NATIVE_MINT;
  const decimals = pool.state.token0Mint === input ? pool.state.mint0Decimals : pool.state.mint1Decimals;
  try {
    return await requireFunds(tx.rpc, wallet, {
      lamports: (solIn ? spend : 0n) + (solInvolved ? await tokenAccountRent(tx.rpc) : 0n),
      signatures: fills,
      prioritySol: tx.prioritySol,
      spend: solIn ? undefined : { mint: input, amount: spend, decimals, field },
      receives: [output],
    });
  } catch (e) {
    if (isAppError(e) && (e.code === 'NOT_ENOUGH_SOL' || e.code === 'NOT_ENOUGH_TOKEN')) {
      throw new AppError('BOT_INSUFFICIENT_FUNDS', { field, context: { reason: `${e.message} This wallet cannot pay for every fill.` } });
    }
    throw e;
  }
}

/** The pool on chain now, or null when it is gone. */
export async function readPool(where: PoolsAt, pool: string): Promise<CpmmPoolSnapshot | null> {
  const [found] = await readCpmmPools(where.rpc, where.venue, [address(pool)]);
  return found ?? null;
}
