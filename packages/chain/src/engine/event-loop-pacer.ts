/**
 * Lets long background work (snapshots) give the event loop back between chunks, and measures the
 * longest chunk: that is how long a transaction could have waited behind the work. Both the wall
 * time and the CPU time of the process are kept: on a loaded machine a chunk's wall time also
 * counts the time the OS ran other processes, which a transaction would have waited for anyway.
 */
export class EventLoopPacer {
  private last = performance.now();
  private lastCpu = process.cpuUsage();
  private longestMs = 0;
  private longestCpuMs = 0;

  /**
   * Yields once the current stretch of work reached `sliceMs`. Slices are measured in time, not in
   * items: on the shared 2-core machine the same 500 accounts took 5 ms idle and 100+ ms under load.
   */
  async slice(sliceMs = 8): Promise<void> {
    if (performance.now() - this.last >= sliceMs) await this.pause();
  }

  /** Yields to the event loop (pending I/O and requests run first). */
  async pause(): Promise<void> {
    this.measure();
    await new Promise<void>((resolve) => setImmediate(resolve));
    this.restart();
  }

  /** Awaits I/O (which does not hold the event loop) without counting it as work. */
  async wait<T>(io: Promise<T>): Promise<T> {
    this.measure();
    try {
      return await io;
    } finally {
      this.restart();
    }
  }

  /** The longest stretch of work up to the last pause, in wall time and in process CPU time. */
  get longest(): { wallMs: number; cpuMs: number } {
    return { wallMs: this.longestMs, cpuMs: this.longestCpuMs };
  }

  private measure(): void {
    this.longestMs = Math.max(this.longestMs, performance.now() - this.last);
    const cpu = process.cpuUsage(this.lastCpu);
    this.longestCpuMs = Math.max(this.longestCpuMs, (cpu.user + cpu.system) / 1000);
  }

  private restart(): void {
    this.last = performance.now();
    this.lastCpu = process.cpuUsage();
  }
}
