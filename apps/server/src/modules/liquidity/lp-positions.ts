/**
 * LP burn and LP lock (issue 11.6, as Raydium's Burn & Earn and Jupiter Lock): a holder burns LP
 * for good, or locks it in the pool's lock account until a date. A lock is released only to its
 * owner and only after the date: the pool authority signs the release, and only for a transaction
 * this server built from a due lock of the caller's (checked again under the lock's own lock at
 * submission). What it does not guarantee: the pool's funds are held by the server's pool keys
 * (README "Trust model"), so a burn or lock binds the LP tokens, not the server.
 */
import { address, type Instruction } from '@solana/kit';
import { lpBurnInstructions, lpLockAccountOf, lpLockInstructions, lpUnlockInstructions } from '@toolkit/chain';
import type { LpBurnRequest, LpLockRequest, LpLockView } from '@toolkit/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { lpBurns, lpLocks, pools as poolsTable } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { SessionUserLike } from '../../lib/operation-route.ts';
import {
  buildTransactionMessage,
  requireFunds,
  userTransactionContext,
  type FundsSpent,
  type PendingTransaction,
  type UserTransactionContext,
} from '../transactions/index.ts';
import { lpSpend } from './liquidity-funds.ts';
import { amountOf } from './pool-amounts.ts';
import type { PoolReader } from './pool-reader.ts';
import { poolLockKey, poolSides } from './pool-row.ts';
import type { PoolSequencer } from './pool-sequencer.ts';
import type { PoolRow } from './pool-store.ts';

export const LP_KINDS = { burn: 'pool.lp-burn', lock: 'pool.lp-lock', unlock: 'pool.lp-unlock' } as const;
const COMPUTE_UNITS = 60_000;
const TOKEN_ACCOUNT_SIZE = 165n;

const lockOf = (p: PendingTransaction) => p.context.lockId as string;

export function createLpPositions(app: FastifyInstance, pools: PoolReader, sequencer: PoolSequencer) {
  const { db } = app;

  async function prepare(
    user: SessionUserLike,
    tx: UserTransactionContext,
    row: PoolRow,
    kind: string,
    instructions: Instruction[],
    poolSigns: boolean,
    context: Record<string, unknown>,
  ) {
    const message = await buildTransactionMessage({
      rpc: tx.rpc,
      feePayer: user.phantomAddress,
      instructions,
      prioritySol: tx.prioritySol,
      computeUnitLimit: COMPUTE_UNITS,
      version: 0,
    });
    const prepared = await app.transactions.prepare({
      userId: user.id,
      kind,
      message,
      rpcUrl: tx.rpcUrl,
      serverSigners: poolSigns ? [{ type: 'custodial', address: row.address }] : [],
      context: { pool: row.address, ...context },
    });
    return prepared.transaction;
  }

  /** The pool and the LP amount asked for. */
  async function lpAsked(tx: UserTransactionContext, poolAddress: string, amountText: string) {
    const row = await pools.activePool(poolAddress, tx.rpcUrl);
    return { row, amount: amountOf(amountText, row.lpDecimals, 'amount') };
  }

  /** The user's wallet pays the fees of `signatures` and what `spent` names, or the request is refused (issue 15.3). */
  const requireUserFunds = (user: SessionUserLike, tx: UserTransactionContext, signatures: number, spent: FundsSpent) =>
    requireFunds(tx.rpc, user.phantomAddress, { signatures, prioritySol: tx.prioritySol, ...spent });

  async function lockRow(userId: string, lockId: string) {
    const [lock] = await db
      .select({ lock: lpLocks, pool: poolsTable })
      .from(lpLocks)
      .innerJoin(poolsTable, eq(poolsTable.id, lpLocks.poolId))
      .where(and(eq(lpLocks.id, lockId), eq(lpLocks.userId, userId)));
    if (!lock) throw new AppError('LP_LOCK_NOT_FOUND');
    if (lock.lock.status !== 'locked') throw new AppError('LP_LOCK_RELEASED');
    if (lock.lock.unlockAt.getTime() > Date.now()) throw new AppError('LP_LOCK_NOT_DUE', { context: { unlockAt: lock.lock.unlockAt.toISOString() } });
    return lock;
  }

  // A burn takes LP supply the pool's deposits and withdrawals are decided on: the sequencer
  // reserves it while it is in flight (pool-sequencer.ts), under the pool's lock only to send it.
  app.transactions.registerKind(LP_KINDS.burn, {
    lockKey: (p) => poolLockKey(p.context.pool as string),
    lockThrough: 'send',
    async beforeSubmit(p) {
      const row = await pools.store.byAddress(p.context.pool as string);
      if (!row) throw new AppError('POOL_NOT_FOUND');
      const burned = BigInt(p.context.amount as string);
      await sequencer.openLiquidity({
        poolId: row.id,
        transactionId: p.id,
        userId: p.userId,
        kind: 'burn',
        baseDelta: 0n,
        quoteDelta: 0n,
        lpDelta: -burned,
      });
    },
    async afterFailure(p) {
      await sequencer.drop(p.id);
    },
    async afterConfirm(p) {
      const row = await pools.store.byAddress(p.context.pool as string);
      await sequencer.close(p.id, null);
      if (row)
        await db
          .insert(lpBurns)
          .values({ poolId: row.id, userId: p.userId, amount: p.context.amount as string, signature: p.signature })
          .onConflictDoNothing();
    },
  });
  app.transactions.registerKind(LP_KINDS.lock, {
    async afterConfirm(p) {
      const row = await pools.store.byAddress(p.context.pool as string);
      if (!row) return;
      await db
        .insert(lpLocks)
        .values({
          poolId: row.id,
          userId: p.userId,
          amount: p.context.amount as string,
          unlockAt: new Date(p.context.unlockAt as string),
          signature: p.signature,
        })
        .onConflictDoNothing();
    },
  });
  app.transactions.registerKind(LP_KINDS.unlock, {
    // One release per lock: the check and the release run under the lock's own lock.
    lockKey: (p) => `lp-lock:${lockOf(p)}`,
    async beforeSubmit(p) {
      await lockRow(p.userId, lockOf(p));
    },
    async afterConfirm(p) {
      await db
        .update(lpLocks)
        .set({ status: 'unlocked' })
        .where(eq(lpLocks.id, lockOf(p)));
    },
  });

  return {
    async burn(user: SessionUserLike, body: LpBurnRequest): Promise<string> {
      const tx = await userTransactionContext(app, user.id);
      const { row, amount } = await lpAsked(tx, body.pool, body.amount);
      await requireUserFunds(user, tx, 1, { spend: lpSpend(poolSides(row), amount, 'amount') });
      const instructions = await lpBurnInstructions(poolSides(row), user.phantomAddress, amount);
      return prepare(user, tx, row, LP_KINDS.burn, instructions, false, { amount: amount.toString() });
    },

    async lock(user: SessionUserLike, body: LpLockRequest): Promise<string> {
      const unlockAt = new Date(body.unlockAt);
      if (unlockAt.getTime() <= Date.now()) throw new AppError('LP_UNLOCK_IN_PAST', { field: 'unlockAt' });
      const tx = await userTransactionContext(app, user.id);
      const { row, amount } = await lpAsked(tx, body.pool, body.amount);
      const sides = poolSides(row);
      const { value: existing } = await tx.rpc.getAccountInfo(address(await lpLockAccountOf(sides)), { encoding: 'base64' }).send();
      const rent = existing ? null : await tx.rpc.getMinimumBalanceForRentExemption(TOKEN_ACCOUNT_SIZE).send();
      // The pool signs (and the user pays its signature) only when the lock account is created.
      await requireUserFunds(user, tx, rent === null ? 1 : 2, { spend: lpSpend(sides, amount, 'amount'), lamports: rent ?? 0n });
      const instructions = await lpLockInstructions(sides, user.phantomAddress, amount, rent);
      return prepare(user, tx, row, LP_KINDS.lock, instructions, rent !== null, { amount: amount.toString(), unlockAt: unlockAt.toISOString() });
    },

    async unlock(user: SessionUserLike, lockId: string): Promise<string> {
      const { lock, pool } = await lockRow(user.id, lockId);
      const tx = await userTransactionContext(app, user.id);
      const row = await pools.activePool(pool.address, tx.rpcUrl);
      await requireUserFunds(user, tx, 2, { receives: [row.lpMint] });
      const instructions = await lpUnlockInstructions(poolSides(row), user.phantomAddress, BigInt(lock.amount));
      return prepare(user, tx, row, LP_KINDS.unlock, instructions, true, { lockId, amount: lock.amount });
    },

    async locks(userId: string): Promise<LpLockView[]> {
      const rows = await db
        .select({ lock: lpLocks, pool: poolsTable })
        .from(lpLocks)
        .innerJoin(poolsTable, eq(poolsTable.id, lpLocks.poolId))
        .where(eq(lpLocks.userId, userId))
        .orderBy(desc(lpLocks.createdAt));
      return rows.map(({ lock, pool }) => ({
        id: lock.id,
        pool: pool.address,
        lpMint: pool.lpMint,
        lpDecimals: pool.lpDecimals,
        amount: lock.amount,
        unlockAt: lock.unlockAt.toISOString(),
        status: lock.status,
      }));
    },
  };
}
