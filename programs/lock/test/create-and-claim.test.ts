import { describe, expect, it } from 'vitest';
import { setUnixTimestamp, tokenBalance } from '../../testing/tokens.ts';
import { claim, createEscrow, customCode, lockWorld, readEscrow, recipientTokenOf, schedule, T0 } from './lock-kit.ts';

describe('create_vesting_escrow and claim (SPL Token)', () => {
  it('Given a schedule, when the creator creates the escrow, then the escrow holds the total and records the schedule', async () => {
    const world = await lockWorld();
    const created = await createEscrow(world, schedule({ cancelMode: 1, updateRecipientMode: 3 }));
    expect(created.outcome.error, created.outcome.logs.join('\n')).toBe('');
    expect(tokenBalance(world.svm, created.escrowToken)).toBe(2_000n);
    expect(tokenBalance(world.svm, world.creatorToken)).toBe(1_000_000_000n - 2_000n);
    expect(world.svm.getBalance(created.escrow)).toBe(world.svm.minimumBalanceForRentExemption(296n));
    const escrow = readEscrow(world, created.escrow);
    expect(escrow).toMatchObject({
      recipient: world.recipient.address,
      tokenMint: world.mint.address,
      creator: world.creator.address,
      base: created.base.address,
      updateRecipientMode: 3,
      cancelMode: 1,
      tokenProgramFlag: 0,
      cliffTime: T0 + 100n,
      frequency: 10n,
      cliffUnlockAmount: 1_000n,
      amountPerPeriod: 100n,
      numberOfPeriod: 10n,
      totalClaimedAmount: 0n,
      vestingStartTime: T0,
      cancelledAt: 0n,
    });
  });

  it('Given an escrow before its cliff, when the recipient claims, then the claim succeeds and pays nothing', async () => {
    const world = await lockWorld();
    const created = await createEscrow(world, schedule());
    setUnixTimestamp(world.svm, T0 + 99n);
    const outcome = await claim(world, created);
    expect(outcome.error).toBe('');
    expect(tokenBalance(world.svm, await recipientTokenOf(world))).toBe(0n);
    expect(readEscrow(world, created.escrow).totalClaimedAmount).toBe(0n);
  });

  it('Given an escrow, when the recipient claims at the cliff, two and a half periods later and after the end, then each claim pays what unlocked since', async () => {
    const world = await lockWorld();
    const created = await createEscrow(world, schedule());
    const recipientToken = await recipientTokenOf(world);
    setUnixTimestamp(world.svm, T0 + 100n);
    expect((await claim(world, created)).error).toBe('');
    expect(tokenBalance(world.svm, recipientToken)).toBe(1_000n);
    setUnixTimestamp(world.svm, T0 + 125n);
    expect((await claim(world, created)).error).toBe('');
    expect(tokenBalance(world.svm, recipientToken)).toBe(1_200n);
    setUnixTimestamp(world.svm, T0 + 10_000n);
    expect((await claim(world, created)).error).toBe('');
    expect(tokenBalance(world.svm, recipientToken)).toBe(2_000n);
    expect(tokenBalance(world.svm, created.escrowToken)).toBe(0n);
    expect(readEscrow(world, created.escrow).totalClaimedAmount).toBe(2_000n);
  });

  it('Given an unlocked escrow, when the recipient claims with a maximum, then only that much is paid and the rest stays claimable', async () => {
    const world = await lockWorld();
    const created = await createEscrow(world, schedule());
    setUnixTimestamp(world.svm, T0 + 10_000n);
    expect((await claim(world, created, { maxAmount: 300n })).error).toBe('');
    expect(tokenBalance(world.svm, await recipientTokenOf(world))).toBe(300n);
    expect(readEscrow(world, created.escrow).totalClaimedAmount).toBe(300n);
  });

  it('Given an escrow, when someone other than the recipient claims, then the program refuses (has_one recipient) and nothing moves', async () => {
    const world = await lockWorld();
    const created = await createEscrow(world, schedule());
    setUnixTimestamp(world.svm, T0 + 10_000n);
    const outcome = await claim(world, created, { recipient: world.creator });
    expect(customCode(outcome)).toBe(2001);
    expect(tokenBalance(world.svm, created.escrowToken)).toBe(2_000n);
  });

  it('Given an LP-lock shape (cliff at the unlock date, one period, recipient the owner, cancel none), when the owner claims before and after the date, then the tokens leave only after it and only to the owner', async () => {
    const world = await lockWorld();
    const unlockAt = T0 + 86_400n;
    const created = await createEscrow(
      world,
      schedule({ cliffTime: unlockAt, frequency: 1n, cliffUnlockAmount: 0n, amountPerPeriod: 5_000n, numberOfPeriod: 1n }),
      { recipient: world.creator.address },
    );
    expect(created.outcome.error).toBe('');
    const ownerToken = world.creatorToken;
    const before = tokenBalance(world.svm, ownerToken);
    setUnixTimestamp(world.svm, unlockAt);
    expect((await claim(world, created, { recipient: world.creator, recipientToken: ownerToken })).error).toBe('');
    expect(tokenBalance(world.svm, ownerToken)).toBe(before);
    expect(customCode(await claim(world, created))).toBe(2001);
    setUnixTimestamp(world.svm, unlockAt + 1n);
    expect((await claim(world, created, { recipient: world.creator, recipientToken: ownerToken })).error).toBe('');
    expect(tokenBalance(world.svm, ownerToken)).toBe(before + 5_000n);
  });

  it('Given a claim, when it succeeds, then its event is a self-invocation of the lock program (emit_cpi), within a small compute budget', async () => {
    const world = await lockWorld();
    const created = await createEscrow(world, schedule());
    expect(created.outcome.logs).toContain('Program LocpQgucEQHbqNABEYvBvwoxCPsSbG91A1QaQhQQqjn invoke [2]');
    setUnixTimestamp(world.svm, T0 + 100n);
    const outcome = await claim(world, created);
    expect(outcome.logs).toContain('Program LocpQgucEQHbqNABEYvBvwoxCPsSbG91A1QaQhQQqjn invoke [2]');
    expect(outcome.computeUnits).toBeLessThan(60_000n);
  });
});
