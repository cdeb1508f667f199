/**
 * The kill -9 tests' hook: with BOTS_CRASH_AT set to a point, the process kills itself (SIGKILL,
 * no cleanup) the first time a fill reaches it: 'recorded' (the fill written 'sending', nothing
 * handed to the chain yet) or 'landed' (the swap landed, nothing recorded about it yet).
 */
export type BotCrashPoint = 'recorded' | 'landed';

export function crashPoint(point: BotCrashPoint): void {
  if (process.env.BOTS_CRASH_AT === point) process.kill(process.pid, 'SIGKILL');
}
