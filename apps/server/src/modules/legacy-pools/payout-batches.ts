/**
 * Sending a wind-down's payouts from the pool's vaults, signed by the pool's key, several holders
 * per transaction; a lock's share not due yet goes into escrows of the lock program instead
 * (lock-escrows.ts), recorded and resolved the same way. Before a transaction is handed to the transaction core its batch row exists
 * and its payouts point at it; the core stores the signature before sending. So after any crash,
 * each batch still 'sending' is resolved on chain (landed: paid; failed: left to the operator;
 * never landed and its blockhash dead: its payouts go again) before anything new is sent.
 */
import { address, compileTransaction, getTransactionSize, type Rpc, type SolanaRpcApi } from '@solana/kit';
import { escrowRent, readMints } from '@toolkit/chain';
import { improvementInstructions, isNativeSide, tokenAccountOf } from './chain/index.ts';
import { LIMITS } from '@toolkit/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pendingTransactions } from '../../db/schema.ts';
import { isAppError } from '../../lib/errors.ts';
import { poolSides, poolTransferFees, type PoolRow } from './pool/index.ts';
import { buildTransactionMessage, lookUp, rentOf, SIGNATURE_FEE, tokenAccountRent } from '../transactions/index.ts';
import { crashPoint } from './crash-point.ts';
import { lockEscrowInstructions, type LockEscrow } from './lock-escrows.ts';
import { UNITS_PER_ESCROW } from '../vesting/index.ts';
import type { PayoutRow, Verdict, WindDownStore } from './wind-down-store.ts';

export const PAYOUT_KIND = 'pool.wind-down';
/** Payouts tried in one transaction; fewer when the message would not fit. */
const MAX_PER_TRANSACTION = 5;
const UNITS_PER_PAYEE = 45_000;

/** A batch's transaction, its escrows' one-time base keys and the escrows it creates (none for plain payouts). */
interface Built {
  message: Awaited<ReturnType<typeof buildTransactionMessage>>;
  seeds: Uint8Array[];
  escrows: LockEscrow[];
}

const batchKey = (batchId: string) => `legacy-pool-payout:${batchId}`;
/** Core answers that say nothing about the payouts: resolved on chain before anything is re-sent. */
const UNCERTAIN = new Set(['TRANSACTION_NOT_CONFIRMED', 'TRANSACTION_RPC_UNAVAILABLE']);

export function createPayoutBatches(app: FastifyInstance, store: WindDownStore) {
  const { db } = app;

  /** One transaction paying `rows` from both vaults: tokens to each recipient's account (created by the pool if missing), SOL as plain SOL. */
  async function payMessage(rpc: Rpc<SolanaRpcApi>, row: PoolRow, rows: PayoutRow[]): Promise<Built> {
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
    const message = await buildTransactionMessage({
      rpc,
      feePayer: row.address,
      instructions,
      prioritySol: 0,
      computeUnitLimit: 30_000 + UNITS_PER_PAYEE * 2 * rows.length,
      version: 0,
    });
    return { message, seeds: [], escrows: [] };
  }

  /** One transaction moving locks' shares (`rows`, not due yet) into escrows of the lock program, made at the chain's `now`. */
  async function escrowMessage(rpc: Rpc<SolanaRpcApi>, row: PoolRow, rows: PayoutRow[], now: bigint): Promise<Built> {
    const built = await lockEscrowInstructions(poolSides(row, await poolTransferFees(rpc, row)), rows, now);
    const message = await buildTransactionMessage({
      rpc,
      feePayer: row.address,
      instructions: built.instructions,
      prioritySol: 0,
      computeUnitLimit: 30_000 + UNITS_PER_ESCROW * built.escrows.length,
      version: 0,
    });
    return { message, seeds: built.seeds, escrows: built.escrows };
  }

  const message = (rpc: Rpc<SolanaRpcApi>, row: PoolRow, rows: PayoutRow[], escrowAt: bigint | null) =>
    escrowAt === null ? payMessage(rpc, row, rows) : escrowMessage(rpc, row, rows, escrowAt);

  /**
   * The SOL the pool's key spends on `rows`: the accounts it opens for recipients who have none,
   * the scratch wrapped-SOL account it opens and closes, the fee, and its own rent-exempt
   * minimum, which it must keep.
   */
  async function solNeeded(rpc: Rpc<SolanaRpcApi>, row: PoolRow, rows: PayoutRow[], built: Built): Promise<bigint> {
    const sides = poolSides(row);
    let need = SIGNATURE_FEE + (await rentOf(rpc, 0n));
    // Escrows: each one's base key signs too, and the pool pays the escrow's and its token account's rent.
    if (built.escrows.length > 0) return need + BigInt(built.seeds.length) * SIGNATURE_FEE + BigInt(built.escrows.length) * (await escrowRent(rpc));
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
  async function pack(rpc: Rpc<SolanaRpcApi>, row: PoolRow, rows: PayoutRow[], escrowAt: bigint | null) {
    for (let n = Math.min(rows.length, MAX_PER_TRANSACTION); ; n--) {
      const built = await message(rpc, row, rows.slice(0, n), escrowAt);
      // The escrows' base keys sign too: their signatures count towards the size.
      const size = getTransactionSize(compileTransaction(built.message)) + 64 * built.seeds.length;
      if (n === 1 || size <= LIMITS.transactionBytes) return { rows: rows.slice(0, n), ...built };
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

    /**
     * Sends `due` in packed transactions, one at a time, each recorded before it is sent: paid to
     * their recipients, or with `escrowAt` (the chain's time now, unix seconds), locks' shares
     * moved into escrows until their dates.
     */
    async send(row: PoolRow, windDownId: string, due: PayoutRow[], escrowAt: bigint | null = null): Promise<void> {
      const rpc = app.clusters.rpcAt(row.rpcUrl);
      for (let left = due; left.length > 0;) {
        const packed = await pack(rpc, row, left, escrowAt);
        left = left.slice(packed.rows.length);
        const [need, { value: has }] = await Promise.all([
          solNeeded(rpc, row, packed.rows, packed),
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
            serverSigners: [{ type: 'custodial', address: row.address }, ...packed.seeds.map((seed) => ({ type: 'ephemeral' as const, seed }))],
            context: {
              pool: row.address,
              windDownId,
              batchId,
              // Which escrow holds which lock's share, kept with the transaction that made them.
              ...(packed.escrows.length
                ? { escrows: packed.escrows.map((e) => ({ payoutId: e.payoutId, mint: e.mint, escrow: e.escrow, amount: e.amount.toString() })) }
                : {}),
            },
            idempotencyKey: batchKey(batchId),
          });
          crashPoint('landed');
          await store.settle(batchId, { status: 'landed', signature });
          for (const e of packed.escrows) {
            const payout = packed.rows.find((p) => p.id === e.payoutId)!;
            app.log.info(
              { pool: row.address, escrow: e.escrow, recipient: payout.recipient, mint: e.mint, amount: e.amount.toString(), unlockAt: payout.dueAt },
              `legacy pool ${row.address}: an LP lock's share moved into escrow ${e.escrow} for ${payout.recipient} until ${payout.dueAt?.toISOString()}`,
            );
          }
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
