/**
 * Building a transaction for the user, once for every feature (tokens, pools, swaps, wallet
 * funding, withdrawals): the user's cluster and priority fee (`userTransactionContext`), and the
 * message itself: the priority fee first, then the feature's instructions, with a fresh
 * blockhash. The message is composed by the chain package's one composer (`composeMessage`), the
 * same that packs bulk transfers, so fee and lifetime rules live in one place.
 */
import { address, type GetLatestBlockhashApi, type Instruction, type Rpc, type SolanaRpcApi } from '@solana/kit';
import { composeMessage } from '@toolkit/chain';
import { effectiveSettings } from '@toolkit/shared';
import type { FastifyInstance } from 'fastify';
import { createSettingsService } from '../settings/index.ts';
import { priorityFeeInstructions } from './priority-fee.ts';

/** Versions the wallets we serve sign: legacy and v0. */
export type MessageVersion = 'legacy' | 0;

export interface TransactionMessageInput {
  rpc: Rpc<GetLatestBlockhashApi>;
  feePayer: string;
  instructions: readonly Instruction[];
  /** The user's priority fee for the whole transaction, in SOL. */
  prioritySol: number;
  computeUnitLimit: number;
  /** Legacy by default: every wallet and explorer reads it, and no lookup tables are needed at these sizes. */
  version?: MessageVersion;
}

export async function buildTransactionMessage({
  rpc,
  feePayer,
  instructions,
  prioritySol,
  computeUnitLimit,
  version = 'legacy',
}: TransactionMessageInput) {
  const { value: lifetime } = await rpc.getLatestBlockhash({ commitment: 'confirmed' }).send();
  return composeMessage([instructions], {
    feePayer: address(feePayer),
    lifetime,
    version,
    preamble: () => priorityFeeInstructions(prioritySol, computeUnitLimit),
  });
}

/** Where and at what priority a user's transactions go: their cluster and their fee setting. */
export interface UserTransactionContext {
  rpc: Rpc<SolanaRpcApi>;
  /** The cluster's RPC URL, recorded with the prepared transaction so it is sent there. */
  rpcUrl: string;
  prioritySol: number;
  /** The user's slippage settings, for features that bound amounts by them. */
  settings: ReturnType<typeof effectiveSettings>;
}

export async function userTransactionContext(app: FastifyInstance, userId: string): Promise<UserTransactionContext> {
  const [{ choice, rpc }, stored] = await Promise.all([app.clusters.rpcFor(userId), createSettingsService(app.db).get(userId)]);
  const settings = effectiveSettings(stored);
  return { rpc, rpcUrl: choice.rpcUrl, prioritySol: settings.prioritySol, settings };
}
