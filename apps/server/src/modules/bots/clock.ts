/**
 * The bots' clock: the wall clock, which tests may move forward (as they would wait) so a DCA's
 * next fill falls due without sleeping through its interval. Due times, leases and expiries all
 * read this one clock.
 */
export interface BotClock {
  now(): number;
  /** Tests: move the clock `ms` forward. */
  advance(ms: number): void;
  /** Tests: back to the wall clock (trades on chain carry the chain's time, which follows it). */
  reset(): void;
}

export function createBotClock(): BotClock {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    advance(ms) {
      offset += ms;
    },
    reset() {
      offset = 0;
    },
  };
}
