/**
 * The lane for expensive work: whole-state scans and the writing of their answers. One scan holds
 * the lane at a time, and while it holds it, it gives the event loop back every `sliceMs`; so
 * however many scans wait, at most one slice of scan work runs per turn of the event loop, and the
 * cheap requests (getBalance, getAccountInfo, getLatestBlockhash, sendTransaction,
 * getSignatureStatuses, ...) never enter the lane: they are answered in the I/O phase between two
 * slices. A queue past its bound refuses with "node is busy" (-32005) rather than growing without end.
 *
 * Each client (an HTTP connection, a WebSocket) also has a budget of scan work, as RPC providers
 * meter heavy methods in credits per second: a scan asked for while the budget is spent is refused
 * at once with -32005 instead of waiting its turn, so a client flooding scans cannot fill the lane.
 */
import { RpcError } from './rpc-error.js';

/** Methods that walk many accounts or the whole history. */
export const SCAN_METHODS = new Set([
  'getProgramAccounts',
  'getProgramAccountsV2',
  'getTokenAccountsByOwner',
  'getTokenAccountsByDelegate',
  'getTokenLargestAccounts',
  'getSignaturesForAddress',
]);

/**
 * Credits one account a scan returns costs its client: 1 in full, but a tenth (like an account it
 * only examines) when a dataSlice of at most 128 bytes narrows it, which is how a holder snapshot
 * reads 100,000 accounts (owner and amount only) without waiting a minute for its budget.
 */
export function creditsPerEntry(options: { encoding: string; dataSlice?: { length: number } }): number {
  return options.dataSlice && options.dataSlice.length <= 128 && options.encoding !== 'jsonParsed' ? 0.1 : 1;
}

/** What a scan gets while it holds the lane. */
export interface ScanTurn {
  /** Gives the event loop a turn once the current slice of work has run its time. */
  slice(): Promise<void>;
  /** Adds to the credits the scan costs its client: per account written (creditsPerEntry), a tenth per account examined. */
  charge(credits: number): void;
}

/** A client's scan budget: a token bucket of credits (see `ScanTurn.charge`), refilled per second. */
export class ScanBudget {
  private credits: number;
  private at = performance.now();

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
  ) {
    this.credits = burst;
  }

  /** Milliseconds until the client may scan again; 0 while it has credits left. */
  waitMs(): number {
    this.refill();
    return this.credits > 0 ? 0 : Math.ceil(((1 - this.credits) / this.perSecond) * 1000);
  }

  /** A scan's cost is known once it ran, so the bucket may go below zero: the next scans wait for it. */
  spend(credits: number): void {
    this.refill();
    this.credits -= credits;
  }

  private refill(): void {
    const now = performance.now();
    this.credits = Math.min(this.burst, this.credits + ((now - this.at) / 1000) * this.perSecond);
    this.at = now;
  }
}

export function createScanLane(maxQueued: number, sliceMs: number) {
  let busy = false;
  const waiting: Array<() => void> = [];
  const release = () => {
    if (waiting.length === 0) busy = false;
    // The next scan starts on a later turn: pending I/O (other clients' small requests) runs first.
    else setImmediate(() => waiting.shift()!());
  };
  return {
    /** Runs `work` holding the lane; `spend` hears its cost (at least 1 credit) once it is done. */
    async run<T>(work: (turn: ScanTurn) => Promise<T>, spend?: (credits: number) => void): Promise<T> {
      if (busy) {
        if (waiting.length >= maxQueued) throw RpcError.serverError('Node is busy: too many scans in flight, try again shortly');
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
      busy = true;
      let credits = 1;
      let sliceStart = performance.now();
      const turn: ScanTurn = {
        async slice() {
          if (performance.now() - sliceStart < sliceMs) return;
          await new Promise<void>((resolve) => setImmediate(resolve));
          sliceStart = performance.now();
        },
        charge(more) {
          credits += more;
        },
      };
      try {
        return await work(turn);
      } finally {
        spend?.(Math.ceil(credits));
        release();
      }
    },
  };
}
export type ScanLane = ReturnType<typeof createScanLane>;
