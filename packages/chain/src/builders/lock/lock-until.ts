/**
 * A lock, as an escrow's schedule: the whole amount at the cliff (the unlock date) and one period
 * of nothing after it, so it unlocks once, at the date, and the vesting screens read it as one
 * unlock. No one can cancel it or change its recipient. LP locks are made this way.
 */
import type { CreateVestingEscrowParameters } from '@toolkit/programs/lock';

/** Jupiter Lock's rights: 0 is no one. */
const NO_ONE = 0;

/** `amount` locked until `unlockAt` (unix seconds), made at `now`. */
export function lockUntilSchedule(amount: bigint, unlockAt: bigint, now: bigint): CreateVestingEscrowParameters {
  return {
    vestingStartTime: now < unlockAt ? now : unlockAt,
    cliffTime: unlockAt,
    frequency: 1n,
    cliffUnlockAmount: amount,
    amountPerPeriod: 0n,
    numberOfPeriod: 1n,
    cancelMode: NO_ONE,
    updateRecipientMode: NO_ONE,
  };
}
