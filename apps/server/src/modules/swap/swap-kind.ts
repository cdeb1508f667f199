/**
 * The swap's transaction kind: one transaction the user alone signs, checked by the program when
 * it lands (minimum received, pool open). The server neither signs nor holds anything; once it
 * landed, what reached the wallet is read from the chain, kept with the transaction (the
 * activity list shows it) and told to the submitter.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createConfirmations, defineKind, receivedIn, receivedOnChain } from '../transactions/index.ts';

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
  const by = (context: SwapContext) => ({ owner: context.trader, outputMint: context.outputMint, outputProgram: context.outputProgram });
  // Swaps in flight are awaited together (one status poll for all), and each confirmed one's
  // transaction is read as soon as it is seen: `received` comes from it, stored with the confirmation.
  const confirmations = createConfirmations();
  app.transactions.registerKind(
    SWAP_KIND,
    defineKind({
      context: swapContextSchema,
      awaitOutcome: (rpc, signature, lastValidBlockHeight) =>
        confirmations.awaitOutcome(rpc, signature, lastValidBlockHeight, { withTransaction: true }),
      async contextOnConfirm(p, { rpc }, outcome) {
        const amount = outcome.transaction
          ? await receivedIn(outcome.transaction, by(p.context))
          : await receivedOnChain(rpc, p.signature, by(p.context));
        return amount === null ? null : { received: amount.toString() };
      },
      async answer(p): Promise<Record<string, string>> {
        // What was stored with its confirmation; else (the chain could not be read then) the chain again.
        const amount =
          p.context.received !== undefined
            ? BigInt(p.context.received)
            : p.signature
              ? await receivedOnChain(app.clusters.rpcAt(p.rpcUrl), p.signature, by(p.context))
              : null;
        return amount === null ? {} : { received: amount.toString() };
      },
    }),
  );
}
