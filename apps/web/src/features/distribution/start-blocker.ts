import { TEXTS, type ValidateDistributionResponse } from '@toolkit/shared';

/** Why Start Distribution cannot run yet, or null when it can: a greyed-out Start says why. */
export function startBlocker(dryRun: ValidateDistributionResponse | null, started: boolean): string | null {
  if (started) return TEXTS.distributionWhyStarted;
  if (!dryRun) return TEXTS.distributionWhyDryRun;
  if (dryRun.errors.length > 0) return TEXTS.distributionWhyLineErrors;
  if (dryRun.totals.recipients === 0) return TEXTS.distributionNoRecipients;
  if (!dryRun.source?.canPay) return TEXTS.distributionSourceCannotPay;
  return null;
}
