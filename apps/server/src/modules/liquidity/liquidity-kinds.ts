/**
 * The transaction kinds of program pools and their LP locks. Each is one transaction the wallet
 * signs (a lock also by its escrow's one-time base key, sealed by the core): the programs check
 * it when it lands, so the server re-checks nothing. Once a pool transaction landed, what it
 * brought the wallet (a deposit's or a new pool's LP, a withdrawal's two sides) is read from the
 * chain, kept with the transaction and told to the submitter; a repeated submission of the same
 * transaction is told what was kept, the first outcome, never a new reading.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { pendingTransactions } from '../../db/schema.ts';
import { defineKind, receivedOnChain } from '../transactions/index.ts';

export const LIQUIDITY_KINDS = {
  init: 'pool.init',
  add: 'pool.add',
  remove: 'pool.remove',
  burn: 'pool.lp-burn',
  lock: 'pool.lp-lock',
  unlock: 'pool.lp-claim',
} as const;

/** The answer's names for what arrived (the sendAndConfirm response's fields). */
export const RECEIVED_KEYS = ['lpReceived', 'baseReceived', 'quoteReceived'] as const;
export type ReceivedKey = (typeof RECEIVED_KEYS)[number];

/** A token account of the owner whose rise over the transaction is what it received. */
export interface ReceivingLeg {
  key: ReceivedKey;
  mint: string;
  program: string;
}

/** What a pool transaction's builder stores; `received` (base units by key) is added once it landed. */
export const poolContextSchema = z.object({
  pool: z.string(),
  /** The wallet the legs arrive in; absent in transactions built before amounts were read. */
  owner: z.string().optional(),
  receives: z.array(z.object({ key: z.enum(RECEIVED_KEYS), mint: z.string(), program: z.string() })).default([]),
  received: z.record(z.string(), z.string()).optional(),
});
export type PoolContext = z.infer<typeof poolContextSchema>;

export function registerLiquidityKinds(app: FastifyInstance): void {
  /** Each leg's arrival read from the chain (a leg the chain cannot tell is left out). */
  const readReceived = async (p: { rpcUrl: string; signature: string; context: PoolContext }): Promise<Record<string, string>> => {
    const { owner, receives } = p.context;
    if (!owner || receives.length === 0) return {};
    const rpc = app.clusters.rpcAt(p.rpcUrl);
    const amounts = await Promise.all(
      receives.map((leg) => receivedOnChain(rpc, p.signature, { owner, outputMint: leg.mint, outputProgram: leg.program })),
    );
    return Object.fromEntries(receives.flatMap((leg, i) => (amounts[i] === null ? [] : [[leg.key, amounts[i]!.toString()]])));
  };

  const kind = defineKind({
    context: poolContextSchema,
    async afterConfirm(p): Promise<Record<string, string>> {
      const received = await readReceived(p);
      // Kept before anyone is answered: a repeat is told this, whatever the chain reads later.
      await app.db
        .update(pendingTransactions)
        .set({ context: sql`${pendingTransactions.context} || ${JSON.stringify({ received })}::jsonb` })
        .where(eq(pendingTransactions.id, p.id));
      return received;
    },
    async answer(p, recorded): Promise<Record<string, string>> {
      // Confirmed by this request: what it just read; by another: what that one kept, else the chain once more.
      return recorded ?? p.context.received ?? (p.signature ? await readReceived({ ...p, signature: p.signature }) : {});
    },
  });
  const { lock, unlock, ...poolKinds } = LIQUIDITY_KINDS;
  for (const name of Object.values(poolKinds)) app.transactions.registerKind(name, kind);
  // An LP lock's escrow and its claim bring the wallet nothing to read back from a pool.
  for (const name of [lock, unlock]) app.transactions.registerKind(name, {});
}
