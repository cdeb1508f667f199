/**
 * What the token page proves from the chain about tokens that cannot move yet: the supply held in
 * vesting escrows of the lock program, and the share of the main pool's LP burned or locked in
 * escrows. Escrows are read by mint, so those made with any client (Jupiter Lock's own site on
 * mainnet) count too. Amounts are whole tokens as strings; shares are fractions (0.25 = 25 %).
 */
import { z } from 'zod';
import { vestingEscrowViewSchema } from '../vesting/schemas.ts';

export const vestingProofSchema = z.object({
  /** Of the escrows not cancelled: everything their schedules release. */
  total: z.string(),
  /** Unlocked so far, claimed or not. */
  unlocked: z.string(),
  /** total − unlocked: what no one can take out yet. */
  locked: z.string(),
  /** locked as a share of the supply. */
  lockedShare: z.number(),
  /** ISO time of the earliest next unlock of any escrow; null when nothing more unlocks. */
  nextUnlock: z.string().nullable(),
  /** Every escrow of the mint, cancelled ones included, by first unlock. */
  escrows: z.array(vestingEscrowViewSchema),
});
export type VestingProof = z.infer<typeof vestingProofSchema>;

export const lpProofSchema = z.object({
  /** The pool the entry is about (the token's deepest pool). */
  pool: z.string(),
  lpMint: z.string(),
  /** Of the LP the pool minted and not withdrawn: burned for good. */
  burnedShare: z.number(),
  /** Of the same: in lock-program escrows and not unlocked yet. */
  lockedShare: z.number(),
  /** ISO time the first locked LP unlocks; null when none is locked. */
  earliestUnlock: z.string().nullable(),
  /** The escrows holding this pool's LP, cancelled ones included. */
  locks: z.array(vestingEscrowViewSchema),
});
export type LpProof = z.infer<typeof lpProofSchema>;
