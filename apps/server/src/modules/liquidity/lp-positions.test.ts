/**
 * LP burn and LP lock through the API on the local chain (issue 11.6): a burn removes LP for good
 * and leaves the reserves; a lock holds LP in the pool's lock account until its date, refuses an
 * early release and anyone but its owner, and releases once, to its owner, after the date.
 */
import { TEXTS } from '@toolkit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rpcCall, tokenBalance } from '../../../test/chain-kit.ts';
import { call, testDatabases, type SignedIn } from '../../../test/helpers.ts';
import { startPoolWorld, type PoolWorld } from '../../../test/pool-world.ts';

const LP = 10_000_000n; // one LP token (7 decimals for a 6/9-decimal pair)

describe.each(testDatabases())('LP burn and lock on $name', (database) => {
  let world: PoolWorld;
  let alice: SignedIn;
  let bob: SignedIn;
  beforeAll(async () => {
    world = await startPoolWorld(database);
    [alice, bob] = await Promise.all([world.user(), world.user()]);
  });
  afterAll(() => world?.close());

  const lpSupply = async (mint: string) =>
    BigInt((await rpcCall<{ value: { amount: string } }>(world.rpcUrl, 'getTokenSupply', [mint])).value.amount);

  it('Given Alice holds LP, when she burns 10 LP, then her LP and the LP supply fall by 10 and the reserves stay', async () => {
    const { pool, view, reserves } = await world.givenPool(alice);
    const [lpBefore, supplyBefore, reservesBefore] = [
      await tokenBalance(world.rpcUrl, alice.wallet.address, view.lpMint),
      await lpSupply(view.lpMint),
      await reserves(),
    ];
    const built = await world.post(alice, '/lp/burn', { pool, amount: '10' });
    expect(built.status).toBe(200);
    expect((await world.signAndSend(alice, built.body.transaction)).status).toBe(200);
    expect(await tokenBalance(world.rpcUrl, alice.wallet.address, view.lpMint)).toBe(lpBefore - 10n * LP);
    expect(await lpSupply(view.lpMint)).toBe(supplyBefore - 10n * LP);
    expect(await reserves()).toEqual(reservesBefore);
    const tooMuch = await world.post(alice, '/lp/burn', { pool, amount: '99999999999' });
    expect([tooMuch.status, tooMuch.body.code, tooMuch.body.field]).toEqual([400, 'NOT_ENOUGH_TOKEN', 'amount']);
  });

  it('Given Alice locks 5 LP for a few seconds, when she or Bob asks to unlock it early, then both are refused; after the date she gets her 5 LP back, once', async () => {
    const { pool, view } = await world.givenPool(alice);
    const unlockAt = new Date(Date.now() + 4_000).toISOString();
    const lpBefore = await tokenBalance(world.rpcUrl, alice.wallet.address, view.lpMint);
    const built = await world.post(alice, '/lp/lock', { pool, amount: '5', unlockAt });
    expect(built.status).toBe(200);
    expect((await world.signAndSend(alice, built.body.transaction)).status).toBe(200);
    expect(await tokenBalance(world.rpcUrl, alice.wallet.address, view.lpMint)).toBe(lpBefore - 5n * LP);
    const locks = (await world.get('/lp/locks', alice)).body.data;
    expect(locks).toEqual([
      { id: expect.any(String), pool, lpMint: view.lpMint, lpDecimals: 7, amount: (5n * LP).toString(), unlockAt, status: 'locked' },
    ]);
    const lockId = locks[0].id;

    const early = await world.post(alice, '/lp/unlock', { lockId });
    expect(early.body).toEqual({
      success: false,
      code: 'LP_LOCK_NOT_DUE',
      message: `This lock releases its LP tokens at ${unlockAt} (UTC), not before`,
    });
    expect(early.status).toBe(409);
    const notHers = await world.post(bob, '/lp/unlock', { lockId });
    expect([notHers.status, notHers.body.code]).toEqual([404, 'LP_LOCK_NOT_FOUND']);
    expect((await world.get('/lp/locks', bob)).body.data).toEqual([]);

    await new Promise((r) => setTimeout(r, Date.parse(unlockAt) - Date.now() + 200));
    const release = await world.post(alice, '/lp/unlock', { lockId });
    // A second release, built on a later blockhash, so it is a different transaction.
    await new Promise((r) => setTimeout(r, 900));
    const second = await world.post(alice, '/lp/unlock', { lockId });
    expect([release.status, second.status]).toEqual([200, 200]);
    const sent = await Promise.all([world.signAndSend(alice, release.body.transaction), world.signAndSend(alice, second.body.transaction)]);
    // Two releases built for one lock: one lands, the other is refused before the pool signs.
    expect(sent.map((s) => s.body.code ?? 'ok').sort()).toEqual(['LP_LOCK_RELEASED', 'ok']);
    expect(await tokenBalance(world.rpcUrl, alice.wallet.address, view.lpMint)).toBe(lpBefore);
    expect((await world.get('/lp/locks', alice)).body.data.find((l: { id: string }) => l.id === lockId).status).toBe('unlocked');
    expect((await world.post(alice, '/lp/unlock', { lockId })).body.code).toBe('LP_LOCK_RELEASED');
  });

  it('Given bad lock input, when Alice locks or unlocks, then each is a 4xx naming the field', async () => {
    const { pool } = await world.givenPool(alice);
    const past = await world.post(alice, '/lp/lock', { pool, amount: '1', unlockAt: '2020-01-01T00:00:00Z' });
    expect(past.body).toEqual({ success: false, code: 'LP_UNLOCK_IN_PAST', message: 'The unlock date must be in the future', field: 'unlockAt' });
    const far = await world.post(alice, '/lp/lock', { pool, amount: '1', unlockAt: '10000-01-01T00:00:00Z' });
    expect(far.body).toEqual({ success: false, code: 'VALIDATION_FAILED', message: TEXTS.lpUnlockAtInvalid, field: 'unlockAt' });
    const zero = await world.post(alice, '/lp/lock', { pool, amount: '0', unlockAt: '2999-01-01T00:00:00Z' });
    expect([zero.status, zero.body.field]).toEqual([400, 'amount']);
    const badId = await world.post(alice, '/lp/unlock', { lockId: 'nope' });
    expect([badId.status, badId.body.field]).toEqual([400, 'lockId']);
    const anonymous = await call(world.t.app, { method: 'GET', url: '/api/liquidity/lp/locks' });
    expect(anonymous.body.code).toBe('SIGN_IN_REQUIRED');
  });

  it('Given a pool whose creator burned and locked part of her LP, when the token page is read, then its risk analysis states the LP share burned and locked, and until when', async () => {
    const { pool, token, view } = await world.givenPool(alice);
    const risk = async () =>
      (await call(world.t.app, { method: 'GET', url: `/api/token/info/${token}` })).body.data.risks.find((r: { key: string }) => r.key === 'lp');
    // A fresh pool: only the minimum locked at creation is burned; nothing is locked: a warning.
    expect(await risk()).toMatchObject({
      key: 'lp',
      label: 'LP Burned / Locked',
      value: expect.stringMatching(/^0\.\d+% burned, 0\.00% locked$/),
      warning: true,
    });
    const supply = await lpSupply(view.lpMint);
    const half = supply / 2n;
    const burn = await world.post(alice, '/lp/burn', { pool, amount: (half / LP).toString() });
    expect((await world.signAndSend(alice, burn.body.transaction)).status).toBe(200);
    const lock = await world.post(alice, '/lp/lock', { pool, amount: (supply / 4n / LP).toString(), unlockAt: '2999-01-01T00:00:00.000Z' });
    expect((await world.signAndSend(alice, lock.body.transaction)).status).toBe(200);
    const after = await risk();
    expect(after.value).toMatch(/^50\.\d+% burned, 2[45]\.\d+% locked until 2999-01-01$/);
    expect(after.warning).toBe(false);
  });
});
