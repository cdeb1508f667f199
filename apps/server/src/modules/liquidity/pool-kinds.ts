/**
 * What the transaction core does with pool transactions (DESIGN.md 4). Every pool transaction
 * runs under `pool:<address>`, a lock that holds across server instances. Before the pool
 * authority signs, the vaults are re-read on chain: a transaction that would pay out more than
 * the current reserves allow (for a swap: more than the constant product after fee, so k would
 * fall) is refused with a request to re-quote, and nothing is sent. The pool's key is added only
 * there, and only to a transaction this server built (the core accepts nothing else).
 */
import { keepsK, LIQUIDITY_TEXTS, lpForDeposit, swapOut, withdrawalFor } from '@toolkit/shared';
import type { FastifyInstance } from 'fastify';
import { poolSwaps } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { PendingTransaction } from '../transactions/index.ts';
import { POOL_KINDS } from './pool-service.ts';
import { readPoolState } from './pool-state.ts';
import { createPoolStore, poolKeyContext, type PoolRow } from './pool-store.ts';

const big = (p: PendingTransaction, key: string) => BigInt(p.context[key] as string);
const poolOf = (p: PendingTransaction) => p.context.pool as string;

export function registerPoolKinds(app: FastifyInstance) {
  const store = createPoolStore(app.db);
  const lockKey = (p: PendingTransaction) => `pool:${poolOf(p)}`;
  const priceMoved = () => new AppError('CONFLICT', LIQUIDITY_TEXTS.priceMoved);

  /** The pool row, which must exist; and its reserves and LP supply as the chain has them now. */
  async function live(p: PendingTransaction, rpc: Parameters<typeof readPoolState>[0]) {
    const row = await store.byAddress(poolOf(p));
    if (!row) throw new AppError('NOT_FOUND', LIQUIDITY_TEXTS.poolNotFound);
    const state = await readPoolState(rpc, row);
    if (!state || state.baseReserve === 0n || state.quoteReserve === 0n || state.lpSupply === 0n) throw new AppError('CONFLICT', LIQUIDITY_TEXTS.poolEmpty);
    return { row, state };
  }

  app.transactions.registerKeySource(async (address) => {
    const row: PoolRow | null = await store.byAddress(address);
    return row ? app.keyVault.open(row.sealedKey, poolKeyContext(address)) : null;
  });

  app.transactions.registerKind(POOL_KINDS.init, {
    lockKey,
    async beforeSubmit(p) {
      // The pool must still be the one this transaction creates (a stale pending pool may have been replaced).
      const row = await store.byAddress(poolOf(p));
      if (!row || row.userId !== p.userId) throw new AppError('CONFLICT', LIQUIDITY_TEXTS.poolExists);
    },
    async afterConfirm(p) {
      await store.activate(poolOf(p));
    },
  });

  app.transactions.registerKind(POOL_KINDS.swap, {
    lockKey,
    async beforeSubmit(p, { rpc }) {
      const { row, state } = await live(p, rpc);
      if (row.startTime && row.startTime.getTime() > Date.now()) {
        throw new AppError('CONFLICT', LIQUIDITY_TEXTS.poolNotStarted(row.startTime.toISOString()));
      }
      const xy = p.context.direction === 'xy';
      const [reserveIn, reserveOut] = xy ? [state.baseReserve, state.quoteReserve] : [state.quoteReserve, state.baseReserve];
      const amountIn = big(p, 'amountIn');
      const amountOut = big(p, 'amountOut');
      const allowed = swapOut(amountIn, reserveIn, reserveOut, BigInt(row.feeBps)).amountOut;
      if (amountOut > allowed || !keepsK(amountIn, amountOut, reserveIn, reserveOut)) throw priceMoved();
    },
    async afterConfirm(p, { rpc }) {
      const row = await store.byAddress(poolOf(p));
      if (!row) return;
      const after = await readPoolState(rpc, row);
      await app.db
        .insert(poolSwaps)
        .values({
          poolId: row.id,
          userId: p.userId,
          signature: p.signature,
          direction: p.context.direction as 'xy' | 'yx',
          amountIn: p.context.amountIn as string,
          amountOut: p.context.amountOut as string,
          fee: p.context.fee as string,
          baseReserveAfter: after?.baseReserve.toString() ?? null,
          quoteReserveAfter: after?.quoteReserve.toString() ?? null,
        })
        .onConflictDoNothing();
    },
  });

  app.transactions.registerKind(POOL_KINDS.add, {
    lockKey,
    async beforeSubmit(p, { rpc }) {
      const { state } = await live(p, rpc);
      const owed = lpForDeposit(big(p, 'baseAmount'), big(p, 'quoteAmount'), state.baseReserve, state.quoteReserve, state.lpSupply);
      if (big(p, 'lpAmount') > owed) throw priceMoved();
    },
  });

  app.transactions.registerKind(POOL_KINDS.remove, {
    lockKey,
    async beforeSubmit(p, { rpc }) {
      const { state } = await live(p, rpc);
      if (big(p, 'lpAmount') > state.lpSupply) throw priceMoved();
      const share = withdrawalFor(big(p, 'lpAmount'), state.baseReserve, state.quoteReserve, state.lpSupply);
      if (big(p, 'baseAmount') > share.baseAmount || big(p, 'quoteAmount') > share.quoteAmount) throw priceMoved();
    },
  });
}
