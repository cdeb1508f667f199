/**
 * The user's priority fee for packed transfers (funding, withdrawals), and the exact fee a packed transaction costs, so
 * balance checks and "Max" withdrawals come out to the lamport (no dust left behind).
 */
import type { Instruction } from '@solana/kit';
import { LAMPORTS_PER_SOL } from '@toolkit/shared';
import { priorityFeeInstructions } from './priority-fee.ts';

export const SIGNATURE_FEE = 5000n;

export interface ComputeBudget {
  /** Compute budget instructions for a transaction carrying `groups` transfers (none without a priority fee). */
  preamble(groups: number): Instruction[];
  /** The whole fee of a transaction with `signatures` signers and `groups` transfers. */
  feeOf(signatures: number, groups: number): bigint;
}

export function computeBudget(prioritySol: number, unitsPerGroup: number, baseUnits = 1_000): ComputeBudget {
  const priorityLamports = BigInt(Math.round(prioritySol * Number(LAMPORTS_PER_SOL)));
  const units = (groups: number) => baseUnits + unitsPerGroup * groups;
  return {
    preamble: (groups) => (priorityLamports > 0n ? priorityFeeInstructions(prioritySol, units(groups)) : []),
    feeOf(signatures, groups) {
      if (priorityLamports === 0n) return SIGNATURE_FEE * BigInt(signatures);
      // The same price priorityFeeInstructions sets; the runtime charges ceil(limit * price / 1e6).
      const limit = BigInt(units(groups));
      const microLamports = (priorityLamports * 1_000_000n) / limit;
      return SIGNATURE_FEE * BigInt(signatures) + (limit * microLamports + 999_999n) / 1_000_000n;
    },
  };
}

/** Compute units per packed transfer: a System transfer, or create-ATA-if-missing + TransferChecked. */
export const UNITS_PER_SOL_TRANSFER = 450;
export const UNITS_PER_TOKEN_TRANSFER = 45_000;
