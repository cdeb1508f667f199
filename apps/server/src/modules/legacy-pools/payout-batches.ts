/**
 * Sending a wind-down's payouts from the pool's vaults, signed by the pool's key, several holders
 * per transaction. Before a transaction is handed to the transaction core its batch row exists
 * and its payouts point at it; the core stores the signature before sending. So after any crash,
 * each batch still 'sending' is resolved on chain (landed: paid; failed: left to the operator;
 * never landed and its blockhash dead: its payouts go again) before anything new is sent.
 */
import { address, compileTransaction, getTransactionSize, type Rpc, type SolanaRpcApi } from '@solana/kit';
import { readMints } from '@toolkit/chain';
import { improvementInstructions, isNativeSide, tokenAccountOf } from './chain/index.ts';
import { LIMITS } from '@toolkit/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pendingTransactions } from '../../db/schema.ts';
import { isAppError } from '../../lib/errors.ts';
import { poolSides, poolTransferFees, type PoolRow } from './pool/index.ts';
import { buildTransactionMessage, lookUp, rentOf, SIGNATURE_FEE, tokenAccountRent } from '../transactions/index.ts';
import { crashPoint } from './crash-point.ts';
import type { PayoutRow, Verdict, WindDownStore } from './wind-down-store.ts';

export const PAYOUT_KIND = 'pool.wind-down';
/** Payouts tried in one transaction; fewer when the message would not fit. */
const MAX_PER_TRANSACTION = 5;
const UNITS_PER_PAYEE = 45_000;

const batchKey = (batchId: string) => `legacy-pool-payout:${batchId}`;
/** Core answers that say nothing about the payouts: resolved on chain before anything is re-sent. */
const UNCERTAIN = new Set(['TRANSACTION_NOT_CONFIRMED', 'TRANSACTION_RPC_UNAVAILABLE']);

export function createPayoutBatches(app: FastifyInstance, store: WindDownStore) {
  const { db } = app;

  /** One transaction paying `rows` from both vaults: tokens to each recipient's account (created by the pool if missing), SOL as plain SOL. */
  async function message(rpc: Rpc<SolanaRpcApi>, row: PoolRow, rows: PayoutRow[]) {
    const sides = poolSides(row, await poolTransferFees(rpc, row));
    const rent = await tokenAccountRent(rpc);
    const side = (token: typeof sides.base, vault: string, amountOf: (p: PayoutRow) => bigint) =>
      improvementInstructions({
        pool: row.address,
        token,
        vault,
        payees: rows.map((p) => ({ user: p.recipient, amount: amountOf(p) })),
        receipts: [],
        tokenAccountRent: rent,
      });
    const instructions = [
      ...(await side(sides.base, sides.baseVault, (p) => BigInt(p.baseAmount))),
      ...(await side(sides.quote, sides.quoteVault, (p) => BigInt(p.quoteAmount))),
    ];
    return buildTransactionMessage({
      rpc,
      feePayer: row.address,
      instructions,
      prioritySol: 0,
      computeUnitLimit: 30_000 + UNITS_PER_PAYEE * 2 * rows.length,
      version: 0,
    });
  }

  /**
   * The SOL the pool's key spends on `rows`: the accounts it opens for recipients who have none,
   * the scratch wrapped-SOL account it opens and closes, the fee, and its own rent-exempt
   * minimum, which it must keep.
   */
  async function solNeeded(rpc: Rpc<SolanaRpcApi>, row: PoolRow, rows: PayoutRow[]): Promise<bigint> {
    const sides = poolSides(row);
    let need = SIGNATURE_FEE + (await rentOf(rpc, 0n));
    for (const [token, amountOf] of [
      [sides.base, (p: PayoutRow) => BigInt(p.baseAmount)],
      [sides.quote, (p: PayoutRow) => BigInt(p.quoteAmount)],
    ] as const) {
      const paid = rows.filter((p) => amountOf(p) > 0n);
      if (paid.length === 0) continue;
      if (isNativeSide(token)) {
        need += await tokenAccountRent(rpc, { program: 'spl-token', extensions: [] });
        continue;
      }
      const accounts = await Promise.all(paid.map((p) => tokenAccountOf(p.recipient, token)));
      const { value } = await rpc.getMultipleAccounts(accounts, { encoding: 'base64', commitment: 'confirmed' }).send();
      const missing = value.filter((a) => a === null).length;
      if (missing === 0) continue;
      const [mint] = await readMints(rpc, [token.mint]);
      need += BigInt(missing) * (await tokenAccountRent(rpc, mint ?? undefined));
    }
    return need;
  }

  /** The most of `rows` (from the first) one transaction carries, and its message. */
  async function pack(rpc: Rpc<SolanaRpcApi>, row: PoolRow, rows: PayoutRow[]) {
    for (let n = Math.min(rows.length, MAX_PER_TRANSACTION); ; n--) {
      const built = await message(rpc, row, rows.slice(0, n));
      if (n === 1 || getTransactionSize(compileTransaction(built)) <= LIMITS.transactionBytes) return { rows: rows.slice(0, n), message: built };
    }
  }

  /**
   * What became of a batch whose sender may have died: the core's record first (its signature is
   * stored before sending), then the chain. Null while it may still land (its blockhash alive).
   */
  async function verdictOf(row: PoolRow, batchId: string): Promise<Verdict | null> {
    const [record] = await db
      .select()
      .from(pendingTransactions)
      .where(and(eq(pendingTransactions.userId, row.userId), eq(pendingTransactions.idempotencyKey, batchKey(batchId))));
    // No record: never handed to the core, so nothing of it reached the chain.
    if (!record) return { status: 'expired' };
    if (record.status === 'confirmed') return { status: 'landed', signature: record.signature! };
    if (!record.signature) return { status: 'expired' };
    const rpc = app.clusters.rpcAt(row.rpcUrl);
    const seen = await lookUp(rpc, record.signature);
    if (seen?.status === 'confirmed') return { status: 'landed', signature: record.signature };
    if (seen?.status === 'failed') return { status: 'failed', error: seen.reason, signature: record.signature };
    const height = await rpc.getBlockHeight({ commitment: 'confirmed' }).send();
    // One last look after expiry: it may have landed in the block that ended its lifetime.
    if (height > BigInt(record.lastValidBlockHeight) && !(await lookUp(rpc, record.signature))) return { status: 'expired' };
    return null;
  }

  return {
    /** Settles every batch of the wind-down left uncertain; false while one may still land. */
    async resolveUncertain(row: PoolRow, windDownId: string): Promise<boolean> {
      let settled = true;
      for (const { id } of await store.openBatches(windDownId)) {
        const verdict = await verdictOf(row, id);
        if (verdict) await store.settle(id, verdict);
        else settled = false;
      }
      return settled;
    },

    /** Sends `due` in packed transactions, one at a time, each recorded before it is sent. */
    async send(row: PoolRow, windDownId: string, due: PayoutRow[]): Promise<void> {
      const rpc = app.clusters.rpcAt(row.rpcUrl);
      for (let left = due; left.length > 0;) {
        const packed = await pack(rpc, row, left);
        left = left.slice(packed.rows.length);
        const [need, { value: has }] = await Promise.all([
          solNeeded(rpc, row, packed.rows),
          rpc.getBalance(address(row.address), { commitment: 'confirmed' }).send(),
        ]);
        if (has < need) {
          // Sent, it would fail on chain; recorded as pending, it is sent by a later pass once the operator funds the pool's key.
          app.log.error(
            { pool: row.address, lamportsNeeded: (need - has).toString() },
            `legacy pool ${row.address}: its key needs ${need - has} more lamports to pay its LP holders (accounts to open); send them to it`,
          );
          return;
        }
        const batchId = await store.recordBatch(
          windDownId,
          packed.rows.map((p) => p.id),
        );
        if (!batchId) continue;
        crashPoint('recorded');
        try {
          const { signature } = await app.transactions.execute({
            // The pool's record, kept with its creator (every record has an owner).
            userId: row.userId,
            kind: PAYOUT_KIND,
            message: packed.message,
            rpcUrl: row.rpcUrl,
            serverSigners: [{ type: 'custodial', address: row.address }],
            context: { pool: row.address, windDownId, batchId },
            idempotencyKey: batchKey(batchId),
          });
          crashPoint('landed');
          await store.settle(batchId, { status: 'landed', signature });
        } catch (e) {
          if (isAppError(e) && e.code === 'TRANSACTION_EXPIRED') await store.settle(batchId, { status: 'expired' });
          else if (isAppError(e) && !UNCERTAIN.has(e.code)) {
            await store.settle(batchId, { status: 'failed', error: e.message, signature: null });
            app.log.error({ code: e.code, batchId, pool: row.address }, 'legacy pool payout failed on chain: its payouts wait for the operator');
          }
          // Anything else left the outcome unknown: the batch stays 'sending' and is resolved on chain next pass.
          else app.log.warn({ err: e, batchId, pool: row.address }, 'legacy pool payout: outcome unknown, resolving on chain');
        }
      }
    },
  };
}
export type PayoutBatches = ReturnType<typeof createPayoutBatches>;
