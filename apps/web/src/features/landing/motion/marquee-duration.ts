/**
 * Seconds one copy of the partner strip needs to scroll past at `speed` px per second.
 * The strip is two identical rows translated by -50%, so one loop moves exactly one row width;
 * the spec gives the speed (50), not the duration, so the duration follows the measured width.
 */
export function marqueeDurationSeconds(rowWidthPx: number, speedPxPerSecond: number): number {
  if (!(rowWidthPx > 0) || !(speedPxPerSecond > 0)) return 0;
  return rowWidthPx / speedPxPerSecond;
}
