/**
 * Swaps this process has claimed for submission and that wait for their pool's lock: they are
 * sequenced before any swap quoted now, so a quote counts them (in order, at the pool's formula).
 * Without them, a quote made while several swaps queue (after any pause: a busy database, a
 * collection) was stale by all of them at once, and its minimum, sized by the user's slippage,
 * was missed on arrival. Only a quote reads this; the sequencer decides from the database, so a
 * swap counted twice or missed for a moment (another instance's) moves the quote, never a payout.
 */
import { swapOut, type SwapDirection } from '@toolkit/shared';
import type { Reserves } from '../liquidity/index.ts';

interface Queued {
  direction: SwapDirection;
  amountIn: bigint;
  since: number;
}

/** A queued swap not sequenced after this long is no longer counted (its submission gave up or is stuck). */
const STALE_MS = 2_000;

export function createSwapQueue() {
  const byPool = new Map<string, Map<string, Queued>>();
  return {
    /** `id` waits for `pool`'s lock; the function returned forgets it (once it was sequenced or gave up). */
    add(pool: string, id: string, direction: SwapDirection, amountIn: bigint): () => void {
      let queued = byPool.get(pool);
      if (!queued) byPool.set(pool, (queued = new Map()));
      queued.set(id, { direction, amountIn, since: Date.now() });
      return () => {
        queued.delete(id);
        if (queued.size === 0 && byPool.get(pool) === queued) byPool.delete(pool);
      };
    },

    /** `reserves` once the swaps queued on `pool` executed, one after another. */
    ahead(pool: string, reserves: Reserves, feeBps: bigint): Reserves {
      const queued = byPool.get(pool);
      if (!queued) return reserves;
      let { base, quote } = reserves;
      const now = Date.now();
      for (const q of queued.values()) {
        if (now - q.since > STALE_MS || q.amountIn <= 0n || base <= 0n || quote <= 0n) continue;
        const xy = q.direction === 'xy';
        const { amountOut } = swapOut(q.amountIn, xy ? base : quote, xy ? quote : base, feeBps);
        [base, quote] = xy ? [base + q.amountIn, quote - amountOut] : [base - amountOut, quote + q.amountIn];
      }
      return { base, quote };
    },
  };
}
export type SwapQueue = ReturnType<typeof createSwapQueue>;
