/**
 * The swap's transaction kind: one transaction the user alone signs, checked by the program when
 * it lands (minimum received, pool open). The server neither signs nor holds anything; once it
 * landed, what reached the wallet is read from the chain, kept with the transaction (the
 * activity list shows it) and told to the submitter.
 */
import { sql, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pendingTransactions } from '../../db/schema.ts';
import { receivedOnChain } from './received.ts';

export const SWAP_KIND = 'pool.swap';

export function registerSwapKind(app: FastifyInstance): void {
  /** What reached the trader's wallet, base units, as the chain says; null when it cannot be read. */
  async function received(p: { rpcUrl: string; signature: string; context: Record<string, unknown> }): Promise<bigint | null> {
    const { outputMint, outputProgram, trader } = p.context as { outputMint: string; outputProgram: string; trader: string };
    return receivedOnChain(app.clusters.rpcAt(p.rpcUrl), p.signature, trader, outputMint, outputProgram);
  }

  app.transactions.registerKind(SWAP_KIND, {
    async afterConfirm(p) {
      const amount = await received(p);
      if (amount === null) return;
      await app.db
        .update(pendingTransactions)
        .set({ context: sql`${pendingTransactions.context} || ${JSON.stringify({ received: amount.toString() })}::jsonb` })
        .where(eq(pendingTransactions.id, p.id));
    },
    async answer(p): Promise<Record<string, string>> {
      if (typeof p.context.received === 'string') return { received: p.context.received };
      if (!p.signature) return {};
      const amount = await received({ ...p, signature: p.signature });
      return amount === null ? {} : { received: amount.toString() };
    },
  });
}
