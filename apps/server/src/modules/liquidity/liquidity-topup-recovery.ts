/**
 * Top-ups a deposit or withdrawal still owes after its server died between the transaction
 * landing and the pool's payment (kill -9, a crash, a lost connection): once the server listens,
 * and every few seconds, each is paid (exactly once: liquidity-topup.ts) under the pool's lock, so
 * no decision on the pool runs meanwhile; those whose transaction failed, or expired unseen, are
 * dropped.
 */
import type { Signature } from '@solana/kit';
import type { FastifyInstance } from 'fastify';
import { runInBackground } from '../../lib/background-pass.ts';
import type { TopUps } from './liquidity-topup.ts';
import type { PoolReader } from './pool-reader.ts';
import { poolLockKey } from './pool-row.ts';

const EVERY_MS = 3_000;
/** Younger top-ups are left to the request that is still settling them. */
const GRACE_MS = 2_000;

export function recoverTopUps(app: FastifyInstance, pools: PoolReader, topUps: TopUps) {
  async function pass(): Promise<void> {
    for (const { t, txStatus, signature, lastValid } of await topUps.unsettled()) {
      if (Date.now() - t.createdAt.getTime() < GRACE_MS) continue;
      if (txStatus === 'failed') {
        await topUps.dropUnlanded(t.id);
        continue;
      }
      const row = await pools.store.byId(t.poolId);
      if (!row) continue;
      let landed = txStatus === 'confirmed';
      if (!landed) {
        // Its submitter died before recording the outcome: the chain says whether it landed
        // (height first: unseen after its blockhash died means it never will).
        const rpc = app.clusters.rpcAt(row.rpcUrl);
        const height = await rpc.getBlockHeight({ commitment: 'confirmed' }).send();
        const { value } = signature
          ? await rpc.getSignatureStatuses([signature as Signature], { searchTransactionHistory: true }).send()
          : { value: [null] };
        landed = !!value[0] && value[0].err === null && value[0].confirmationStatus !== 'processed';
        if (value[0]?.err || (!value[0] && height > BigInt(lastValid))) await topUps.dropUnlanded(t.id);
      }
      if (landed) await app.locks.withLock(poolLockKey(row.address), () => topUps.pay(row, t));
    }
  }

  runInBackground(app, 'top-up recovery', pass, { everyMs: EVERY_MS, atListen: true });
  return { pass };
}
