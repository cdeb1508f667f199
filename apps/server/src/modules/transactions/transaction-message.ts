/**
 * Composes a wallet-paid transaction message: the user's priority fee first (Slippage & Priority
 * setting), then the domain's instructions, with a fresh blockhash. Every module that builds a
 * transaction for the wallet to sign goes through here, so the fee and lifetime rules live once.
 */
import {
  address,
  appendTransactionMessageInstructions,
  createTransactionMessage,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type GetLatestBlockhashApi,
  type Instruction,
  type Rpc,
} from '@solana/kit';
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
  const { value: latestBlockhash } = await rpc.getLatestBlockhash({ commitment: 'confirmed' }).send();
  return pipe(
    createTransactionMessage({ version }),
    (m) => setTransactionMessageFeePayer(address(feePayer), m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(latestBlockhash, m),
    (m) => appendTransactionMessageInstructions([...priorityFeeInstructions(prioritySol, computeUnitLimit), ...instructions], m),
  );
}
