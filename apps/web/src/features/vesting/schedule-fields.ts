/** The form's schedule fields and their defaults: start now, first unlock in 30 days, then monthly for a year, no one can cancel. */
import { checkVestingSchedule, type VestingRight } from '@toolkit/shared';
import { isoOf, localInput } from '../../shared/lib/local-datetime.ts';

export interface ScheduleFields {
  startTime: string;
  cliffTime: string;
  frequencySeconds: string;
  numberOfPeriods: string;
  cancelMode: VestingRight;
  updateRecipientMode: VestingRight;
}

export const DAY = 86_400;

export function defaultSchedule(now = Date.now()): ScheduleFields {
  return {
    startTime: localInput(now),
    cliffTime: localInput(now + 30 * DAY * 1000),
    frequencySeconds: String(30 * DAY),
    numberOfPeriods: '12',
    // Team allocations: nobody can take them back or redirect them.
    cancelMode: 'none',
    updateRecipientMode: 'none',
  };
}

/** The schedule's timing as the API takes it: the form's local date-times as ISO instants. */
export const scheduleTiming = (fields: ScheduleFields) => ({
  startTime: isoOf(fields.startTime),
  cliffTime: isoOf(fields.cliffTime),
  frequencySeconds: fields.frequencySeconds,
  numberOfPeriods: fields.numberOfPeriods,
});

/** Decimals the preview reads amounts with (the server checks against the token's own). */
export const PREVIEW_DECIMALS = 9;

export function previewOf(fields: ScheduleFields, amount: string, cliffAmount: string) {
  return checkVestingSchedule({ amount, cliffAmount, ...scheduleTiming(fields) }, PREVIEW_DECIMALS, BigInt(Math.floor(Date.now() / 1000)));
}
