/**
 * Each user's daily upload allowance. Unused uploads are kept a day before housekeeping removes
 * them, so without an allowance anyone signed in could fill the disk at the rate limit. Counted in
 * the database under a per-user lock, so it holds across requests in flight and across instances.
 */
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index.ts';
import { uploads } from '../../db/schema.ts';

/** The allowance's window: what was uploaded longer ago no longer counts. */
export const UPLOAD_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Records `bytes` for the user and answers true, or answers false (recording nothing) when they would exceed the allowance. */
export async function reserveUploadBytes(app: FastifyInstance, userId: string, bytes: number): Promise<boolean> {
  return app.locks.withLock(`uploads:${userId}`, async () => {
    const since = new Date(Date.now() - UPLOAD_WINDOW_MS);
    const [used] = await app.db
      .select({ bytes: sql<string>`coalesce(sum(${uploads.bytes}), 0)` })
      .from(uploads)
      .where(and(eq(uploads.userId, userId), gt(uploads.createdAt, since)));
    if (Number(used?.bytes ?? 0) + bytes > app.config.uploadQuotaBytesPerDay) return false;
    await app.db.insert(uploads).values({ userId, bytes });
    return true;
  });
}

/** Forgets upload records made before `olderThan` (past the window they count for nothing); how many went. */
export async function forgetUploadsBefore(db: Db, olderThan: Date): Promise<number> {
  return (await db.delete(uploads).where(lt(uploads.createdAt, olderThan)).returning({ id: uploads.id })).length;
}
