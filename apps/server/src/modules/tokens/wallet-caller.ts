/**
 * Who a token transaction is built for: the signed-in user's wallet (fee payer and signer), on
 * their cluster, at their priority fee. The message comes from the transactions module's one
 * builder; this only binds it to the caller.
 */
import type { Instruction } from '@solana/kit';
import type { FastifyInstance } from 'fastify';
import {
  buildTransactionMessage,
  requireFunds,
  userTransactionContext,
  type FundsSpent,
  type UserTransactionContext,
} from '../transactions/index.ts';

export interface WalletCaller extends UserTransactionContext {
  userId: string;
  /** The connected wallet: pays, signs and holds (or not) the authorities. */
  wallet: string;
}

export async function walletCaller(app: FastifyInstance, user: { id: string; phantomAddress: string }): Promise<WalletCaller> {
  return { userId: user.id, wallet: user.phantomAddress, ...(await userTransactionContext(app, user.id)) };
}

/** Compute units requested per kind: generous, since the priority fee is a total, not a price. */
export const COMPUTE_UNITS = { create: 300_000, default: 200_000 } as const;

/** The caller's message to sign: their priority fee, then `instructions`, paid by their wallet. */
export const walletMessage = (c: WalletCaller, instructions: readonly Instruction[], computeUnitLimit: number = COMPUTE_UNITS.default) =>
  buildTransactionMessage({ rpc: c.rpc, feePayer: c.wallet, instructions, prioritySol: c.prioritySol, computeUnitLimit });

/**
 * Refuses, naming the shortfall, unless the caller's wallet covers what `transactions` of theirs
 * (one signature each, at their priority fee) spend: checked before anything is recorded.
 */
export const requireWalletFunds = (c: WalletCaller, needed: FundsSpent & { transactions?: number }) =>
  requireFunds(c.rpc, c.wallet, { signatures: 1, prioritySol: c.prioritySol, ...needed });
