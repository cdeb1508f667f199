/**
 * Vesting jobs on the distribution engine: each row becomes an escrow of its own (its escrow's
 * token account, then create_vesting_escrow), as many per transaction as the size limit allows.
 * Every escrow has a fresh base key, made here and sealed by the transaction core in the pending
 * record of the transaction it signs; the escrow's address is recorded with the row before
 * anything is sent, so a crash never loses which escrow a row's transaction creates.
 */
import { address, blockhash, createNoopSigner, type Instruction } from '@solana/kit';
import { composeMessage, createEscrowInstructions, lockVenue, packGroups } from '@toolkit/chain';
import type { FastifyInstance } from 'fastify';
import type { VestingRowSchedule } from '../../db/schema.ts';
import { generateSeed } from '../../lib/ed25519.ts';
import type { JobPacker } from '../distribution/index.ts';
import { computeBudget } from '../transactions/index.ts';

export const VESTING_JOB_KIND = 'vesting';
/** Compute units per escrow: the escrow's token account (~25k) and create_vesting_escrow with its event (~35k), with room. */
export const UNITS_PER_ESCROW = 80_000;
const SIZING_LIFETIME = { blockhash: blockhash('11111111111111111111111111111111'), lastValidBlockHeight: 0n };

export const scheduleOf = (v: VestingRowSchedule) => ({
  vestingStartTime: BigInt(v.vestingStartTime),
  cliffTime: BigInt(v.cliffTime),
  frequency: BigInt(v.frequency),
  cliffUnlockAmount: BigInt(v.cliffUnlockAmount),
  amountPerPeriod: BigInt(v.amountPerPeriod),
  numberOfPeriod: BigInt(v.numberOfPeriod),
});

export function vestingPacker(_app: FastifyInstance): JobPacker {
  return {
    async pack(job, chunk) {
      const venue = await lockVenue();
      const creator = address(job.sourceAddress);
      const rights = job.vestingRights ?? { cancelMode: 0, updateRecipientMode: 0 };
      const bases = chunk.map(() => generateSeed());
      const built = await Promise.all(
        chunk.map((row, i) =>
          createEscrowInstructions({
            venue,
            creator,
            base: createNoopSigner(address(bases[i]!.address)),
            mint: address(job.mint),
            tokenProgram: address(job.tokenProgram!),
            recipient: address(row.address),
            params: { ...scheduleOf(row.vesting!), ...rights },
          }),
        ),
      );
      const groups: Instruction[][] = built.map((b) => b.instructions);
      const budget = computeBudget(Number(job.prioritySol), UNITS_PER_ESCROW);
      const batches = packGroups(groups, { feePayer: creator, lifetime: SIZING_LIFETIME, preamble: budget.preamble });
      return {
        batches,
        escrows: built.map((b) => b.quote.escrow),
        build: (b, lifetime) => ({
          message: composeMessage(
            batches[b]!.map((i) => groups[i]!),
            { feePayer: creator, lifetime: lifetime as typeof SIZING_LIFETIME, preamble: budget.preamble },
          ),
          signers: batches[b]!.map((i) => ({ type: 'ephemeral' as const, seed: bases[i]!.seed })),
        }),
      };
    },
  };
}
