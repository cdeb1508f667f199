/**
 * LP locks made on server-held pools of earlier versions: each stays releasable by its owner
 * after its date. The pool authority signs the release, only for a transaction this server built
 * from a due lock of the caller's, checked again under the lock's own lock at submission. (New
 * locks are not offered: pools live on the AMM program now, whose LP the lock program will lock.)
 */
import type { LpLockView } from '@toolkit/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { lpLocks, pools as poolsTable } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { SessionUserLike } from '../../lib/operation-route.ts';
import { z } from 'zod';
import { buildTransactionMessage, defineKind, requireFunds, userTransactionContext } from '../transactions/index.ts';
import { lpUnlockInstructions } from './chain/index.ts';
import { poolSides } from './pool/index.ts';

export const LP_UNLOCK_KIND = 'pool.lp-unlock';
const COMPUTE_UNITS = 60_000;

/** What a release stores with its transaction: the lock it releases. */
const unlockContextSchema = z.object({ pool: z.string(), lockId: z.string(), amount: z.string() });
type UnlockContext = z.infer<typeof unlockContextSchema>;

export function createLegacyLocks(app: FastifyInstance) {
  const { db } = app;

  async function dueLock(userId: string, lockId: string) {
    const [lock] = await db
      .select({ lock: lpLocks, pool: poolsTable })
      .from(lpLocks)
      .innerJoin(poolsTable, eq(poolsTable.id, lpLocks.poolId))
      .where(and(eq(lpLocks.id, lockId), eq(lpLocks.userId, userId)));
    if (!lock) throw new AppError('LP_LOCK_NOT_FOUND');
    if (lock.lock.status !== 'locked') throw new AppError('LP_LOCK_RELEASED');
    if (lock.lock.unlockAt.getTime() > Date.now()) throw new AppError('LP_LOCK_NOT_DUE', { context: { unlockAt: lock.lock.unlockAt.toISOString() } });
    // A pool being wound down pays each lock's share to its owner once due (wind-down.ts).
    if (lock.pool.status !== 'active') throw new AppError('POOL_RETIRED');
    return lock;
  }

  return {
    /** The unlock kind, registered once by the legacy-pools plugin. */
    register() {
      app.transactions.registerKind(
        LP_UNLOCK_KIND,
        defineKind({
          context: unlockContextSchema,
          // One release per lock: the check and the release run under the lock's own lock.
          lockKey: (p) => `lp-lock:${p.context.lockId}`,
          async beforeSubmit(p) {
            await dueLock(p.userId, p.context.lockId);
          },
          async afterConfirm(p) {
            await db.update(lpLocks).set({ status: 'unlocked' }).where(eq(lpLocks.id, p.context.lockId));
          },
        }),
      );
    },

    async unlock(user: SessionUserLike, lockId: string): Promise<string> {
      const { lock, pool } = await dueLock(user.id, lockId);
      const tx = await userTransactionContext(app, user.id);
      await requireFunds(tx.rpc, user.phantomAddress, { signatures: 2, prioritySol: tx.prioritySol, receives: [pool.lpMint] });
      const instructions = await lpUnlockInstructions(poolSides(pool), user.phantomAddress, BigInt(lock.amount));
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
        kind: LP_UNLOCK_KIND,
        message,
        rpcUrl: pool.rpcUrl,
        serverSigners: [{ type: 'custodial', address: pool.address }],
        context: { pool: pool.address, lockId, amount: lock.amount } satisfies UnlockContext,
      });
      return prepared.transaction;
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
export type LegacyLocks = ReturnType<typeof createLegacyLocks>;

/** Whether `address` is a server-held pool of an earlier version (whatever its state). */
export async function isLegacyPool(db: FastifyInstance['db'], address: string): Promise<boolean> {
  const [row] = await db.select({ id: poolsTable.id }).from(poolsTable).where(eq(poolsTable.address, address));
  return row !== undefined;
}
