/**
 * Pools through the API (fastify.inject), on the real local chain and a real database: the server
 * builds, the wallet signs, `sendAndConfirm` co-signs and submits. Creation fee, reserves from
 * chain, one pool per pair and tier, add/remove, pool list figures, prices, unpoolable mints.
 * Each test opens its own pools (`givenPool`); swaps are tested in ../swap.
 */
import { TOKEN_2022_PROGRAM_ADDRESS } from '@toolkit/chain';
import { FEE_TIERS, formatAmount, NATIVE_MINT, TEXTS } from '@toolkit/shared';
import { eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountAmount, createTestToken, createToken2022TestToken, solBalance, testExtensions, tokenBalance } from '../../../test/chain-kit.ts';
import { call, testDatabases, type SignedIn } from '../../../test/helpers.ts';
import { startPoolWorld, type PoolWorld } from '../../../test/pool-world.ts';
import { pools } from '../../db/schema.ts';

describe.each(testDatabases())('liquidity pools on $name', (database) => {
  let world: PoolWorld;
  let alice: SignedIn;
  let bob: SignedIn;

  beforeAll(async () => {
    world = await startPoolWorld(database);
    [alice, bob] = await Promise.all([world.user(), world.user()]);
  });
  afterAll(() => world?.close());

  const treasuryAddress = async () => (await call(world.t.app, { method: 'GET', url: '/api/config' })).body.data.treasury as string;
  const poolRowsOf = (mint: string) =>
    world.t.app.db
      .select()
      .from(pools)
      .where(or(eq(pools.baseMint, mint), eq(pools.quoteMint, mint)));

  it('Given an unknown fee tier, when Alice creates a pool, then it is refused naming the fee tier and nothing is stored', async () => {
    const token = await createTestToken(world.rpcUrl, alice.wallet, 6, 10n ** 12n);
    const r = await world.post(alice, '/init', { baseToken: token, quoteToken: 'SOL', baseAmount: '1000', quoteAmount: '1', feeTier: 3 });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ success: false, code: 'VALIDATION_FAILED', message: TEXTS.feeTierUnknown(FEE_TIERS), field: 'feeTier' });
    expect(await poolRowsOf(token)).toEqual([]);
  });

  it('Given the same token on both sides, when Alice creates a pool, then it is refused naming the quote token', async () => {
    const token = await createTestToken(world.rpcUrl, alice.wallet, 6, 10n ** 12n);
    const r = await world.post(alice, '/init', { baseToken: token, quoteToken: token, baseAmount: '1', quoteAmount: '1', feeTier: 1 });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ success: false, code: 'VALIDATION_FAILED', message: TEXTS.poolSameTokens, field: 'quoteToken' });
    expect(await poolRowsOf(token)).toEqual([]);
  });

  it('Given TKN and SOL, when Alice creates a TKN/SOL pool at 1 %, then the treasury receives exactly 0.15 SOL and the reserves are read from chain', async () => {
    const token = await createTestToken(world.rpcUrl, alice.wallet, 6, 10_000_000n * 10n ** 6n);
    const treasury = await treasuryAddress();
    const treasuryBefore = await solBalance(world.rpcUrl, treasury);

    const r = await world.post(alice, '/init', { baseToken: token, quoteToken: 'SOL', baseAmount: '1000000', quoteAmount: '10', feeTier: 1 });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: true, pool: expect.any(String), message: TEXTS.poolCreated, transaction: expect.any(String) });
    const sent = await world.signAndSend(alice, r.body.transaction);
    expect(sent).toMatchObject({ status: 200, body: { success: true, signature: expect.any(String) } });

    expect((await solBalance(world.rpcUrl, treasury)) - treasuryBefore).toBe(150_000_000n);
    const view = await world.get(`/pool/${r.body.pool}`, alice);
    expect(view.status).toBe(200);
    const p = view.body.data;
    expect(p).toMatchObject({
      pool: r.body.pool,
      feeTier: 1,
      baseReserve: '1000000000000',
      quoteReserve: '10000000000',
      startTime: null,
      creator: alice.wallet.address,
    });
    expect(p.quote.mint).toBe(NATIVE_MINT);
    // The reserves are the vaults' balances on chain; LP supply = floor(sqrt(x*y)) with 1000 locked in the pool.
    expect(await accountAmount(world.rpcUrl, p.baseVault)).toBe(1_000_000_000_000n);
    expect(await accountAmount(world.rpcUrl, p.quoteVault)).toBe(10_000_000_000n);
    expect(BigInt(p.lpSupply)).toBe(100_000_000_000n);
    expect(await tokenBalance(world.rpcUrl, alice.wallet.address, p.lpMint)).toBe(100_000_000_000n - 1000n);
  });

  it('Given a TKN/SOL pool at 1 %, when the same pair and tier is created again either way round, then it is refused with POOL_EXISTS and no second pool is stored', async () => {
    const { token } = await world.givenPool(alice, { feeTier: 1 });
    for (const [baseToken, quoteToken] of [
      ['SOL', token],
      [token, 'SOL'],
    ]) {
      const r = await world.post(alice, '/init', { baseToken, quoteToken, baseAmount: '1', quoteAmount: '1000', feeTier: 1 });
      expect(r.status).toBe(409);
      expect(r.body).toEqual({ success: false, code: 'POOL_EXISTS', message: 'A pool for this pair and fee tier already exists' });
    }
    expect(await poolRowsOf(token)).toHaveLength(1);
  });

  it('Given a pool, when Bob adds liquidity and then removes it, then he receives LP tokens and then his deposit back (less rounding in the pool’s favour)', async () => {
    const { token, pool } = await world.givenPool(alice);
    const { body: bought } = await world.post(bob, '/swap/yx', { pool, amount: '5' });
    expect((await world.signAndSend(bob, bought.data.tx)).status).toBe(200);
    const lpMint = (await world.get(`/pool/${pool}`)).body.data.lpMint as string;

    const added = await world.post(bob, '/add', { pool, quoteAmount: '1' });
    expect(added.status).toBe(200);
    expect(added.body.message).toBe(TEXTS.liquidityAdded);
    const { baseAmount, quoteAmount, lpAmount } = added.body.data;
    expect(quoteAmount).toBe('1000000000');
    const tknBefore = await tokenBalance(world.rpcUrl, bob.wallet.address, token);
    expect((await world.signAndSend(bob, added.body.transaction)).status).toBe(200);
    expect(await tokenBalance(world.rpcUrl, bob.wallet.address, lpMint)).toBe(BigInt(lpAmount));
    expect(await tokenBalance(world.rpcUrl, bob.wallet.address, token)).toBe(tknBefore - BigInt(baseAmount));

    const lpWhole = formatAmount(BigInt(lpAmount), 7); // LP decimals: floor((6 + 9) / 2) = 7
    const removed = await world.post(bob, '/remove', { pool, lp_amount: lpWhole });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe(TEXTS.liquidityRemoved);
    const back = removed.body.data;
    expect(BigInt(back.baseAmount)).toBeLessThanOrEqual(BigInt(baseAmount));
    // Rounding (LP floored, payout floored) costs at most a few base units, never in the depositor's favour.
    expect(BigInt(back.baseAmount)).toBeGreaterThanOrEqual(BigInt(baseAmount) - BigInt(baseAmount) / 1_000_000n);
    expect(BigInt(back.quoteAmount)).toBeLessThanOrEqual(BigInt(quoteAmount));
    expect(BigInt(back.quoteAmount)).toBeGreaterThanOrEqual(BigInt(quoteAmount) - BigInt(quoteAmount) / 1_000_000n);
    expect((await world.signAndSend(bob, removed.body.transaction)).status).toBe(200);
    expect(await tokenBalance(world.rpcUrl, bob.wallet.address, lpMint)).toBe(0n);
    expect(await tokenBalance(world.rpcUrl, bob.wallet.address, token)).toBe(tknBefore - BigInt(baseAmount) + BigInt(back.baseAmount));
  });

  it('Given Bob holds no LP of a pool, when he asks to remove 1 LP, then it is refused naming the 1 LP he lacks and the reserves stay', async () => {
    const { pool, reserves } = await world.givenPool(alice);
    const before = await reserves();
    const r = await world.post(bob, '/remove', { pool, lp_amount: '1' });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false, code: 'NOT_ENOUGH_TOKEN', field: 'lp_amount' });
    expect(r.body.message).toMatch(/^You need 1 more \S+\.$/);
    expect(await reserves()).toEqual(before);
  });

  it('Given Carol’s two pools and two swaps on one, when the pool list is read, then it shows liquidity, 24 h volume, fees and APR from the recorded swaps, and mine=true lists only her pools', async () => {
    const carol = await world.user();
    const dave = await world.user();
    const traded = await world.givenPool(carol, { feeTier: 1 });
    const quiet = await world.givenPool(carol, { token: traded.token, feeTier: 0.25, baseAmount: '1000', quoteAmount: '1' });
    for (const amount of ['1', '2']) {
      const { body } = await world.post(bob, '/swap/yx', { pool: traded.pool, amount });
      expect((await world.signAndSend(bob, body.data.tx)).status).toBe(200);
    }

    const all = await world.get('/pools', bob);
    expect(all.status).toBe(200);
    const p = all.body.data.find((x: { pool: string }) => x.pool === traded.pool);
    expect(p).toMatchObject({ swaps24h: 2, valueMint: NATIVE_MINT, volume24h: '3000000000', fees24h: '30000000' });
    expect(p.apr24h).toBeGreaterThan(0);
    expect(p.liquidityInr).toBeGreaterThan(0);
    expect(all.body.data.find((x: { pool: string }) => x.pool === quiet.pool)).toMatchObject({ swaps24h: 0, volume24h: '0', apr24h: 0 });

    const mine = await world.get('/pools?mine=true', carol);
    expect(mine.body.data.map((x: { pool: string }) => x.pool).sort()).toEqual([traded.pool, quiet.pool].sort());
    expect((await world.get('/pools?mine=true', dave)).body.data).toEqual([]);
    const anonymous = await world.get('/pools?mine=true');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('SIGN_IN_REQUIRED');
  });

  it('Given a TKN/SOL pool of 1,000,000 TKN and 10 SOL, when prices are read, then TKN costs 0.00001 SOL, SOL costs 1 and a mint without a pool has none', async () => {
    const { token } = await world.givenPool(alice, { baseAmount: '1000000', quoteAmount: '10' });
    const r = await world.get(`/prices?mints=${token},${NATIVE_MINT},${alice.wallet.address}`);
    expect(r.status).toBe(200);
    expect(r.body.data[token].priceSol).toBe('0.00001');
    expect(r.body.data[token].priceInr).toBeGreaterThan(0);
    expect(r.body.data[NATIVE_MINT].priceSol).toBe('1');
    expect(r.body.data[alice.wallet.address]).toEqual({ priceSol: null, priceInr: null, liquidityInr: null });
  });

  it('Given two swaps on a pool, when its history, Bob’s wallet tokens and the token info are read, then they come from the recorded swaps and the chain', async () => {
    const { pool, token } = await world.givenPool(alice);
    for (const amount of ['1', '0.5']) {
      const { body } = await world.post(bob, '/swap/yx', { pool, amount });
      expect((await world.signAndSend(bob, body.data.tx)).status).toBe(200);
    }
    const history = await world.get(`/pool/${pool}/history`);
    expect(history.status).toBe(200);
    expect(history.body.data).toHaveLength(2);
    const last = history.body.data.at(-1);
    // Price after the swap: SOL per whole TKN from the vaults read under the pool lock.
    expect(last.price).toBeCloseTo(Number(last.quoteReserve) / 1e9 / (Number(last.baseReserve) / 1e6), 9);

    const tokens = await world.get('/wallet-tokens', bob);
    expect(tokens.body.data.map((x: { symbol: string }) => x.symbol)).toContain('SOL');
    expect(tokens.body.data.find((x: { mint: string }) => x.mint === token).balance).toBe(
      (await tokenBalance(world.rpcUrl, bob.wallet.address, token)).toString(),
    );
    expect((await world.get(`/token-info?mint=${token}`)).body.data).toMatchObject({ mint: token, decimals: 6 });
    const missing = await world.get(`/token-info?mint=${bob.wallet.address}`);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({
      success: false,
      code: 'POOL_TOKEN_NOT_FOUND',
      message: `Token ${bob.wallet.address} was not found on this network`,
    });
  });

  it('Given an address that is no pool, when it is read or liquidity is added to it, then both answer POOL_NOT_FOUND', async () => {
    const view = await world.get(`/pool/${alice.wallet.address}`);
    const add = await world.post(bob, '/add', { pool: alice.wallet.address, quoteAmount: '1' });
    expect([view.status, add.status]).toEqual([404, 404]);
    expect([view.body.code, add.body.code]).toEqual(['POOL_NOT_FOUND', 'POOL_NOT_FOUND']);
  });

  it('Given a plain Token-2022 token with in-mint metadata, when Alice creates a META/SOL pool, then it is accepted and its vault holds exactly her deposit', async () => {
    const metaToken = await createToken2022TestToken(world.rpcUrl, alice.wallet, 6, 1_000_000n * 10n ** 6n, (mint) =>
      testExtensions.metadata(alice.wallet.address, mint, 'Meta Coin', 'META'),
    );
    const { view: p } = await world.givenPool(alice, { token: metaToken, baseAmount: '1000', quoteAmount: '1', feeTier: 2 });
    expect(p.base).toMatchObject({ mint: metaToken, symbol: 'META', name: 'Meta Coin', program: TOKEN_2022_PROGRAM_ADDRESS });
    expect(await accountAmount(world.rpcUrl, p.baseVault)).toBe(1_000_000_000n);
    expect(await accountAmount(world.rpcUrl, p.quoteVault)).toBe(1_000_000_000n);
  });
});
