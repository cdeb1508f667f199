/**
 * Price improvements a swap still owes after its server died between the swap landing and the
 * payment (kill -9, a crash, a lost connection): once the server listens, and every few seconds,
 * every open reservation whose swap landed is paid (exactly once: improvement-payment.ts).
 */
import type { Signature } from '@solana/kit';
import type { FastifyInstance } from 'fastify';
import { runInBackground } from '../../lib/background-pass.ts';
import type { PoolReader, PoolSequencer } from '../liquidity/index.ts';
import type { ImprovementPayer } from './improvement-payment.ts';

const EVERY_MS = 3_000;
/** Younger reservations are left to the request that is still settling them. */
const GRACE_MS = 2_000;

export function recoverImprovements(app: FastifyInstance, pools: PoolReader, sequencer: PoolSequencer, payer: ImprovementPayer) {
  async function pass(): Promise<void> {
    for (const r of await sequencer.unpaid()) {
      if (Date.now() - r.createdAt.getTime() < GRACE_MS) continue;
      const row = await pools.store.byId(r.poolId);
      if (!row) continue;
      let landed = r.txStatus === 'confirmed';
      if (!landed && r.signature) {
        // Its submitter died before recording the outcome: the chain says whether it landed.
        const { value } = await app.clusters
          .rpcAt(row.rpcUrl)
          .getSignatureStatuses([r.signature as Signature], { searchTransactionHistory: true })
          .send();
        landed = !!value[0] && value[0].err === null && value[0].confirmationStatus !== 'processed';
      }
      if (landed) await payer.settle(row, r);
    }
  }

  runInBackground(app, 'improvement recovery', pass, { everyMs: EVERY_MS, atListen: true });
  return { pass };
}
