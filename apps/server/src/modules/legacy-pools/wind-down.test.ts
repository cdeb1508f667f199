/**
 * The wind-down of server-held pools (opened as earlier versions did: test/legacy-pools.ts)
 * through the real app on the local chain: every LP holder
 * (a user of the app or not) is paid their share of both vaults, a lock's share goes into escrows
 * of the lock program that its owner alone claims after its date, the dust goes to the treasury,
 * and the pool's routes refuse it.
 */
import { createSolanaRpc } from '@solana/kit';
import { findVestingEscrows, LOCK_PROGRAM_ADDRESS, ownerTokenAccount, TOKEN_2022_PROGRAM_ADDRESS, TOKEN_PROGRAM_ADDRESS } from '@toolkit/chain';
import { NATIVE_MINT, withheldFee } from '@toolkit/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  accountAmount,
  airdrop,
  createToken2022TestToken,
  giveTokens,
  rpcCall,
  solBalance,
  testExtensions,
  tokenBalance,
  tokenSupply,
} from '../../../test/chain-kit.ts';
import { call, createTestWallet, testDatabases, type SignedIn, type TestWallet } from '../../../test/helpers.ts';
import { burnLegacyLp, givenLegacyLock, givenLegacyPool, type LegacyPool } from '../../../test/legacy-pools.ts';
import { usePoolWorld } from '../../../test/pool-world.ts';
import { legacyPoolPayouts, legacyPoolWindDowns, pools } from '../../db/schema.ts';
import { buildTransactionMessage } from '../transactions/index.ts';
import { removeLiquidityInstructions } from './chain/index.ts';
import { poolSides } from './pool/index.ts';

const LP = 10_000_000n; // one LP token (7 decimals for a 6/9-decimal pair)
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(testDatabases())('legacy pool wind-down on $name', (database) => {
  const { world, users } = usePoolWorld(database, { users: 2 });
  const [alice, bob] = users;

  const chainTime = async () => {
    const slot = await rpcCall<number>(world.rpcUrl, 'getSlot', [{ commitment: 'confirmed' }]);
    return (await rpcCall<number>(world.rpcUrl, 'getBlockTime', [slot])) * 1000;
  };
  const treasury = () => world.t.app.secrets.treasuryAddress;
  /** What each wallet holds of the pool's two sides now. */
  const holdings = async (given: LegacyPool, owners: string[]) =>
    Promise.all(owners.map(async (o) => ({ base: await tokenBalance(world.rpcUrl, o, given.token), sol: await solBalance(world.rpcUrl, o) })));
  /** The vaults' balances on chain now. */
  const reservesOf = async (given: LegacyPool) => ({
    base: await accountAmount(world.rpcUrl, given.view.baseVault),
    quote: await accountAmount(world.rpcUrl, given.view.quoteVault),
  });
  const legacyPool = (who: SignedIn, options?: Parameters<typeof givenLegacyPool>[4]) =>
    givenLegacyPool(world.t.app, world.rpcUrl, who.wallet, who.user._id, options);
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

  it('Given a pool with three LP holders (Carol not a user of the app, Bob with part of his LP locked for 20 s, Alice who burned some), when it is wound down, then each holder receives exactly their share of both vaults, Bob’s locked share goes into escrows of the lock program until his date, the dust goes to the treasury and the pool refuses every route', async () => {
    const given = await legacyPool(alice);
    const { pool, view } = given;
    const carol: TestWallet = createTestWallet();
    await giveTokens(world.rpcUrl, alice.wallet, bob.wallet.address, view.lpMint, 300n * LP, TOKEN_2022_PROGRAM_ADDRESS);
    await giveTokens(world.rpcUrl, alice.wallet, carol.address, view.lpMint, 200n * LP, TOKEN_2022_PROGRAM_ADDRESS);
    await burnLegacyLp(world.rpcUrl, given, alice.wallet, 1000n * LP);
    const unlockAt = new Date(Date.now() + 20_000);
    await givenLegacyLock(world.t.app, world.rpcUrl, given, bob.wallet, bob.user._id, 100n * LP, unlockAt);

    const [reserves, supply] = [await reservesOf(given), await tokenSupply(world.rpcUrl, view.lpMint)];
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

    // The pool's key pays the escrows' rent: more than the 0.01 SOL a pool keeps, so the operator funds it first.
    await airdrop(world.rpcUrl, pool, 1n);

    // When: one pass (the lock is not due yet).
    const progress = await world.t.app.legacyPools.pass();
    expect(progress.get(pool)).toBe('wound_down');

    // Then: each holder got exactly their share; Bob only that of his unlocked LP.
    const after = await holdings(given, owners);
    const rise = (i: number, now = after) => ({ base: now[i]!.base - before[i]!.base, sol: now[i]!.sol - before[i]!.sol });
    expect(rise(0)).toEqual(share(held.alice));
    expect(rise(1)).toEqual(share(held.bob));
    expect(rise(2)).toEqual(share(held.carol));

    // And his locked share sits in two escrows of the lock program the pool's key made: his alone, from his date, no one able to cancel them.
    const escrows = await findVestingEscrows(createSolanaRpc(world.rpcUrl), LOCK_PROGRAM_ADDRESS, { recipient: bob.wallet.address });
    const locked = share(held.locked);
    const escrowOf = (mint: string) => escrows.find((e) => e.tokenMint === mint)!;
    expect(escrows).toHaveLength(2);
    for (const [mint, amount] of [
      [given.token, locked.base],
      [NATIVE_MINT, locked.sol],
    ] as const) {
      expect(escrowOf(mint)).toMatchObject({
        creator: pool,
        cliffTime: BigInt(Math.ceil(unlockAt.getTime() / 1000)),
        cliffUnlockAmount: amount,
        totalClaimedAmount: 0n,
        cancelMode: 0,
        updateRecipientMode: 0,
      });
      const program = mint === NATIVE_MINT ? TOKEN_PROGRAM_ADDRESS : given.row.baseProgram;
      expect(await accountAmount(world.rpcUrl, await ownerTokenAccount(escrowOf(mint).address, mint, program))).toBe(amount);
    }
    const lockRow = (await payoutRows(pool)).find((p) => p.kind === 'lock')!;
    expect(lockRow).toMatchObject({ recipient: bob.wallet.address, status: 'paid' });

    // The dust went to the treasury, the vaults are empty, and every payout is paid.
    const paid = [held.alice, held.bob, held.carol, held.locked].map(share);
    const dust = {
      base: reserves.base - paid.reduce((s, p) => s + p.base, 0n),
      sol: reserves.quote - paid.reduce((s, p) => s + p.sol, 0n),
    };
    expect(rise(3)).toEqual(dust);
    expect(await reservesOf(given)).toEqual({ base: 0n, quote: 0n });
    expect((await payoutRows(pool)).map((r) => r.status)).toEqual((await payoutRows(pool)).map(() => 'paid'));

    // The pool's routes refuse it with a code of its own.
    const view410 = await world.get(`/pool/${pool}`);
    expect([view410.status, view410.body.code]).toEqual([410, 'POOL_RETIRED']);
    expect((await world.post(bob, '/add', { pool, quoteAmount: '1' })).body.code).toBe('POOL_RETIRED');
    expect((await world.post(bob, '/remove', { pool, lp_amount: '1' })).body.code).toBe('POOL_RETIRED');
    expect((await world.post(bob, '/swap/yx', { pool, amount: '1', slippage: 5 })).body.code).toBe('POOL_RETIRED');
    const listed = await call(world.t.app, { method: 'GET', url: '/api/liquidity/pools' });
    expect(listed.body.data.map((p: { pool: string }) => p.pool)).not.toContain(pool);

    // Bob's claim before his date is refused; after it, the claim pays him the locked share of the token.
    const claim = (escrow: string) => call(world.t.app, { method: 'POST', url: '/api/vesting/claim', token: bob.token, payload: { escrow } });
    expect((await claim(escrowOf(given.token).address)).body.code).toBe('VESTING_NOTHING_CLAIMABLE');
    while ((await chainTime()) < unlockAt.getTime() + 1000) await sleep(500);
    const claimed = await claim(escrowOf(given.token).address);
    expect(claimed.status).toBe(200);
    expect((await world.signAndSend(bob, claimed.body.transaction)).status).toBe(200);
    expect((await tokenBalance(world.rpcUrl, bob.wallet.address, given.token)) - before[1]!.base).toBe(share(held.bob).base + locked.base);

    // Another pass pays nothing more.
    const settled = await holdings(given, owners);
    await world.t.app.legacyPools.pass();
    expect(await holdings(given, owners)).toEqual(settled);
  }, 120_000);

  it('Given a withdrawal an earlier version built (the pool key to sign it at submission), when Alice submits it after the wind-down moved a lock share into escrows, then it is refused with POOL_RETIRED and nothing moves', async () => {
    const given = await legacyPool(alice);
    const { pool } = given;
    await giveTokens(world.rpcUrl, alice.wallet, bob.wallet.address, given.view.lpMint, 100n * LP, TOKEN_2022_PROGRAM_ADDRESS);
    await givenLegacyLock(world.t.app, world.rpcUrl, given, bob.wallet, bob.user._id, 100n * LP, new Date(Date.now() + 3_600_000));
    const rpc = world.t.app.clusters.rpcAt(world.rpcUrl);
    const instructions = await removeLiquidityInstructions(poolSides(given.row), alice.wallet.address, {
      lpAmount: 10n * LP,
      baseAmount: 1n,
      quoteAmount: 1n,
    });
    const message = await buildTransactionMessage({
      rpc,
      feePayer: alice.wallet.address,
      instructions,
      prioritySol: 0,
      computeUnitLimit: 200_000,
      version: 0,
    });
    const withdrawal = await world.t.app.transactions.prepare({
      userId: alice.user._id,
      kind: 'pool.remove',
      message,
      rpcUrl: world.rpcUrl,
      serverSigners: [{ type: 'custodial', address: pool }],
      context: { pool },
    });

    await airdrop(world.rpcUrl, pool, 1n);
    expect((await world.t.app.legacyPools.pass()).get(pool)).toBe('wound_down');
    const lp = await tokenBalance(world.rpcUrl, alice.wallet.address, given.view.lpMint);
    const escrows = await findVestingEscrows(createSolanaRpc(world.rpcUrl), LOCK_PROGRAM_ADDRESS, { creator: pool });
    expect(escrows.map((e) => e.recipient)).toEqual([bob.wallet.address, bob.wallet.address]);

    const refused = await world.signAndSend(alice, withdrawal.transaction);
    expect([refused.status, refused.body.code]).toEqual([410, 'POOL_RETIRED']);
    expect(await tokenBalance(world.rpcUrl, alice.wallet.address, given.view.lpMint)).toBe(lp);
    expect(await findVestingEscrows(createSolanaRpc(world.rpcUrl), LOCK_PROGRAM_ADDRESS, { creator: pool })).toEqual(escrows);
  }, 120_000);

  it('Given a pool of a token with a 1 % transfer fee, when it is wound down, then each holder receives their share less the fee, sent with the fee stated', async () => {
    const token = await createToken2022TestToken(world.rpcUrl, alice.wallet, 6, 10_000_000n * 10n ** 6n, () => [
      testExtensions.transferFee(alice.wallet.address, 10n ** 12n),
    ]);
    const given = await legacyPool(alice, { token, transferFee: { bps: 100, maximumFee: 10n ** 12n } });
    const { pool, view } = given;
    const carol = createTestWallet();
    await giveTokens(world.rpcUrl, alice.wallet, carol.address, view.lpMint, 500n * LP, TOKEN_2022_PROGRAM_ADDRESS);
    const [reserves, supply] = [await reservesOf(given), await tokenSupply(world.rpcUrl, view.lpMint)];
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
    expect(await reservesOf(given)).toEqual({ base: 0n, quote: 0n });
    expect((await payoutRows(pool)).map((r) => r.status)).toEqual(['paid', 'paid', 'paid']);
  }, 120_000);
});
