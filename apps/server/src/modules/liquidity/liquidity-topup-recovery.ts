/**
 * Deposits and withdrawals (and LP burns) whose server died between the transaction being sent and
 * the pool's top-up (kill -9, a crash, a lost connection): once the server listens, and every few
 * seconds, each that landed is settled (its top-up paid exactly once and its reservation closed into the
 * sequencer's anchor in the same statement: liquidity-topup.ts); those whose transaction failed,
 * or expired unseen, release their reservation and top-up. No pool lock: settling moves the
 * anchor in one statement, which decisions read in one snapshot (pool-sequencer.ts).
 */
import type { Signature } from '@solana/kit';
import type { FastifyInstance } from 'fastify';
import { runInBackground } from '../../lib/background-pass.ts';
import type { TopUps } from './liquidity-topup.ts';
import type { PoolReader } from './pool-reader.ts';
import type { PoolSequencer } from './pool-sequencer.ts';

const EVERY_MS = 3_000;
/** Younger operations are left to the request that is still submitting them. */
const GRACE_MS = 2_000;

export function recoverTopUps(app: FastifyInstance, pools: PoolReader, sequencer: PoolSequencer, topUps: TopUps) {
  const drop = (transactionId: string) => Promise.all([sequencer.drop(transactionId), topUps.drop(transactionId)]);

  async function pass(): Promise<void> {
    for (const { poolId, transactionId, createdAt, txStatus, signature, lastValid } of await sequencer.unsettledLiquidity()) {
      if (Date.now() - createdAt.getTime() < GRACE_MS) continue;
      if (txStatus !== 'submitting' && txStatus !== 'confirmed') {
        await drop(transactionId);
        continue;
      }
      const row = await pools.store.byId(poolId);
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
        if (value[0]?.err || (!value[0] && height > BigInt(lastValid))) await drop(transactionId);
      }
      if (landed) await topUps.settle(row, transactionId);
    }
  }

  runInBackground(app, 'top-up recovery', pass, { everyMs: EVERY_MS, atListen: true });
  return { pass };
}
