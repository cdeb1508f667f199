/**
 * Lets long background work (snapshots) give the event loop back between chunks, and measures the
 * longest chunk: that is how long a transaction could have waited behind the work.
 */
export class EventLoopPacer {
  private last = performance.now();
  private longestMs = 0;

  /** Yields to the event loop (pending I/O and requests run first). */
  async pause(): Promise<void> {
    this.longestMs = Math.max(this.longestMs, performance.now() - this.last);
    await new Promise<void>((resolve) => setImmediate(resolve));
    this.last = performance.now();
  }

  /** The longest stretch of work measured up to the last pause. */
  get longestBlockMs(): number {
    return this.longestMs;
  }
}
