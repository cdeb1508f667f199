/**
 * The user's priority fee (Slippage & Priority popup, in SOL per transaction) as ComputeBudget
 * instructions: a unit limit sized for the transaction, and the price per unit that makes the
 * whole priority fee come to the chosen amount.
 */
import { getSetComputeUnitLimitInstruction, getSetComputeUnitPriceInstruction } from '@solana-program/compute-budget';
import { LAMPORTS_PER_SOL } from '@toolkit/shared';

type PriorityFeeInstructions = [ReturnType<typeof getSetComputeUnitLimitInstruction>, ReturnType<typeof getSetComputeUnitPriceInstruction>];

/**
 * The pairs already made, by fee and limit: every build asks for one, users keep a handful of fee
 * settings, and kit's instruction encoders are built anew on each call. kit's instructions are
 * frozen, so one pair serves every message (each caller gets its own array). Emptied when full.
 */
const made = new Map<string, PriorityFeeInstructions>();
const MAX_MADE = 1_000;

export function priorityFeeInstructions(prioritySol: number, computeUnitLimit: number): PriorityFeeInstructions {
  const key = `${prioritySol} ${computeUnitLimit}`;
  let pair = made.get(key);
  if (!pair) {
    const lamports = BigInt(Math.round(prioritySol * Number(LAMPORTS_PER_SOL)));
    const microLamports = (lamports * 1_000_000n) / BigInt(computeUnitLimit);
    pair = [getSetComputeUnitLimitInstruction({ units: computeUnitLimit }), getSetComputeUnitPriceInstruction({ microLamports })];
    if (made.size >= MAX_MADE) made.clear();
    made.set(key, pair);
  }
  return [...pair];
}
