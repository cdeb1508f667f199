/** A datetime-local input's value (the browser's local time, minutes) and back. */

/** A datetime-local value (the browser's local time, minutes). */
export function localInput(ms: number): string {
  const d = new Date(ms - new Date(ms).getTimezoneOffset() * 60_000);
  return d.toISOString().slice(0, 16);
}

/** A datetime-local value as ISO 8601 (UTC), or the text as typed when it is not one. */
export const isoOf = (local: string) => {
  const ms = new Date(local).getTime();
  return Number.isNaN(ms) ? local : new Date(ms).toISOString();
};
