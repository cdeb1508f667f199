/**
 * Winding down one server-held pool, as many passes as it takes, each under the pool's own
 * wind-down lock (across instances):
 * 1. Closed first, under the pool's lock: every later swap, deposit, withdrawal or LP unlock on it
 *    is refused (POOL_RETIRED). Once the operations already in flight settled (their payments
 *    included), the vaults no longer move: the snapshot (LP holders, vaults, LP supply) and every
 *    holder's and lock's payout are written in one database transaction.
 * 2. Uncertain sends are resolved on chain; then the payouts due are sent, and each LP lock's
 *    share not due yet is moved into escrows of the lock program until its date, its owner the
 *    recipient (lock-escrows.ts): no server key keeps holding it.
 * 3. Once every holder and lock is paid, what is left in the vaults (rounding dust and the share
 *    of the LP locked for ever at initialization, which has no holder) is recorded and sent to
 *    the treasury; then the pool is wound down.
 */
import type { Rpc, SolanaRpcApi } from '@solana/kit';
import { lpLockAccountOf } from './chain/index.ts';
import type { FastifyInstance } from 'fastify';
import { createPoolStore, poolLockKey, poolSides, readPoolState, type PoolRow } from './pool/index.ts';
import { lookUp } from '../transactions/index.ts';
import { readPoolSnapshot } from './lp-holders.ts';
import { createPayoutBatches } from './payout-batches.ts';
import { payoutShares } from './payout-shares.ts';
import { createWindDownStore, type WindDownRow } from './wind-down-store.ts';

export type WindDownProgress = 'waiting' | 'paying' | 'wound_down';

export const windDownLock = (poolId: string) => `legacy-pool:${poolId}`;

export function createWindDown(app: FastifyInstance) {
  const store = createWindDownStore(app);
  const pools = createPoolStore(app.db);
  const batches = createPayoutBatches(app, store);

  /** Closes the pool and, once nothing on it is in flight, writes its snapshot and payouts; null while something is. */
  async function begin(row: PoolRow): Promise<WindDownRow | null> {
    return app.locks.withLock(poolLockKey(row.address), async () => {
      await pools.close(row.id);
      const rpc = app.clusters.rpcAt(row.rpcUrl);
      if (await operationsInFlight(rpc, row.address)) return null;
      // Locks before the chain: a release landing in between is then capped by the lock account's balance, never paid twice.
      const locks = await store.openLocks(row.id);
      const snapshot = await readPoolSnapshot(rpc, row);
      if (!snapshot) return null;
      const lockAccount = await lpLockAccountOf(poolSides(row));
      return store.start(row.id, snapshot, payoutShares(snapshot, { address: row.address, lockAccount }, locks));
    });
  }

  /**
   * Whether a transaction on the pool may still move its vaults. One that never landed and can no
   * longer (a server died mid-send) moved nothing: it does not hold the wind-down back.
   */
  async function operationsInFlight(rpc: Rpc<SolanaRpcApi>, poolAddress: string): Promise<boolean> {
    const reservations = await store.inFlight(poolAddress);
    const height = reservations.length ? await rpc.getBlockHeight({ commitment: 'confirmed' }).send() : 0n;
    for (const r of reservations) {
      if (r.txStatus === 'failed') continue;
      const dead = r.txStatus !== 'confirmed' && r.lastValid !== null && height > BigInt(r.lastValid);
      if (dead && (!r.signature || !(await lookUp(rpc, r.signature)))) continue;
      return true;
    }
    return false;
  }

  /** The chain's clock: lock dates are judged by it, not by this machine's. */
  async function chainNow(row: PoolRow): Promise<Date> {
    const rpc = app.clusters.rpcAt(row.rpcUrl);
    const slot = await rpc.getSlot({ commitment: 'confirmed' }).send();
    const time = await rpc.getBlockTime(slot).send();
    return new Date(Number(time) * 1000);
  }

  async function finishIfPaid(row: PoolRow, windDown: WindDownRow): Promise<WindDownProgress> {
    const all = await store.all(windDown.id);
    if (all.some((p) => p.kind !== 'treasury' && p.status !== 'paid')) return 'paying';
    if (!all.some((p) => p.kind === 'treasury')) {
      // Every holder and lock is paid and nothing else moves these vaults: what is left is dust.
      const state = await readPoolState(app.clusters.rpcAt(row.rpcUrl), row);
      if (!state) return 'paying';
      await store.recordDust(windDown.id, app.secrets.treasuryAddress, state.baseReserve, state.quoteReserve);
      return 'paying';
    }
    const treasury = all.find((p) => p.kind === 'treasury')!;
    if (treasury.status !== 'paid') return 'paying';
    if (await store.finish(windDown.id)) {
      const paid = await store.paidTotals(windDown.id);
      app.log.info(
        {
          pool: row.address,
          payouts: paid.payouts,
          base: paid.base.toString(),
          quote: paid.quote.toString(),
          dustBase: treasury.baseAmount,
          dustQuote: treasury.quoteAmount,
        },
        `legacy pool ${row.address} wound down: ${paid.payouts} payouts of ${paid.base} base and ${paid.quote} quote units, dust ${treasury.baseAmount} / ${treasury.quoteAmount} to the treasury`,
      );
    }
    return 'wound_down';
  }

  /** One pass over one pool: as far as it can go now. */
  async function step(row: PoolRow): Promise<WindDownProgress> {
    return app.locks.withLock(windDownLock(row.id), async () => {
      const windDown = (await store.byPool(row.id)) ?? (await begin(row));
      if (!windDown) return 'waiting';
      if (windDown.status === 'wound_down') return 'wound_down';
      if (!(await batches.resolveUncertain(row, windDown.id))) return 'paying';
      const now = await chainNow(row);
      await batches.send(row, windDown.id, await store.due(windDown.id, now));
      await batches.send(row, windDown.id, await store.locksAhead(windDown.id, now), BigInt(Math.floor(now.getTime() / 1000)));
      const progress = await finishIfPaid(row, windDown);
      if (progress !== 'paying') return progress;
      // The dust, recorded just now, goes in the same pass.
      await batches.send(row, windDown.id, await store.due(windDown.id, await chainNow(row)));
      return finishIfPaid(row, windDown);
    });
  }

  return { store, step };
}
export type WindDown = ReturnType<typeof createWindDown>;
