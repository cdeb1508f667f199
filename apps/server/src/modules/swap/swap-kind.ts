/**
 * The swap's transaction kind: one transaction the user alone signs, checked by the program when
 * it lands (minimum received, pool open). The server neither signs nor holds anything; once it
 * landed, what reached the wallet is read from the chain, kept with the transaction (the
 * activity list shows it) and told to the submitter.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { pendingTransactions } from '../../db/schema.ts';
import { defineKind, receivedOnChain } from '../transactions/index.ts';

export const SWAP_KIND = 'pool.swap';

/** What the swap builder stores with the transaction; `received` (base units) is added once it landed. */
export const swapContextSchema = z.object({
  pool: z.string(),
  trader: z.string(),
  outputMint: z.string(),
  outputProgram: z.string(),
  amountIn: z.string(),
  minimumReceived: z.string(),
  inputDecimals: z.number().int(),
  outputDecimals: z.number().int(),
  received: z.string().optional(),
});
export type SwapContext = z.infer<typeof swapContextSchema>;

export function registerSwapKind(app: FastifyInstance): void {
  /** What reached the trader's wallet, base units, as the chain says; null when it cannot be read. */
  const received = (p: { rpcUrl: string; signature: string; context: SwapContext }) =>
    receivedOnChain(app.clusters.rpcAt(p.rpcUrl), p.signature, p.context.trader, p.context.outputMint, p.context.outputProgram);

  app.transactions.registerKind(
    SWAP_KIND,
    defineKind({
      context: swapContextSchema,
      async afterConfirm(p): Promise<bigint | null> {
        const amount = await received(p);
        if (amount !== null)
          await app.db
            .update(pendingTransactions)
            .set({ context: sql`${pendingTransactions.context} || ${JSON.stringify({ received: amount.toString() })}::jsonb` })
            .where(eq(pendingTransactions.id, p.id));
        return amount;
      },
      async answer(p, recorded): Promise<Record<string, string>> {
        // Confirmed by this request: what it just read; by another: what that one stored, else the chain again.
        const amount =
          recorded ??
          (p.context.received !== undefined ? BigInt(p.context.received) : p.signature ? await received({ ...p, signature: p.signature }) : null);
        return amount === null ? {} : { received: amount.toString() };
      },
    }),
  );
}
