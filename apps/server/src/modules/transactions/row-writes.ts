/**
 * The three writes every transaction makes, stored when built, claimed before it is sent and its
 * outcome once known, gathered per turn of the event loop into one statement each: a busy server
 * builds, claims and records many transactions at once (a poll confirms every swap it saw landed
 * together, and their traders build their next ones together). Each statement
 * costs a round trip to the database (on PGlite, messages to its thread and a parse and plan in
 * Postgres); one for all of them costs about what one did.
 *
 * Each caller still awaits its own write before going on: a transaction is stored before it is
 * handed out (or, signed by the server alone, sent), claimed before it is sent, its outcome
 * recorded before its submitter is answered.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pendingTransactions } from '../../db/schema.ts';
import { perTurn } from './per-turn.ts';

export interface Claim {
  id: string;
  /** The fee payer's signature when known now (the wallet pays), stored before anything is sent. */
  signature: string | null;
  updatedAt: Date;
}

export interface Outcome {
  id: string;
  status: 'confirmed' | 'failed';
  error: string | null;
  errorCode: string | null;
  updatedAt: Date;
  /** Merged into the stored context in the same write. */
  patch?: Record<string, unknown> | null;
}

/**
 * The rows' ids as a Postgres array literal (uuids hold no character that needs quoting). Named
 * beside the join: the planner cannot tell how many rows jsonb_to_recordset gives, and without it
 * scans the whole table for them.
 */
const idArray = (ids: Iterable<string>) => `{${[...ids].join(',')}}`;

type Rows = { rows: Record<string, unknown>[] } | Record<string, unknown>[];
const rowsOf = (result: unknown) => (Array.isArray(result) ? result : (result as Exclude<Rows, unknown[]>).rows);

type Row = typeof pendingTransactions.$inferSelect;
type NewRow = typeof pendingTransactions.$inferInsert & { messageHash: string };

export function createRowWrites(db: Db) {
  /**
   * Stores each new transaction unless its message (or its idempotency key) is stored already;
   * answers the row stored, or null for a transaction already there (read by the caller).
   *
   * Written as one statement of its own rather than through Drizzle's insert builder: building
   * that statement (its column list, a parameter per value of every row) took more of the API's
   * event loop than anything else the database does for a swap. The rows go as one JSON parameter,
   * in order, so the first of two with the same message stores it, as one after
   * another would; the row answered is the one written, its timestamps this process's clock (as
   * claims and outcomes already are).
   */
  const insert = perTurn<NewRow, Row | null>(async (rows) => {
    const now = new Date();
    const values = JSON.stringify(
      rows.map((r, n) => ({
        n,
        user_id: r.userId,
        kind: r.kind,
        message_hash: r.messageHash,
        message: r.message,
        fee_payer: r.feePayer,
        server_signers: r.serverSigners,
        context: r.context,
        rpc_url: r.rpcUrl,
        last_valid_block_height: r.lastValidBlockHeight,
        status: r.status ?? 'built',
        signature: r.signature ?? null,
        idempotency_key: r.idempotencyKey ?? null,
        at: now.toISOString(),
      })),
    );
    const result = await db.execute(sql`
      INSERT INTO pending_transactions
        (user_id, kind, message_hash, message, fee_payer, server_signers, context, rpc_url,
         last_valid_block_height, status, signature, idempotency_key, created_at, updated_at)
      SELECT v.user_id, v.kind, v.message_hash, v.message, v.fee_payer, v.server_signers, v.context, v.rpc_url,
             v.last_valid_block_height, v.status, v.signature, v.idempotency_key, v.at, v.at
      FROM jsonb_to_recordset(${values}::jsonb) AS v(
        user_id uuid, kind text, message_hash text, message text, fee_payer text, server_signers jsonb, context jsonb,
        rpc_url text, last_valid_block_height text, status text, signature text, idempotency_key text, at timestamptz, n int)
      ORDER BY v.n
      ON CONFLICT DO NOTHING
      RETURNING id, message_hash, user_id, idempotency_key`);
    const byHash = new Map(rowsOf(result).map((r) => [String(r.message_hash), r]));
    // The same message twice in one turn: the first stored it, the others find it stored (as one after another).
    return rows.map((row) => {
      const stored = byHash.get(row.messageHash);
      if (!stored || String(stored.user_id) !== row.userId || (stored.idempotency_key ?? null) !== (row.idempotencyKey ?? null)) return null;
      byHash.delete(row.messageHash);
      // As the database holds it (JSON: what jsonb keeps of the stored values).
      const { serverSigners, context } = JSON.parse(JSON.stringify({ serverSigners: row.serverSigners, context: row.context })) as Pick<
        Row,
        'serverSigners' | 'context'
      >;
      return {
        id: String(stored.id),
        userId: row.userId,
        kind: row.kind,
        messageHash: row.messageHash,
        message: row.message,
        feePayer: row.feePayer,
        serverSigners,
        context,
        rpcUrl: row.rpcUrl,
        lastValidBlockHeight: row.lastValidBlockHeight,
        status: row.status ?? 'built',
        signature: row.signature ?? null,
        error: null,
        errorCode: null,
        idempotencyKey: row.idempotencyKey ?? null,
        createdAt: now,
        updatedAt: now,
      };
    });
  });

  /** Marks each row 'submitting' if it is still 'built'; true for the claims that took their row. */
  const claim = perTurn<Claim, boolean>(async (claims) => {
    // The same row twice in one turn: the first asks, the others lost to it (as they would one after another).
    const first = new Map<string, Claim>();
    for (const c of claims) if (!first.has(c.id)) first.set(c.id, c);
    if (first.size === 1) {
      // One row (a quiet turn): a plain update, which Postgres plans in about half the time of the join.
      const [c] = first.values();
      const result = await db.execute(sql`
        UPDATE pending_transactions SET status = 'submitting', signature = ${c!.signature}, updated_at = ${c!.updatedAt.toISOString()}::timestamptz
        WHERE id = ${c!.id}::uuid AND status = 'built'
        RETURNING id`);
      const taken = rowsOf(result).length > 0;
      return claims.map((x) => x === c && taken);
    }
    const values = JSON.stringify([...first.values()].map((c) => ({ id: c.id, signature: c.signature, updated_at: c.updatedAt.toISOString() })));
    const result = await db.execute(sql`
      UPDATE pending_transactions AS p
      SET status = 'submitting', signature = v.signature, updated_at = v.updated_at
      FROM jsonb_to_recordset(${values}::jsonb) AS v(id uuid, signature text, updated_at timestamptz)
      WHERE p.id = v.id AND p.id = ANY(${idArray(first.keys())}::uuid[]) AND p.status = 'built'
      RETURNING p.id`);
    const taken = new Set(rowsOf(result).map((r) => String(r.id)));
    return claims.map((c) => first.get(c.id) === c && taken.has(c.id));
  });

  /** Stores each outcome (and what its kind keeps with it). */
  const record = perTurn<Outcome, void>(async (outcomes) => {
    // The same row twice in one turn: the later outcome stands, as it would one after another.
    const last = new Map(outcomes.map((o) => [o.id, o]));
    if (last.size === 1) {
      // One row (a quiet turn): a plain update, which Postgres plans in about half the time of the join.
      const [o] = last.values();
      const patch = o!.patch ? JSON.stringify(o!.patch) : null;
      await db.execute(sql`
        UPDATE pending_transactions
        SET status = ${o!.status}, error = ${o!.error}, error_code = ${o!.errorCode}, updated_at = ${o!.updatedAt.toISOString()}::timestamptz,
            context = CASE WHEN ${patch}::jsonb IS NULL THEN context ELSE context || ${patch}::jsonb END
        WHERE id = ${o!.id}::uuid`);
      return outcomes.map(() => undefined);
    }
    const values = JSON.stringify(
      [...last.values()].map((o) => ({
        id: o.id,
        status: o.status,
        error: o.error,
        error_code: o.errorCode,
        updated_at: o.updatedAt.toISOString(),
        // Without a patch the key is left out: the column reads as SQL NULL.
        ...(o.patch ? { patch: o.patch } : {}),
      })),
    );
    await db.execute(sql`
      UPDATE pending_transactions AS p
      SET status = v.status, error = v.error, error_code = v.error_code, updated_at = v.updated_at,
          context = CASE WHEN v.patch IS NULL THEN p.context ELSE p.context || v.patch END
      FROM jsonb_to_recordset(${values}::jsonb) AS v(id uuid, status text, error text, error_code text, updated_at timestamptz, patch jsonb)
      WHERE p.id = v.id AND p.id = ANY(${idArray(last.keys())}::uuid[])`);
    return outcomes.map(() => undefined);
  });

  return { insert, claim, record };
}
