import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { grossForNet, netAfterFee } from '../schemas/token-extensions.ts';
import {
  depositFor,
  depositThroughFees,
  feeTierBps,
  initialLiquidity,
  isqrt,
  keepsK,
  quoteSwap,
  swapOut,
  swapReceived,
  withdrawalFor,
} from './math.ts';

describe('constant-product math', () => {
  it('Given integers up to and beyond 2^53, when isqrt is taken, then it is the floor square root', () => {
    expect(isqrt(0n)).toBe(0n);
    expect(isqrt(15n)).toBe(3n);
    expect(isqrt(16n)).toBe(4n);
    const big = 123456789012345678901234567890n;
    const r = isqrt(big);
    expect(r * r <= big && (r + 1n) * (r + 1n) > big).toBe(true);
  });

  it('Given a deposit of x and y, when the pool starts, then the creator gets floor(sqrt(xy)) - 1000 and 1000 stay locked', () => {
    expect(initialLiquidity(1_000_000n, 4_000_000n)).toEqual({ total: 2_000_000n, locked: 1000n, creator: 1_999_000n });
    expect(() => initialLiquidity(1000n, 1000n)).toThrow(/too small/);
  });

  it('Given the five fee tiers and an unknown one, when converted to basis points, then the five convert and the unknown one is refused', () => {
    expect([0.25, 0.5, 1, 2, 4].map(feeTierBps)).toEqual([25n, 50n, 100n, 200n, 400n]);
    expect(() => feeTierBps(3)).toThrow(/Unknown fee tier/);
  });

  it('Given a 1 % pool of 10 SOL, when a trader swaps 1 SOL, then the output is the floor of the constant-product amount after the fee and k does not decrease', () => {
    // x = 10 SOL, y = 1,000,000 tokens; 1 SOL in, 1 % fee: dy = y*0.99/(10+0.99)
    const x = 10_000_000_000n;
    const y = 1_000_000_000_000n;
    const { amountOut, fee } = swapOut(1_000_000_000n, x, y, 100n);
    const exact = (1e12 * 0.99e9) / (1e10 + 0.99e9);
    expect(Math.abs(Number(amountOut) - exact)).toBeLessThan(1);
    expect(fee).toBe(10_000_000n);
    expect(keepsK(1_000_000_000n, amountOut, x, y)).toBe(true);
    // Paying more than the fee-less constant-product amount would make k fall.
    expect(keepsK(1_000_000_000n, (y * 1_000_000_000n) / (x + 1_000_000_000n) + 1n, x, y)).toBe(false);
  });

  it('Given a swap amount and a slippage, when quoted, then minimum received, price impact and the rate per whole token follow from them', () => {
    const q = quoteSwap({
      amountIn: 1_000_000_000n,
      reserveIn: 10_000_000_000n,
      reserveOut: 1_000_000_000_000n,
      feeBps: 100n,
      slippagePercent: 0.5,
      decimalsIn: 9,
      decimalsOut: 6,
    });
    expect(q.minimumReceived).toBe((q.amountOut * 9950n) / 10000n);
    expect(q.priceImpact).toBeCloseTo((1 / 11) * 100, 6);
    expect(q.rate).toBeCloseTo(Number(q.amountOut) / 1e6, 6);
  });

  it('Given one side of a deposit, when the other side is computed, then it follows the ratio rounded up and LP and withdrawals are proportional', () => {
    const d = depositFor('base', 1_000n, 10_000n, 30_001n, 17_000n);
    expect(d.quoteAmount).toBe(3001n); // 3000.1 rounded up
    expect(d.lpAmount).toBe(1700n);
    expect(withdrawalFor(1700n, 11_000n, 33_002n, 18_700n)).toEqual({ baseAmount: 1000n, quoteAmount: 3000n });
  });
});

/** A simulated pool: what the chain's vaults hold, and who holds which LP. */
interface SimPool {
  x: bigint;
  y: bigint;
  supply: bigint;
  holders: bigint[];
}

const op = fc.oneof(
  fc.record({
    kind: fc.constant('swap' as const),
    xy: fc.boolean(),
    amount: fc.bigInt({ min: 1n, max: 10n ** 12n }),
    tier: fc.constantFrom(0.25, 0.5, 1, 2, 4),
  }),
  fc.record({ kind: fc.constant('add' as const), holder: fc.nat(3), amount: fc.bigInt({ min: 1n, max: 10n ** 12n }) }),
  fc.record({ kind: fc.constant('remove' as const), holder: fc.nat(3), part: fc.integer({ min: 1, max: 100 }) }),
);

describe('constant-product properties (fast-check)', () => {
  it('Given random swaps, adds and removes, when applied to a pool, then k never falls across a swap and no holder withdraws more than their share', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 10n ** 4n, max: 10n ** 13n }),
        fc.bigInt({ min: 10n ** 4n, max: 10n ** 13n }),
        fc.array(op, { maxLength: 40 }),
        (x0, y0, ops) => {
          const init = initialLiquidity(x0, y0);
          const p: SimPool = { x: x0, y: y0, supply: init.total, holders: [init.creator, 0n, 0n, 0n] };
          for (const o of ops) {
            if (o.kind === 'swap') {
              const [rin, rout] = o.xy ? [p.x, p.y] : [p.y, p.x];
              const { amountOut } = swapOut(o.amount, rin, rout, feeTierBps(o.tier));
              const kBefore = p.x * p.y;
              expect(amountOut).toBeLessThan(rout);
              if (o.xy) [p.x, p.y] = [p.x + o.amount, p.y - amountOut];
              else [p.y, p.x] = [p.y + o.amount, p.x - amountOut];
              expect(p.x * p.y).toBeGreaterThanOrEqual(kBefore);
            } else if (o.kind === 'add') {
              let d;
              try {
                d = depositFor('base', o.amount, p.x, p.y, p.supply);
              } catch {
                continue; // too small to mint LP: the server refuses it too
              }
              // The value per LP never falls for existing holders: x'/S' >= x/S and y'/S' >= y/S.
              const [x, y, S] = [p.x, p.y, p.supply];
              p.x += d.baseAmount;
              p.y += d.quoteAmount;
              expect(p.x * S).toBeGreaterThanOrEqual(x * (S + d.lpAmount));
              expect(p.y * S).toBeGreaterThanOrEqual(y * (S + d.lpAmount));
              p.supply += d.lpAmount;
              p.holders[o.holder]! += d.lpAmount;
            } else {
              const held = p.holders[o.holder]!;
              const lp = (held * BigInt(o.part)) / 100n;
              if (lp === 0n) continue;
              const w = withdrawalFor(lp, p.x, p.y, p.supply);
              // Never more than the proportional share of either side.
              expect(w.baseAmount * p.supply).toBeLessThanOrEqual(lp * p.x);
              expect(w.quoteAmount * p.supply).toBeLessThanOrEqual(lp * p.y);
              p.x -= w.baseAmount;
              p.y -= w.quoteAmount;
              p.supply -= lp;
              p.holders[o.holder] = held - lp;
            }
            // The locked minimum keeps the pool alive: it always holds something on both sides.
            expect(p.supply).toBeGreaterThanOrEqual(1000n);
            expect(p.x > 0n && p.y > 0n).toBe(true);
          }
          // Everyone leaves: what remains is at least the locked share, never negative.
          for (let h = 0; h < 4; h++) {
            const lp = p.holders[h]!;
            if (lp === 0n) continue;
            const w = withdrawalFor(lp, p.x, p.y, p.supply);
            p.x -= w.baseAmount;
            p.y -= w.quoteAmount;
            p.supply -= lp;
          }
          expect(p.supply).toBe(1000n);
          expect(p.x > 0n && p.y > 0n).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('pools of tokens with a transfer fee (fast-check)', () => {
  const rate = fc.record({ bps: fc.integer({ min: 0, max: 10_000 }), maximumFee: fc.bigInt({ min: 0n, max: 10n ** 12n }) });

  it('Given any fee and wanted net amount, when the gross to send is computed, then it delivers at least that net and one unit less would not', () => {
    fc.assert(
      fc.property(rate, fc.bigInt({ min: 0n, max: 10n ** 15n }), (fee, net) => {
        // A 100 % fee without a cap can deliver nothing.
        fc.pre(fee.bps < 10_000 || fee.maximumFee < 10n ** 12n);
        const gross = grossForNet(net, fee);
        expect(netAfterFee(gross, fee)).toBeGreaterThanOrEqual(net);
        if (gross > 0n) expect(netAfterFee(gross - 1n, fee)).toBeLessThan(net);
      }),
    );
  });

  it('Given a swap with fees on both sides, when it is quoted, then the vault prices what it receives, the minimum the signed payout delivers is met, and what reaches the wallet is the payout and the improvement each less the fee', () => {
    fc.assert(
      fc.property(
        rate,
        rate,
        fc.bigInt({ min: 10n ** 6n, max: 10n ** 13n }),
        fc.bigInt({ min: 10n ** 6n, max: 10n ** 13n }),
        fc.bigInt({ min: 10n ** 3n, max: 10n ** 11n }),
        (feeIn, feeOut, reserveIn, reserveOut, amountIn) => {
          const input = { amountIn, reserveIn, reserveOut, feeBps: 100n, slippagePercent: 1, decimalsIn: 6, decimalsOut: 6 };
          let q;
          try {
            q = quoteSwap({ ...input, transferFees: { in: feeIn, out: feeOut } });
          } catch {
            return; // all of the input withheld: refused, as the server does
          }
          const fromVault = swapOut(netAfterFee(amountIn, feeIn), reserveIn, reserveOut, 100n).amountOut;
          expect(keepsK(netAfterFee(amountIn, feeIn), fromVault, reserveIn, reserveOut)).toBe(true);
          expect(q.payout).toBeLessThanOrEqual(fromVault);
          expect(netAfterFee(q.payout, feeOut)).toBeGreaterThanOrEqual(q.minimumReceived);
          expect(q.amountOut).toBe(swapReceived(fromVault, q.payout, feeOut));
          expect(q.amountOut).toBeGreaterThanOrEqual(q.minimumReceived);
        },
      ),
    );
  });

  it('Given no transfer fee, when a swap is quoted or a deposit made through fees, then they are the plain quote and deposit', () => {
    const input = {
      amountIn: 10n ** 9n,
      reserveIn: 10n ** 12n,
      reserveOut: 5n * 10n ** 11n,
      feeBps: 100n,
      slippagePercent: 2,
      decimalsIn: 9,
      decimalsOut: 6,
    };
    const plain = quoteSwap(input);
    expect(plain.payout).toBe(plain.minimumReceived);
    expect(quoteSwap({ ...input, transferFees: { in: null, out: null } })).toEqual(plain);
    const d = depositThroughFees('quote', 10n ** 9n, { base: 10n ** 12n, quote: 10n ** 10n, lpSupply: 10n ** 11n }, {});
    expect(d).toMatchObject(depositFor('quote', 10n ** 9n, 10n ** 12n, 10n ** 10n, 10n ** 11n));
    expect([d.baseIntoVault, d.quoteIntoVault]).toEqual([d.baseAmount, d.quoteAmount]);
  });

  it('Given a 1 % fee on the base side, when 1,000 base are deposited, then LP is owed for the 990 the vault receives and the quote side follows that', () => {
    const fee = { bps: 100, maximumFee: 10n ** 12n };
    const d = depositThroughFees('base', 1_000n, { base: 10_000n, quote: 20_000n, lpSupply: 5_000n }, { base: fee });
    expect(d).toEqual({ baseAmount: 1_000n, quoteAmount: 1_980n, baseIntoVault: 990n, quoteIntoVault: 1_980n, lpAmount: 495n });
  });
});
