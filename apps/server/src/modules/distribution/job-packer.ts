/**
 * What a job's transactions carry, by the job's kind: a packer turns a chunk of pending rows into
 * transactions (which rows each carries), and builds each one's message and the keys the server
 * adds to it. The runner stays the same for every kind: rows recorded with their batch before
 * anything is sent, each uncertain batch resolved on chain before its rows go again.
 */
import type { TransactionMessage, TransactionMessageWithBlockhashLifetime, TransactionMessageWithFeePayer } from '@solana/kit';
import type { ServerSigner } from '../transactions/index.ts';
import type { JobRow, RecipientRow } from './job-store.ts';

export type Lifetime = { blockhash: string; lastValidBlockHeight: bigint };
export type JobMessage = TransactionMessage & TransactionMessageWithFeePayer & TransactionMessageWithBlockhashLifetime;

export interface PackedChunk {
  /** Indices into the chunk, one list per transaction. */
  batches: number[][];
  /** Per chunk row: the account its transaction creates (a vesting escrow), recorded with the batch. */
  escrows?: (string | null)[];
  /** The message of batch `b` and the keys the server signs it with besides the job's source. */
  build(b: number, lifetime: Lifetime): { message: JobMessage; signers: ServerSigner[] };
}

export interface JobPacker {
  pack(job: JobRow, chunk: RecipientRow[]): Promise<PackedChunk>;
}
