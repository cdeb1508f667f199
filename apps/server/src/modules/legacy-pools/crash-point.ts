/**
 * The kill -9 tests' hook: with LEGACY_POOLS_CRASH_AT set to a point, the process kills itself
 * there (SIGKILL, as an operator's kill -9 or a power cut would), so a test can stop it exactly
 * after a payout was recorded and before it was sent, or after it landed and before that was
 * recorded. Never set outside those tests.
 */
export type CrashPoint = 'recorded' | 'landed';

export function crashPoint(point: CrashPoint): void {
  if (process.env.LEGACY_POOLS_CRASH_AT === point) process.kill(process.pid, 'SIGKILL');
}
