/**
 * Transactions the server built but the wallet never signed stay in `pending_transactions` with
 * status 'built', each holding its sealed one-off keys (a new mint's key, say). Their blockhash
 * dies within about 60-90 s on every cluster, so after an hour they can never be submitted: they
 * go. Judged by age, not by block height, because rows of several clusters share the table and an
 * age needs no RPC. Rows past 'built' ('submitting', 'confirmed', 'failed') answer retries of the
 * same transaction and are never touched. One exception: a metadata update the wallet may have sent
 * to the chain itself is asked about first (published-updates.ts).
 */
import { and, eq, lt, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { pendingTransactions } from '../../db/schema.ts';
import { metadataUpdatesToKeep, type ReadMetadataUris } from './published-updates.ts';

/** Far beyond any blockhash's life (150 blocks), so a row still usable is never deleted. */
export const BUILT_TRANSACTION_TTL_MS = 60 * 60 * 1000;

/**
 * Deletes 'built' rows created before `olderThan`, except metadata updates whose document the
 * mint still points at or that the chain could not be asked about (`readMetadataUris`; without
 * it, every metadata update stays). Returns how many went.
 */
export async function deleteExpiredBuiltTransactions(db: Db, olderThan: Date, readMetadataUris?: ReadMetadataUris): Promise<number> {
  const keep = await metadataUpdatesToKeep(db, olderThan, readMetadataUris);
  // A submission claims its row with UPDATE ... WHERE status = 'built': whichever of the two runs
  // first wins, and an hour-old blockhash would be refused by the chain anyway.
  const deleted = await db
    .delete(pendingTransactions)
    .where(
      and(
        eq(pendingTransactions.status, 'built'),
        lt(pendingTransactions.createdAt, olderThan),
        keep.length > 0 ? notInArray(pendingTransactions.id, keep) : undefined,
      ),
    )
    .returning({ id: pendingTransactions.id });
  return deleted.length;
}
