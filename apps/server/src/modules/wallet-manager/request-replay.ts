/**
 * Idempotent withdrawal requests: the answer of a request id is stored once it has run, and a
 * retry with the same id (a double click, a lost response) is answered from it instead of
 * withdrawing again. Callers hold the owner's lock around `replayOr`, so two copies of one
 * request never both run.
 */
import type { WithdrawResponse } from '@toolkit/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { walletWithdrawals } from '../../db/schema.ts';

export function createRequestReplay(db: Db) {
  return async function replayOr(userId: string, requestId: string | undefined, run: () => Promise<WithdrawResponse>): Promise<WithdrawResponse> {
    if (!requestId) return run();
    const [done] = await db
      .select({ result: walletWithdrawals.result })
      .from(walletWithdrawals)
      .where(and(eq(walletWithdrawals.userId, userId), eq(walletWithdrawals.requestId, requestId)));
    if (done) return done.result as unknown as WithdrawResponse;
    const response = await run();
    await db
      .insert(walletWithdrawals)
      .values({ userId, requestId, result: response as unknown as Record<string, unknown> })
      .onConflictDoNothing();
    return response;
  };
}
