/**
 * Building a transaction for the user, once for every feature (tokens, pools, swaps, wallet
 * funding, withdrawals): the user's cluster and priority fee (`userTransactionContext`), and the
 * message itself: the priority fee first, then the feature's instructions, with a fresh
 * blockhash. The message is composed by the chain package's one composer (`composeMessage`), the
 * same that packs bulk transfers, so fee and lifetime rules live in one place.
 */
import { type GetLatestBlockhashApi, type Instruction, type Rpc, type SolanaRpcApi } from '@solana/kit';
import { checkedAddress as address, composeMessage } from '@toolkit/chain';
import { effectiveSettings, type Cluster } from '@toolkit/shared';
import type { FastifyInstance } from 'fastify';
import { readSavedSettings, storedSettings } from '../settings/index.ts';
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
  /** Which cluster that is (the AMM's deployment differs between devnet and the others). */
  network: Cluster;
  prioritySol: number;
  /** The user's slippage settings, for features that bound amounts by them. */
  settings: ReturnType<typeof effectiveSettings>;
}

export async function userTransactionContext(app: FastifyInstance, userId: string): Promise<UserTransactionContext> {
  // One read for the network and the amounts' settings: every builder starts here.
  const saved = await readSavedSettings(app.database, userId);
  const choice = await app.clusters.choiceOf(saved);
  const settings = effectiveSettings(storedSettings(saved?.settings));
  return { rpc: app.clusters.rpcAt(choice.rpcUrl), rpcUrl: choice.rpcUrl, network: choice.network, prioritySol: settings.prioritySol, settings };
}
