/**
 * LP locks through the real app on a local chain: the LP goes into an escrow of the lock program
 * (balances read on chain), the lock is listed from the chain, a release before the date and
 * anyone else's release are refused with nothing built, the owner's release after the date
 * brings the LP back once, and bad input is refused naming its field with nothing built or moved.
 * The unlock date is a day away; the test moves the local chain's clock past it rather than waiting.
 */
import { findVestingEscrows, LOCK_PROGRAM_ADDRESS } from '@toolkit/chain';
import { createSolanaRpc } from '@solana/kit';
import type { LpLockView } from '@toolkit/shared';
import { describe, expect, it } from 'vitest';
import { solBalance, tokenBalance } from '../../../test/chain-kit.ts';
import { recordedTransactions, testDatabases, type SignedIn } from '../../../test/helpers.ts';
import { usePoolWorld } from '../../../test/pool-world.ts';

describe.each(testDatabases())('LP locks on the lock program on $name', (database) => {
  const { world, users } = usePoolWorld(database, { users: 2 });
  const [alice, bob] = users;

  const pendingOf = (who: SignedIn) => recordedTransactions(world.t.app, who);
  const locksOf = async (who: SignedIn) => (await world.get('/lp/locks', who)).body.data as LpLockView[];

  it('Given Alice holds LP, when she locks 10 LP for a day, then the escrow holds it on chain for her with no cancel right, an early release and Bob’s are refused, and after the date her release brings it back once', async () => {
    const { pool, view } = await world.givenPool(alice);
    const unit = 10n ** BigInt(view.lpDecimals);
    const lpBefore = await tokenBalance(world.rpcUrl, alice.wallet.address, view.lpMint);
    const unlockAt = new Date(Date.now() + 86_400_000);

    // When Alice locks 10 LP until the date
    const lock = await world.post(alice, '/lp/lock', { pool, amount: '10', unlockAt: unlockAt.toISOString() });
    expect(lock.status).toBe(200);
    expect((await world.signAndSend(alice, lock.body.transaction)).status).toBe(200);

    // Then the LP left her wallet for the escrow, which is hers alone, unlocking at the date
    const lockId = lock.body.lockId as string;
    expect(await tokenBalance(world.rpcUrl, alice.wallet.address, view.lpMint)).toBe(lpBefore - 10n * unit);
    expect(await tokenBalance(world.rpcUrl, lockId, view.lpMint)).toBe(10n * unit);
    const [escrow] = await findVestingEscrows(createSolanaRpc(world.rpcUrl), LOCK_PROGRAM_ADDRESS, { recipient: alice.wallet.address });
    expect(escrow).toMatchObject({
      address: lockId,
      tokenMint: view.lpMint,
      creator: alice.wallet.address,
      cliffTime: BigInt(Math.ceil(unlockAt.getTime() / 1000)),
      cliffUnlockAmount: 10n * unit,
      numberOfPeriod: 1n,
      cancelMode: 0,
      updateRecipientMode: 0,
    });
    const listed = await locksOf(alice);
    expect(listed).toEqual([
      {
        id: lockId,
        pool,
        lpMint: view.lpMint,
        lpDecimals: view.lpDecimals,
        amount: String(10n * unit),
        unlockAt: new Date(Math.ceil(unlockAt.getTime() / 1000) * 1000).toISOString(),
        status: 'locked',
      },
    ]);
    expect(await locksOf(bob)).toEqual([]);

    // When she asks to release it before the date, and Bob asks to release hers: refused, nothing built
    const [alicePending, bobPending] = [await pendingOf(alice), await pendingOf(bob)];
    const early = await world.post(alice, '/lp/unlock', { lockId });
    expect([early.status, early.body.code, early.body.field]).toEqual([409, 'LP_LOCK_NOT_DUE', 'lockId']);
    expect(early.body.message).toBe(`This lock releases its LP tokens at ${listed[0]!.unlockAt} (UTC), not before`);
    const stranger = await world.post(bob, '/lp/unlock', { lockId });
    expect([stranger.status, stranger.body.code]).toEqual([404, 'LP_LOCK_NOT_FOUND']);
    expect([await pendingOf(alice), await pendingOf(bob)]).toEqual([alicePending, bobPending]);
    expect(await tokenBalance(world.rpcUrl, lockId, view.lpMint)).toBe(10n * unit);

    // When the chain's clock passes the date and she releases it
    world.advanceClock(86_400 + 60);
    const release = await world.post(alice, '/lp/unlock', { lockId });
    expect([release.status, release.body.code]).toEqual([200, undefined]);
    expect((await world.signAndSend(alice, release.body.transaction)).status).toBe(200);

    // Then the LP is back in her wallet, the lock shows released, and a second release is refused
    expect(await tokenBalance(world.rpcUrl, alice.wallet.address, view.lpMint)).toBe(lpBefore);
    expect(await tokenBalance(world.rpcUrl, lockId, view.lpMint)).toBe(0n);
    expect((await locksOf(alice)).map((l) => l.status)).toEqual(['unlocked']);
    const again = await world.post(alice, '/lp/unlock', { lockId });
    expect([again.status, again.body.code]).toEqual([409, 'LP_LOCK_RELEASED']);
  }, 60_000);

  it('Given Alice holds LP, when she asks to lock with a date in the past, 0 LP, more LP than she holds, or a lock id that is no escrow, then each is refused naming its field and nothing is built or moved', async () => {
    const { pool, view } = await world.givenPool(alice);
    const held = await tokenBalance(world.rpcUrl, alice.wallet.address, view.lpMint);
    const sol = await solBalance(world.rpcUrl, alice.wallet.address);
    const count = await pendingOf(alice);
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const tooMuch = (held / 10n ** BigInt(view.lpDecimals) + 1n).toString();
    const refusals: Array<[string, object, number, string, string]> = [
      ['/lp/lock', { pool, amount: '1', unlockAt: new Date(Date.now() - 60_000).toISOString() }, 400, 'LP_UNLOCK_IN_PAST', 'unlockAt'],
      ['/lp/lock', { pool, amount: '0', unlockAt: later }, 400, 'VALIDATION_FAILED', 'amount'],
      ['/lp/lock', { pool, amount: tooMuch, unlockAt: later }, 400, 'LP_INSUFFICIENT', 'amount'],
      ['/lp/lock', { pool, amount: '1', unlockAt: 'tomorrow' }, 400, 'VALIDATION_FAILED', 'unlockAt'],
      ['/lp/unlock', { lockId: pool }, 404, 'LP_LOCK_NOT_FOUND', 'lockId'],
      ['/lp/unlock', { lockId: 'not-an-escrow' }, 400, 'VALIDATION_FAILED', 'lockId'],
    ];
    for (const [path, body, status, code, field] of refusals) {
      const res = await world.post(alice, path, body);
      expect([res.status, res.body.code, res.body.field], JSON.stringify(body)).toEqual([status, code, field]);
    }
    expect(await pendingOf(alice)).toBe(count);
    expect(await tokenBalance(world.rpcUrl, alice.wallet.address, view.lpMint)).toBe(held);
    expect(await solBalance(world.rpcUrl, alice.wallet.address)).toBe(sol);
  }, 60_000);
});
