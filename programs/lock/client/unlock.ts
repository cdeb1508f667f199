/**
 * The unlock formula, ported from the program's schedule.inc: nothing before the cliff, the cliff
 * amount at the cliff time, then the amount per period for each whole period since the cliff
 * (time rounds down), up to the number of periods. Amounts are u64 in bigint; a result past u64
 * is the program's MathOverflow, thrown here as a RangeError.
 */

export interface VestingSchedule {
  cliffTime: bigint;
  frequency: bigint;
  cliffUnlockAmount: bigint;
  amountPerPeriod: bigint;
  numberOfPeriod: bigint;
}

const U64_MAX = (1n << 64n) - 1n;

function checkedU64(value: bigint): bigint {
  if (value > U64_MAX) throw new RangeError('MathOverflow: the amount exceeds u64');
  return value;
}

/** What the creator deposits: cliff amount + amount per period × number of periods. */
export function totalVestingAmount(schedule: VestingSchedule): bigint {
  return checkedU64(schedule.cliffUnlockAmount + checkedU64(schedule.amountPerPeriod * schedule.numberOfPeriod));
}

/** What has unlocked at unix time `now` (seconds), claimed or not. */
export function unlockedAmount(schedule: VestingSchedule, now: bigint): bigint {
  if (now < schedule.cliffTime) return 0n;
  if (schedule.frequency === 0n) return schedule.cliffUnlockAmount;
  let periods = (now - schedule.cliffTime) / schedule.frequency;
  if (periods > schedule.numberOfPeriod) periods = schedule.numberOfPeriod;
  return checkedU64(schedule.cliffUnlockAmount + checkedU64(periods * schedule.amountPerPeriod));
}

/** What a claim at `now` pays (before any transfer fee): unlocked minus what was claimed. */
export function claimableAmount(schedule: VestingSchedule & { totalClaimedAmount: bigint }, now: bigint): bigint {
  const unlocked = unlockedAmount(schedule, now);
  if (unlocked < schedule.totalClaimedAmount) throw new RangeError('MathOverflow: claimed more than unlocked');
  return unlocked - schedule.totalClaimedAmount;
}

/** The next time after `now` when more unlocks, or null when nothing more will. */
export function nextUnlockTime(schedule: VestingSchedule, now: bigint): bigint | null {
  if (now < schedule.cliffTime) return schedule.cliffTime;
  if (schedule.frequency === 0n || schedule.amountPerPeriod === 0n) return null;
  const periods = (now - schedule.cliffTime) / schedule.frequency;
  if (periods >= schedule.numberOfPeriod) return null;
  return schedule.cliffTime + (periods + 1n) * schedule.frequency;
}
