/**
 * Each user's daily upload allowance. Unused uploads are kept a day before housekeeping removes
 * them, so without an allowance anyone signed in could fill the disk at the rate limit. Counted in
 * the database under a per-user lock, so it holds across requests in flight and across instances.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { uploads } from '../../db/schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Records `bytes` for the user and answers true, or answers false (recording nothing) when they would exceed the allowance. */
export async function reserveUploadBytes(app: FastifyInstance, userId: string, bytes: number): Promise<boolean> {
  return app.locks.withLock(`uploads:${userId}`, async () => {
    const since = new Date(Date.now() - DAY_MS);
    const [used] = await app.db
      .select({ bytes: sql<string>`coalesce(sum(${uploads.bytes}), 0)` })
      .from(uploads)
      .where(and(eq(uploads.userId, userId), gt(uploads.createdAt, since)));
    if (Number(used?.bytes ?? 0) + bytes > app.config.uploadQuotaBytesPerDay) return false;
    await app.db.insert(uploads).values({ userId, bytes });
    return true;
  });
}
