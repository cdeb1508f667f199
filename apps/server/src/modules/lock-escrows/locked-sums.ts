/**
 * What a set of escrows still holds back at a moment: the total their schedules release, what has
 * unlocked (claimed or not), and the earliest next unlock. A cancelled escrow paid out and
 * returned everything when it was cancelled, so it holds nothing back.
 */
import { nextUnlockTime, totalVestingAmount, unlockedAmount, type EscrowSnapshot } from '@toolkit/chain';

export interface LockedSums {
  total: bigint;
  unlocked: bigint;
  locked: bigint;
  /** Unix seconds; null when nothing more unlocks. */
  nextUnlock: bigint | null;
}

export function lockedSums(escrows: readonly EscrowSnapshot[], now: bigint): LockedSums {
  let total = 0n;
  let unlocked = 0n;
  let nextUnlock: bigint | null = null;
  for (const escrow of escrows) {
    if (escrow.cancelledAt > 0n) continue;
    total += totalVestingAmount(escrow);
    unlocked += unlockedAmount(escrow, now);
    const next = nextUnlockTime(escrow, now);
    if (next !== null && (nextUnlock === null || next < nextUnlock)) nextUnlock = next;
  }
  return { total, unlocked, locked: total - unlocked, nextUnlock };
}

/** part / whole as a fraction, to six places. */
export const shareOf = (part: bigint, whole: bigint) => (whole > 0n ? Number((part * 1_000_000n) / whole) / 1_000_000 : 0);
