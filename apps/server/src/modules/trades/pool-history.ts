/**
 * Reads one pool's new transactions and records its trades. The chain lists a pool's signatures
 * newest first down to the cursor (exclusive); they are read oldest first and recorded in chunks,
 * each chunk's trades and the cursor moving past it in one database transaction. A transaction the
 * RPC cannot return yet stops the pass there, so the next pass starts from it: no gap. A trade
 * recorded twice (a pass cut short between the chain and the database) is refused by its unique
 * (cluster, signature, instruction) key: no double count.
 */
import type { Commitment, GetSignaturesForAddressApi, GetTransactionApi, Rpc, Signature } from '@solana/kit';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { poolTradeCursors, poolTrades } from '../../db/schema.ts';
import { checkedAddress } from '@toolkit/chain';
import { mapLimited } from '../../lib/map-limited.ts';
import type { ChainTransaction } from './swap-instructions.ts';
import { tradeRows, type IndexedPool } from './trade-rows.ts';

/** The most signatures one getSignaturesForAddress call answers. */
const PAGE = 1000;
/** Transactions read and recorded together. */
const CHUNK = 50;
const READS_IN_FLIGHT = 8;

export interface PoolHistoryOptions {
  commitment: Commitment;
  /** For a pool seen the first time: how many of its latest transactions to read (undefined: its whole history). */
  firstDepth?: number;
}

export type HistoryRpc = Rpc<GetSignaturesForAddressApi & GetTransactionApi>;

/** Records the pool's trades since its cursor; answers how many were recorded. */
export async function indexPoolHistory(
  db: Db,
  rpc: HistoryRpc,
  rpcUrl: string,
  programAddress: string,
  pool: IndexedPool,
  options: PoolHistoryOptions,
): Promise<number> {
  const [cursor] = await db
    .select()
    .from(poolTradeCursors)
    .where(and(eq(poolTradeCursors.rpcUrl, rpcUrl), eq(poolTradeCursors.pool, pool.address)));
  const until = (cursor?.lastSignature ?? undefined) as Signature | undefined;
  const newest: { signature: Signature; slot: bigint; err: unknown }[] = [];
  let before: Signature | undefined;
  for (;;) {
    const page = await rpc
      .getSignaturesForAddress(checkedAddress(pool.address), { until, before, limit: PAGE, commitment: options.commitment as 'confirmed' })
      .send();
    newest.push(...page);
    if (page.length < PAGE) break;
    if (!cursor && options.firstDepth !== undefined && newest.length >= options.firstDepth) break;
    before = page.at(-1)!.signature;
  }
  if (newest.length === 0) return 0;
  const pending = (!cursor && options.firstDepth !== undefined ? newest.slice(0, options.firstDepth) : newest).reverse();
  const pools = new Map([[pool.address, pool]]);
  let recorded = 0;
  for (let start = 0; start < pending.length; start += CHUNK) {
    const chunk = pending.slice(start, start + CHUNK);
    const txs = await mapLimited(chunk, READS_IN_FLIGHT, (s) =>
      s.err !== null
        ? Promise.resolve(null)
        : rpc
            .getTransaction(s.signature, { encoding: 'json', maxSupportedTransactionVersion: 0, commitment: options.commitment as 'confirmed' })
            .send(),
    );
    // Up to the first transaction the RPC does not have yet (a failed one has nothing to read).
    const ready = chunk.findIndex((s, i) => s.err === null && txs[i] === null);
    const done = ready === -1 ? chunk.length : ready;
    if (done === 0) break;
    const rows = txs
      .slice(0, done)
      .flatMap((tx) => (tx ? tradeRows(tx as unknown as ChainTransaction, programAddress, pools) : []))
      .map((row) => ({ ...row, rpcUrl }));
    const last = chunk[done - 1]!;
    await db.transaction(async (t) => {
      if (rows.length) recorded += (await t.insert(poolTrades).values(rows).onConflictDoNothing().returning({ seq: poolTrades.seq })).length;
      await t
        .insert(poolTradeCursors)
        .values({ rpcUrl, pool: pool.address, lastSignature: last.signature, lastSlot: Number(last.slot) })
        .onConflictDoUpdate({
          target: [poolTradeCursors.rpcUrl, poolTradeCursors.pool],
          set: { lastSignature: last.signature, lastSlot: Number(last.slot), updatedAt: sql`now()` },
        });
    });
    if (done < chunk.length) break;
  }
  return recorded;
}
