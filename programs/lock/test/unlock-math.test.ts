import { describe, expect, it } from 'vitest';
import { setUnixTimestamp, tokenBalance } from '../../testing/tokens.ts';
import { claimableAmount, nextUnlockTime, totalVestingAmount, unlockedAmount } from '../client/index.ts';
import { claim, createEscrow, lockWorld, readEscrow, recipientTokenOf, schedule, T0 } from './lock-kit.ts';

/** A small deterministic generator (mulberry32), so a failing schedule can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('the TypeScript unlock math against the program', () => {
  for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
    it(`Given random schedule #${seed}, when the recipient claims at random times, then each payout equals the TypeScript claimable amount`, async () => {
      const next = random(seed);
      const int = (max: number) => BigInt(Math.floor(next() * max));
      const params = schedule({
        cliffTime: T0 + int(1_000),
        frequency: 1n + int(500),
        cliffUnlockAmount: int(10_000),
        amountPerPeriod: int(5_000),
        numberOfPeriod: int(40),
      });
      const world = await lockWorld({}, totalVestingAmount(params) + 1n);
      const created = await createEscrow(world, params);
      expect(created.outcome.error).toBe('');
      const recipientToken = await recipientTokenOf(world);
      let now = T0;
      for (let step = 0; step < 5; step++) {
        now += int(6_000);
        setUnixTimestamp(world.svm, now);
        const before = readEscrow(world, created.escrow);
        const expected = claimableAmount(before, now);
        const paidBefore = tokenBalance(world.svm, recipientToken);
        expect((await claim(world, created)).error).toBe('');
        expect(tokenBalance(world.svm, recipientToken) - paidBefore).toBe(expected);
        expect(readEscrow(world, created.escrow).totalClaimedAmount).toBe(unlockedAmount(before, now));
      }
    });
  }
});

describe('unlock math', () => {
  const s = { cliffTime: 100n, frequency: 10n, cliffUnlockAmount: 1_000n, amountPerPeriod: 100n, numberOfPeriod: 3n };

  it('Given a schedule, when read at times around the cliff and periods, then the unlocked amounts step at whole periods', () => {
    expect([99n, 100n, 109n, 110n, 129n, 130n, 10_000n].map((t) => unlockedAmount(s, t))).toEqual([
      0n,
      1_000n,
      1_000n,
      1_100n,
      1_200n,
      1_300n,
      1_300n,
    ]);
    expect(totalVestingAmount(s)).toBe(1_300n);
  });

  it('Given a schedule, when asked for the next unlock, then it is the cliff, then each period boundary, then none', () => {
    expect([0n, 100n, 115n, 129n, 130n].map((t) => nextUnlockTime(s, t))).toEqual([100n, 110n, 120n, 130n, null]);
  });

  it('Given u64 extremes, when the total passes u64, then the math refuses as the program does (MathOverflow)', () => {
    expect(() => totalVestingAmount({ ...s, amountPerPeriod: 1n << 32n, numberOfPeriod: 1n << 32n })).toThrow(RangeError);
    expect(unlockedAmount({ ...s, cliffUnlockAmount: (1n << 64n) - 1n, numberOfPeriod: 0n }, 1n << 62n)).toBe((1n << 64n) - 1n);
  });
});
