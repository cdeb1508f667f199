/**
 * A vesting schedule as people write it (a total, a cliff date and amount, then equal unlocks every
 * so many seconds) checked once here and turned into the lock program's parameters, so the form,
 * the CSV and the server refuse the same inputs with the same words. Amounts are whole tokens on
 * the way in and base units on the way out; times are ISO 8601 in and unix seconds out.
 */
import { checkTransferAmount } from '../schemas/wallets.ts';
import { U64_MAX } from '../brands.ts';

export const VESTING_RIGHTS = ['none', 'creator', 'recipient', 'both'] as const;
export type VestingRight = (typeof VESTING_RIGHTS)[number];
/** The program's numbering of a right (cancel_mode, update_recipient_mode). */
export const VESTING_RIGHT_CODES: Record<VestingRight, number> = { none: 0, creator: 1, recipient: 2, both: 3 };
export const vestingRightOf = (code: number): VestingRight => VESTING_RIGHTS[code] ?? 'none';

/** Who may cancel, in plain words. */
export const CANCEL_RIGHT_WORDS: Record<VestingRight, string> = {
  none: 'No one can cancel',
  creator: 'Only the creator can cancel',
  recipient: 'Only the recipient can cancel',
  both: 'The creator or the recipient can cancel',
};
/** Who may change the recipient, in plain words. */
export const RECIPIENT_RIGHT_WORDS: Record<VestingRight, string> = {
  none: 'No one can change the recipient',
  creator: 'Only the creator can change the recipient',
  recipient: 'Only the recipient can change the recipient',
  both: 'The creator or the recipient can change the recipient',
};

/** The schedule's fields as a form, a CSV row or a request holds them (strings). */
export interface VestingScheduleInput {
  amount: string;
  startTime: string;
  cliffTime: string;
  cliffAmount: string;
  frequencySeconds: string | number;
  numberOfPeriods: string | number;
}

export type VestingField = 'amount' | 'startTime' | 'cliffTime' | 'cliffAmount' | 'frequencySeconds' | 'numberOfPeriods';

export interface VestingFieldError {
  field: VestingField;
  message: string;
}

/** The lock program's schedule, in base units and unix seconds. */
export interface VestingParams {
  total: bigint;
  vestingStartTime: bigint;
  cliffTime: bigint;
  frequency: bigint;
  cliffUnlockAmount: bigint;
  amountPerPeriod: bigint;
  numberOfPeriod: bigint;
}

export const VESTING_TEXTS = {
  timeInvalid: 'Enter a date and time (ISO 8601, e.g. 2027-01-31T12:00:00Z)',
  cliffInPast: 'The first unlock must be in the future',
  cliffBeforeStart: 'The first unlock cannot come before the vesting start',
  periodsInvalid: 'Enter a whole number of periods, at least 1',
  frequencyInvalid: 'Enter the seconds between unlocks, a whole number of at least 1',
  cliffAboveAmount: 'The amount at the first unlock cannot be more than the total',
  notAddingUp: (rest: string, periods: string) =>
    `The total less the first unlock (${rest}) must split into ${periods} equal periods: change the amounts or the number of periods`,
  tooFar: 'This date is too far in the future',
} as const;

/** Unix seconds of an ISO 8601 text, or null. */
export function unixSecondsOf(text: string): bigint | null {
  const ms = Date.parse(text.trim());
  if (!text.trim() || Number.isNaN(ms)) return null;
  return BigInt(Math.floor(ms / 1000));
}

const wholeNumber = (v: string | number): bigint | null => {
  const s = String(v).trim();
  return /^\d{1,19}$/.test(s) ? BigInt(s) : null;
};

/** Times past year 9999 are refused: the program takes u64, but nobody means them. */
const MAX_TIME = 253_402_300_799n;

/**
 * Checks a schedule for a token with `decimals` at unix time `now`: every bad field named, or the
 * program's parameters. The first unlock must be after `now` (an unlock in the past is a mistake),
 * the cliff amount at most the total, and what follows the cliff must split into equal periods.
 */
export function checkVestingSchedule(
  input: VestingScheduleInput,
  decimals: number,
  now: bigint,
): { ok: true; params: VestingParams } | { ok: false; errors: VestingFieldError[] } {
  const errors: VestingFieldError[] = [];
  const total = checkTransferAmount(input.amount, decimals);
  if (!total.ok) errors.push({ field: 'amount', message: total.message });
  const cliffText = String(input.cliffAmount ?? '').trim();
  const cliff = cliffText === '' || /^0*(\.0*)?$/.test(cliffText) ? ({ ok: true, base: 0n } as const) : checkTransferAmount(cliffText, decimals);
  if (!cliff.ok) errors.push({ field: 'cliffAmount', message: cliff.message });
  const start = unixSecondsOf(String(input.startTime ?? ''));
  if (start === null) errors.push({ field: 'startTime', message: VESTING_TEXTS.timeInvalid });
  else if (start > MAX_TIME) errors.push({ field: 'startTime', message: VESTING_TEXTS.tooFar });
  const cliffTime = unixSecondsOf(String(input.cliffTime ?? ''));
  if (cliffTime === null) errors.push({ field: 'cliffTime', message: VESTING_TEXTS.timeInvalid });
  else if (cliffTime > MAX_TIME) errors.push({ field: 'cliffTime', message: VESTING_TEXTS.tooFar });
  else if (cliffTime <= now) errors.push({ field: 'cliffTime', message: VESTING_TEXTS.cliffInPast });
  else if (start !== null && cliffTime < start) errors.push({ field: 'cliffTime', message: VESTING_TEXTS.cliffBeforeStart });
  const periods = wholeNumber(input.numberOfPeriods);
  if (periods === null || periods < 1n) errors.push({ field: 'numberOfPeriods', message: VESTING_TEXTS.periodsInvalid });
  const frequency = wholeNumber(input.frequencySeconds);
  if (frequency === null || frequency < 1n || frequency > MAX_TIME)
    errors.push({ field: 'frequencySeconds', message: VESTING_TEXTS.frequencyInvalid });
  if (errors.length || !total.ok || !cliff.ok || periods === null || frequency === null || start === null || cliffTime === null) {
    return { ok: false, errors };
  }
  if (cliff.base > total.base) return { ok: false, errors: [{ field: 'cliffAmount', message: VESTING_TEXTS.cliffAboveAmount }] };
  const rest = total.base - cliff.base;
  if (rest % periods !== 0n) {
    return { ok: false, errors: [{ field: 'amount', message: VESTING_TEXTS.notAddingUp(String(rest), String(periods)) }] };
  }
  if (cliffTime + frequency * periods > U64_MAX) return { ok: false, errors: [{ field: 'frequencySeconds', message: VESTING_TEXTS.tooFar }] };
  return {
    ok: true,
    params: {
      total: total.base,
      vestingStartTime: start,
      cliffTime,
      frequency,
      cliffUnlockAmount: cliff.base,
      amountPerPeriod: rest / periods,
      numberOfPeriod: periods,
    },
  };
}

/** The unlock curve as steps: (time, unlocked so far) at the cliff and at the end of each period. */
export function unlockCurve(params: Omit<VestingParams, 'total' | 'vestingStartTime'> & { vestingStartTime?: bigint }, maxPoints = 200) {
  const points: { time: bigint; unlocked: bigint }[] = [];
  if (params.vestingStartTime !== undefined && params.vestingStartTime < params.cliffTime)
    points.push({ time: params.vestingStartTime, unlocked: 0n });
  points.push({ time: params.cliffTime, unlocked: params.cliffUnlockAmount });
  const n = params.numberOfPeriod;
  // Long schedules are sampled: the chart shows their shape, not every step.
  const step = n > BigInt(maxPoints) ? (n + BigInt(maxPoints) - 1n) / BigInt(maxPoints) : 1n;
  for (let k = step; k <= n; k += step)
    points.push({ time: params.cliffTime + k * params.frequency, unlocked: params.cliffUnlockAmount + k * params.amountPerPeriod });
  if (n > 0n && n % step !== 0n)
    points.push({ time: params.cliffTime + n * params.frequency, unlocked: params.cliffUnlockAmount + n * params.amountPerPeriod });
  return points;
}
