/**
 * The user's priority fee (Slippage & Priority popup, in SOL per transaction) as ComputeBudget
 * instructions: a unit limit sized for the transaction, and the price per unit that makes the
 * whole priority fee come to the chosen amount.
 */
import { getSetComputeUnitLimitInstruction, getSetComputeUnitPriceInstruction } from '@solana-program/compute-budget';
import { LAMPORTS_PER_SOL } from '@toolkit/shared';

export function priorityFeeInstructions(prioritySol: number, computeUnitLimit: number) {
  const lamports = BigInt(Math.round(prioritySol * Number(LAMPORTS_PER_SOL)));
  const microLamports = (lamports * 1_000_000n) / BigInt(computeUnitLimit);
  return [getSetComputeUnitLimitInstruction({ units: computeUnitLimit }), getSetComputeUnitPriceInstruction({ microLamports })];
}
