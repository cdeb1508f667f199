/**
 * The wind-down of server-held pools through the real app on the local chain: every LP holder
 * (a user of the app or not) is paid their share of both vaults, a lock's share only once the
 * chain's clock passed its date, the dust goes to the treasury, and the pool's routes refuse it.
 */
import { TOKEN_2022_PROGRAM_ADDRESS } from '@toolkit/chain';
import { withheldFee } from '@toolkit/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createToken2022TestToken, giveTokens, rpcCall, solBalance, testExtensions, tokenBalance } from '../../../test/chain-kit.ts';
import { call, createTestWallet, testDatabases, type SignedIn, type TestWallet } from '../../../test/helpers.ts';
import { startPoolWorld, type GivenPool, type PoolWorld } from '../../../test/pool-world.ts';
import { legacyPoolPayouts, legacyPoolWindDowns, pools } from '../../db/schema.ts';

const LP = 10_000_000n; // one LP token (7 decimals for a 6/9-decimal pair)
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(testDatabases())('legacy pool wind-down on $name', (database) => {
  let world: PoolWorld;
  let alice: SignedIn;
  let bob: SignedIn;
  beforeAll(async () => {
    world = await startPoolWorld(database);
    [alice, bob] = await Promise.all([world.user(), world.user()]);
  });
  afterAll(() => world?.close());

  const lpSupply = async (mint: string) =>
    BigInt((await rpcCall<{ value: { amount: string } }>(world.rpcUrl, 'getTokenSupply', [mint, { commitment: 'confirmed' }])).value.amount);
  const chainTime = async () => {
    const slot = await rpcCall<number>(world.rpcUrl, 'getSlot', [{ commitment: 'confirmed' }]);
    return (await rpcCall<number>(world.rpcUrl, 'getBlockTime', [slot])) * 1000;
  };
  const treasury = () => world.t.app.secrets.treasuryAddress;
  /** What each wallet holds of the pool's two sides now. */
  const holdings = async (given: GivenPool, owners: string[]) =>
    Promise.all(owners.map(async (o) => ({ base: await tokenBalance(world.rpcUrl, o, given.token), sol: await solBalance(world.rpcUrl, o) })));
  const payoutRows = (pool: string) =>
    world.t.app.db
      .select({
        kind: legacyPoolPayouts.kind,
        recipient: legacyPoolPayouts.recipient,
        status: legacyPoolPayouts.status,
        signature: legacyPoolPayouts.signature,
      })
      .from(legacyPoolPayouts)
      .innerJoin(legacyPoolWindDowns, eq(legacyPoolWindDowns.id, legacyPoolPayouts.windDownId))
      .innerJoin(pools, eq(pools.id, legacyPoolWindDowns.poolId))
      .where(eq(pools.address, pool));

  it('Given a pool with three LP holders (Carol not a user of the app, Bob with part of his LP locked for 20 s, Alice who burned some), when it is wound down, then each holder receives exactly their share of both vaults, the lock only after its date, the dust goes to the treasury and the pool refuses every route', async () => {
    const given = await world.givenPool(alice);
    const { pool, view } = given;
    const carol: TestWallet = createTestWallet();
    await giveTokens(world.rpcUrl, alice.wallet, bob.wallet.address, view.lpMint, 300n * LP, TOKEN_2022_PROGRAM_ADDRESS);
    await giveTokens(world.rpcUrl, alice.wallet, carol.address, view.lpMint, 200n * LP, TOKEN_2022_PROGRAM_ADDRESS);
    const burn = await world.post(alice, '/lp/burn', { pool, amount: '1000' });
    expect((await world.signAndSend(alice, burn.body.transaction)).status).toBe(200);
    const unlockAt = new Date(Date.now() + 20_000);
    const lock = await world.post(bob, '/lp/lock', { pool, amount: '100', unlockAt: unlockAt.toISOString() });
    expect((await world.signAndSend(bob, lock.body.transaction)).status).toBe(200);

    const [reserves, supply] = [await given.reserves(), await lpSupply(view.lpMint)];
    const lpOf = (owner: string) => tokenBalance(world.rpcUrl, owner, view.lpMint);
    const held = {
      alice: await lpOf(alice.wallet.address),
      bob: await lpOf(bob.wallet.address),
      carol: await lpOf(carol.address),
      locked: 100n * LP,
    };
    expect(held.bob).toBe(200n * LP);
    const share = (lp: bigint) => ({ base: (reserves.base * lp) / supply, sol: (reserves.quote * lp) / supply });
    const owners = [alice.wallet.address, bob.wallet.address, carol.address, treasury()];
    const before = await holdings(given, owners);

    // When: one pass (the lock is not due yet).
    const progress = await world.t.app.legacyPools.pass();
    expect(progress.get(pool)).toBe('paying');

    // Then: each holder got exactly their share; Bob only that of his unlocked LP.
    const afterFirst = await holdings(given, owners);
    const rise = (i: number, now = afterFirst) => ({ base: now[i]!.base - before[i]!.base, sol: now[i]!.sol - before[i]!.sol });
    expect(rise(0)).toEqual(share(held.alice));
    expect(rise(1)).toEqual(share(held.bob));
    expect(rise(2)).toEqual(share(held.carol));
    expect((await payoutRows(pool)).find((p) => p.kind === 'lock')).toMatchObject({ recipient: bob.wallet.address, status: 'pending' });

    // The pool's routes refuse it with a code of its own.
    const view410 = await world.get(`/pool/${pool}`);
    expect([view410.status, view410.body.code]).toEqual([410, 'POOL_RETIRED']);
    expect((await world.post(bob, '/add', { pool, quoteAmount: '1' })).body.code).toBe('POOL_RETIRED');
    expect((await world.post(bob, '/remove', { pool, lp_amount: '1' })).body.code).toBe('POOL_RETIRED');
    expect((await world.post(bob, '/swap/yx', { pool, amount: '1', slippage: 5 })).body.code).toBe('POOL_RETIRED');
    const listed = await call(world.t.app, { method: 'GET', url: '/api/liquidity/pools' });
    expect(listed.body.data.map((p: { pool: string }) => p.pool)).not.toContain(pool);

    // When the chain's clock passes the lock's date (the background pass may get there first).
    while ((await chainTime()) < unlockAt.getTime()) await sleep(500);
    for (let i = 0; i < 20 && (await world.t.app.legacyPools.pass()).get(pool) !== undefined; i++) await sleep(500);

    // Then Bob got his locked share too, in a transaction the chain timed after the date, and the dust went to the treasury.
    const after = await holdings(given, owners);
    const bobTotal = { base: share(held.bob).base + share(held.locked).base, sol: share(held.bob).sol + share(held.locked).sol };
    expect(rise(1, after)).toEqual(bobTotal);
    const rows = await payoutRows(pool);
    const lockPaid = rows.find((p) => p.kind === 'lock')!;
    expect(lockPaid.status).toBe('paid');
    const landed = await rpcCall<{ blockTime: number }>(world.rpcUrl, 'getTransaction', [
      lockPaid.signature,
      { commitment: 'confirmed', maxSupportedTransactionVersion: 0 },
    ]);
    expect(landed.blockTime * 1000).toBeGreaterThanOrEqual(unlockAt.getTime() - 999);
    const paid = [held.alice, held.bob, held.carol, held.locked].map(share);
    const dust = {
      base: reserves.base - paid.reduce((s, p) => s + p.base, 0n),
      sol: reserves.quote - paid.reduce((s, p) => s + p.sol, 0n),
    };
    expect(rise(3, after)).toEqual(dust);
    expect(await given.reserves()).toEqual({ base: 0n, quote: 0n });
    expect(rows.map((r) => r.status)).toEqual(rows.map(() => 'paid'));

    // Another pass pays nothing more.
    await world.t.app.legacyPools.pass();
    expect(await holdings(given, owners)).toEqual(after);
  }, 120_000);

  it('Given a swap and a withdrawal built before the wind-down, when they are submitted while a lock share is still reserved in the vaults, then each is refused with POOL_RETIRED and the vaults keep that share', async () => {
    const given = await world.givenPool(alice);
    const { pool, view } = given;
    await giveTokens(world.rpcUrl, alice.wallet, bob.wallet.address, view.lpMint, 100n * LP, TOKEN_2022_PROGRAM_ADDRESS);
    const lock = await world.post(bob, '/lp/lock', { pool, amount: '100', unlockAt: new Date(Date.now() + 3_600_000).toISOString() });
    expect((await world.signAndSend(bob, lock.body.transaction)).status).toBe(200);
    const swap = await world.post(bob, '/swap/yx', { pool, amount: '1', slippage: 5 });
    const withdrawal = await world.post(alice, '/remove', { pool, lp_amount: '10', slippage: 5 });
    expect([swap.status, withdrawal.status]).toEqual([200, 200]);

    expect((await world.t.app.legacyPools.pass()).get(pool)).toBe('paying');
    const reserved = await given.reserves();
    expect(reserved.base > 0n && reserved.quote > 0n).toBe(true);

    expect((await world.signAndSend(bob, swap.body.data.tx)).body.code).toBe('POOL_RETIRED');
    expect((await world.signAndSend(alice, withdrawal.body.transaction)).body.code).toBe('POOL_RETIRED');
    expect(await given.reserves()).toEqual(reserved);
  }, 120_000);

  it('Given a pool of a token with a 1 % transfer fee, when it is wound down, then each holder receives their share less the fee, sent with the fee stated', async () => {
    const token = await createToken2022TestToken(world.rpcUrl, alice.wallet, 6, 10_000_000n * 10n ** 6n, () => [
      testExtensions.transferFee(alice.wallet.address, 10n ** 12n),
    ]);
    const given = await world.givenPool(alice, { token });
    const { pool, view } = given;
    const carol = createTestWallet();
    await giveTokens(world.rpcUrl, alice.wallet, carol.address, view.lpMint, 500n * LP, TOKEN_2022_PROGRAM_ADDRESS);
    const [reserves, supply] = [await given.reserves(), await lpSupply(view.lpMint)];
    const held = [await tokenBalance(world.rpcUrl, alice.wallet.address, view.lpMint), 500n * LP];
    const owners = [alice.wallet.address, carol.address];
    const before = await holdings(given, owners);

    for (let i = 0; i < 20 && (await world.t.app.legacyPools.pass()).get(pool) !== undefined; i++) await sleep(500);

    const after = await holdings(given, owners);
    for (const [i, lp] of held.entries()) {
      const base = (reserves.base * lp) / supply;
      expect(after[i]!.base - before[i]!.base).toBe(base - withheldFee(base, 100, 10n ** 12n));
      expect(after[i]!.sol - before[i]!.sol).toBe((reserves.quote * lp) / supply);
    }
    expect(await given.reserves()).toEqual({ base: 0n, quote: 0n });
    expect((await payoutRows(pool)).map((r) => r.status)).toEqual(['paid', 'paid', 'paid']);
  }, 120_000);
});
