/**
 * The sequencer's worst case (pool-sequencer.ts leastRatio): of every subset of the operations in
 * flight that may land, the one giving the pool's side the least, found exactly. Checked against
 * trying every subset, on random pools and operations of every sign.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { leastRatio } from './pool-sequencer.ts';

const amount = fc.bigInt({ min: -1_000_000n, max: 1_000_000n });

/** The least (n0 + Σn) / (d0 + Σd) over every subset, as a fraction [n, d]. */
function bruteForce(n0: bigint, d0: bigint, items: Array<{ n: bigint; d: bigint }>): [bigint, bigint] {
  let best: [bigint, bigint] = [n0, d0];
  for (let mask = 0; mask < 1 << items.length; mask++) {
    const n = items.reduce((sum, i, k) => sum + (mask & (1 << k) ? i.n : 0n), n0);
    const d = items.reduce((sum, i, k) => sum + (mask & (1 << k) ? i.d : 0n), d0);
    if (n * best[1] < best[0] * d) best = [n, d];
  }
  return best;
}

describe('the sequencer’s worst landing subset', () => {
  it('Given a pool and up to 8 operations in flight adding or taking any amounts, when the least ratio is asked, then it is the least over every subset that may land', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10_000_000n }),
        fc.bigInt({ min: 1n, max: 10_000_000n }),
        fc.array(fc.record({ n: amount, d: amount }), { maxLength: 8 }),
        (n0, d0, items) => {
          const taken = leastRatio(n0, d0, items);
          const lowest = items.reduce((sum, i) => sum + (i.d < 0n ? i.d : 0n), d0);
          if (lowest <= 0n) {
            expect(taken).toBeNull();
            return;
          }
          const n = items.reduce((sum, i, k) => sum + (taken![k] ? i.n : 0n), n0);
          const d = items.reduce((sum, i, k) => sum + (taken![k] ? i.d : 0n), d0);
          const [bn, bd] = bruteForce(n0, d0, items);
          expect(n * bd).toBe(bn * d);
        },
      ),
      { numRuns: 2_000 },
    );
  });
});
