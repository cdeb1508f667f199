/**
 * Pools and swaps through the API (fastify.inject), on the real local chain and a real database:
 * the server builds, the wallet signs, `sendAndConfirm` co-signs and submits. Checks what issue 6
 * names: creation fee, fee tiers, reserves from chain, exact quoted payouts, k never falling,
 * stale quotes refused, user-only signatures useless, add/remove, start time, pool stats.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startLocalChain, TOKEN_2022_PROGRAM_ADDRESS, type LocalChain } from '@toolkit/chain';
import { formatAmount, LIQUIDITY_TEXTS, NATIVE_MINT } from '@toolkit/shared';
import { eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pools } from '../../db/schema.ts';
import { buildTestApp, call, signIn, testDatabases, type SignedIn, type TestApp } from '../../../test/helpers.ts';
import {
  accountAmount,
  airdrop,
  createTestToken,
  createToken2022TestToken,
  rpcCall,
  sendAndConfirm,
  solBalance,
  testExtensions,
  tokenBalance,
  walletSign,
} from './pool-test-kit.ts';
import { UNPOOLABLE_TEXTS } from './poolable-mint.ts';

describe.each(testDatabases())('liquidity pools and swaps on $name', (database) => {
  let chain: LocalChain;
  let chainDir: string;
  let t: TestApp;
  let alice: SignedIn;
  let bob: SignedIn;
  let token: string;
  /** Token-2022 tokens of Alice's: one with a 1 % transfer fee, one with only in-mint metadata. */
  let feeToken: string;
  let metaToken: string;
  let pool: string;
  let vaults: { base: string; quote: string };

  const post = (who: SignedIn, url: string, payload: object) => call(t.app, { method: 'POST', url: `/api/liquidity${url}`, token: who.token, payload });
  const get = (url: string, who?: SignedIn) => call(t.app, { method: 'GET', url: `/api/liquidity${url}`, token: who?.token });
  /** The wallet signs what the server built and the app posts it to sendAndConfirm. */
  const signAndSend = (who: SignedIn, tx: string) => sendAndConfirm(t.app, who.token, walletSign(tx, who.wallet));
  const reserves = async () => ({ base: await accountAmount(chain.rpcUrl, vaults.base), quote: await accountAmount(chain.rpcUrl, vaults.quote) });

  beforeAll(async () => {
    chainDir = await mkdtemp(path.join(tmpdir(), 'toolkit-pools-chain-'));
    chain = await startLocalChain({ dataDir: chainDir, rpcPort: 0, logger: { info() {}, warn() {}, error() {} } });
    t = await buildTestApp({ database, config: { localRpcUrl: chain.rpcUrl } });
    [alice, bob] = await Promise.all([signIn(t.app), signIn(t.app)]);
    await Promise.all([airdrop(chain.rpcUrl, alice.wallet.address), airdrop(chain.rpcUrl, bob.wallet.address)]);
    // TKN: 6 decimals, 10,000,000 tokens, all Alice's.
    token = await createTestToken(chain.rpcUrl, alice.wallet, 6, 10_000_000n * 10n ** 6n);
    [feeToken, metaToken] = await Promise.all([
      createToken2022TestToken(chain.rpcUrl, alice.wallet, 6, 1_000_000n * 10n ** 6n, () => [testExtensions.transferFee(alice.wallet.address)]),
      createToken2022TestToken(chain.rpcUrl, alice.wallet, 6, 1_000_000n * 10n ** 6n, (mint) => testExtensions.metadata(alice.wallet.address, mint, 'Meta Coin', 'META')),
    ]);
  });
  afterAll(async () => {
    await t?.close();
    await chain?.close();
    await rm(chainDir, { recursive: true, force: true });
  });

  it('Given an unknown fee tier, when creating a pool, then it is refused with a 400 and nothing is built', async () => {
    const r = await post(alice, '/init', { baseToken: token, quoteToken: 'SOL', baseAmount: '1000', quoteAmount: '1', feeTier: 3 });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ success: false, message: LIQUIDITY_TEXTS.unknownFeeTier });
  });

  it('Given TKN and SOL, when Alice creates a TKN/SOL pool at 1 %, then the treasury receives exactly 0.15 SOL and the reserves are read from chain', async () => {
    const { body: config } = await call(t.app, { method: 'GET', url: '/api/config' });
    const treasury = config.data.treasury as string;
    const treasuryBefore = await solBalance(chain.rpcUrl, treasury);

    const r = await post(alice, '/init', { baseToken: token, quoteToken: 'SOL', baseAmount: '1000000', quoteAmount: '10', feeTier: 1 });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: true, pool: expect.any(String), message: LIQUIDITY_TEXTS.poolCreated, transaction: expect.any(String) });
    pool = r.body.pool;
    const sent = await signAndSend(alice, r.body.transaction);
    expect(sent).toMatchObject({ status: 200, body: { success: true, signature: expect.any(String) } });

    expect((await solBalance(chain.rpcUrl, treasury)) - treasuryBefore).toBe(150_000_000n);
    const view = await get(`/pool/${pool}`, alice);
    expect(view.status).toBe(200);
    const p = view.body.data;
    vaults = { base: p.baseVault, quote: p.quoteVault };
    expect(p).toMatchObject({ pool, feeTier: 1, baseReserve: '1000000000000', quoteReserve: '10000000000', startTime: null, creator: alice.wallet.address });
    expect(p.quote.mint).toBe(NATIVE_MINT);
    // The reserves are the vaults' balances on chain; LP supply = floor(sqrt(x*y)) with 1000 locked in the pool.
    expect(await reserves()).toEqual({ base: 1_000_000_000_000n, quote: 10_000_000_000n });
    expect(BigInt(p.lpSupply)).toBe(100_000_000_000n);
    expect(await tokenBalance(chain.rpcUrl, alice.wallet.address, p.lpMint)).toBe(100_000_000_000n - 1000n);
  });

  it('Given the pool exists, when the same pair and tier is created again (either way round), then it is refused', async () => {
    const r = await post(alice, '/init', { baseToken: 'SOL', quoteToken: token, baseAmount: '1', quoteAmount: '1000', feeTier: 1 });
    expect(r.status).toBe(409);
    expect(r.body.message).toBe(LIQUIDITY_TEXTS.poolExists);
  });

  it('When Bob swaps 1 SOL for TKN, then he receives exactly the quoted amount, within 0.1 % of the constant product after fee, and x*y does not fall', async () => {
    const before = await reserves();
    const quote = await post(bob, '/quote', { pool, amount: '1', direction: 'yx' });
    expect(quote.status).toBe(200);
    const q = quote.body.data;
    const exact = (Number(before.base) * 1e9 * 0.99) / (Number(before.quote) + 1e9 * 0.99);
    expect(Math.abs(Number(q.amountOut) - exact) / exact).toBeLessThan(0.001);
    expect(BigInt(q.minimumReceived)).toBeLessThan(BigInt(q.amountOut));
    expect(q.priceImpact).toBeGreaterThan(0);

    const built = await post(bob, '/swap/yx', { pool, amount: '1', payer: bob.wallet.address });
    expect(built.status).toBe(200);
    expect(built.body.data.quote.amountOut).toBe(q.amountOut);
    const tknBefore = await tokenBalance(chain.rpcUrl, bob.wallet.address, token);
    expect((await signAndSend(bob, built.body.data.tx)).status).toBe(200);

    expect((await tokenBalance(chain.rpcUrl, bob.wallet.address, token)) - tknBefore).toBe(BigInt(q.amountOut));
    const after = await reserves();
    expect(after).toEqual({ base: before.base - BigInt(q.amountOut), quote: before.quote + 1_000_000_000n });
    expect(after.base * after.quote).toBeGreaterThanOrEqual(before.base * before.quote);
  });

  it('When Bob swaps TKN back to SOL, then the vault pays exactly the quote and x*y does not fall', async () => {
    const before = await reserves();
    const built = await post(bob, '/swap/xy', { pool, amount: '5000' });
    expect(built.status).toBe(200);
    const q = built.body.data.quote;
    const solBefore = await solBalance(chain.rpcUrl, bob.wallet.address);
    const sent = await signAndSend(bob, built.body.data.tx);
    expect(sent.status).toBe(200);
    const after = await reserves();
    expect(after).toEqual({ base: before.base + 5_000_000_000n, quote: before.quote - BigInt(q.amountOut) });
    expect(after.base * after.quote).toBeGreaterThanOrEqual(before.base * before.quote);
    // Bob holds plain SOL again: what he got, less the network and priority fees he paid.
    const { meta } = await rpcCall<{ meta: { fee: number } }>(chain.rpcUrl, 'getTransaction', [sent.body.signature, { commitment: 'confirmed', maxSupportedTransactionVersion: 0 }]);
    expect((await solBalance(chain.rpcUrl, bob.wallet.address)) - solBefore).toBe(BigInt(q.amountOut) - BigInt(meta.fee));
  });

  it('Given two swaps built on the same price, when the second is submitted after the first moved the price, then it is refused and pays nothing', async () => {
    const first = await post(alice, '/swap/yx', { pool, amount: '2' });
    const second = await post(bob, '/swap/yx', { pool, amount: '2' });
    expect(second.body.data.quote.amountOut).toBe(first.body.data.quote.amountOut);
    expect((await signAndSend(alice, first.body.data.tx)).status).toBe(200);

    const before = { tkn: await tokenBalance(chain.rpcUrl, bob.wallet.address, token), sol: await solBalance(chain.rpcUrl, bob.wallet.address), pool: await reserves() };
    const refused = await signAndSend(bob, second.body.data.tx);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ success: false, message: LIQUIDITY_TEXTS.priceMoved });
    expect(await tokenBalance(chain.rpcUrl, bob.wallet.address, token)).toBe(before.tkn);
    expect(await solBalance(chain.rpcUrl, bob.wallet.address)).toBe(before.sol);
    expect(await reserves()).toEqual(before.pool);
  });

  it('Given a swap Bob signed, when he sends it straight to the chain, then the chain refuses it (no pool signature) and nothing moves', async () => {
    const built = await post(bob, '/swap/yx', { pool, amount: '1' });
    const signed = walletSign(built.body.data.tx, bob.wallet);
    const before = { tkn: await tokenBalance(chain.rpcUrl, bob.wallet.address, token), pool: await reserves() };
    await expect(rpcCall(chain.rpcUrl, 'sendTransaction', [signed, { encoding: 'base64' }])).rejects.toThrow(/signature/i);
    await expect(rpcCall(chain.rpcUrl, 'sendTransaction', [signed, { encoding: 'base64', skipPreflight: true }])).rejects.toThrow(/signature/i);
    expect(await tokenBalance(chain.rpcUrl, bob.wallet.address, token)).toBe(before.tkn);
    expect(await reserves()).toEqual(before.pool);
  });

  it('When Bob adds liquidity and then removes it, then he receives LP tokens and then his deposit back (less rounding in the pool’s favour)', async () => {
    const lpMint = (await get(`/pool/${pool}`)).body.data.lpMint as string;
    const added = await post(bob, '/add', { pool, quoteAmount: '1' });
    expect(added.status).toBe(200);
    const { baseAmount, quoteAmount, lpAmount } = added.body.data;
    expect(quoteAmount).toBe('1000000000');
    const tknBefore = await tokenBalance(chain.rpcUrl, bob.wallet.address, token);
    expect((await signAndSend(bob, added.body.transaction)).status).toBe(200);
    expect(await tokenBalance(chain.rpcUrl, bob.wallet.address, lpMint)).toBe(BigInt(lpAmount));
    expect(await tokenBalance(chain.rpcUrl, bob.wallet.address, token)).toBe(tknBefore - BigInt(baseAmount));

    const lpWhole = formatAmount(BigInt(lpAmount), 7); // LP decimals: floor((6 + 9) / 2) = 7
    const removed = await post(bob, '/remove', { pool, lp_amount: lpWhole });
    expect(removed.status).toBe(200);
    const back = removed.body.data;
    expect(BigInt(back.baseAmount)).toBeLessThanOrEqual(BigInt(baseAmount));
    // Rounding (LP floored, payout floored) costs at most a few base units, never in the depositor's favour.
    expect(BigInt(back.baseAmount)).toBeGreaterThanOrEqual(BigInt(baseAmount) - BigInt(baseAmount) / 1_000_000n);
    expect(BigInt(back.quoteAmount)).toBeLessThanOrEqual(BigInt(quoteAmount));
    expect(BigInt(back.quoteAmount)).toBeGreaterThanOrEqual(BigInt(quoteAmount) - BigInt(quoteAmount) / 1_000_000n);
    expect((await signAndSend(bob, removed.body.transaction)).status).toBe(200);
    expect(await tokenBalance(chain.rpcUrl, bob.wallet.address, lpMint)).toBe(0n);
    expect(await tokenBalance(chain.rpcUrl, bob.wallet.address, token)).toBe(tknBefore - BigInt(baseAmount) + BigInt(back.baseAmount));
  });

  it('Given more LP than Bob holds, when he asks to remove it, then it is refused', async () => {
    const r = await post(bob, '/remove', { pool, lp_amount: '1' });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(LIQUIDITY_TEXTS.notEnoughLp);
  });

  it('Given a pool whose start time is an hour ahead, when anyone swaps, then the swap is refused', async () => {
    const startTime = new Date(Date.now() + 3600_000).toISOString();
    const r = await post(alice, '/init', { baseToken: token, quoteToken: 'SOL', baseAmount: '1000', quoteAmount: '1', feeTier: 0.25, startTime });
    expect(r.status).toBe(200);
    expect((await signAndSend(alice, r.body.transaction)).status).toBe(200);
    const swap = await post(bob, '/swap/yx', { pool: r.body.pool, amount: '0.1' });
    expect(swap.status).toBe(409);
    expect(swap.body.message).toBe(LIQUIDITY_TEXTS.poolNotStarted(new Date(startTime).toISOString()));
    expect((await get(`/pool/${r.body.pool}`)).body.data.startTime).toBe(new Date(startTime).toISOString());
  });

  it('The pool list shows each pool with liquidity, 24 h volume, fees and APR from the recorded swaps; mine=true filters', async () => {
    const all = await get('/pools', bob);
    expect(all.status).toBe(200);
    const p = all.body.data.find((x: { pool: string }) => x.pool === pool);
    // Swaps so far on the 1 % pool: 1 SOL in, 5000 TKN in (SOL out), 2 SOL in.
    expect(p.swaps24h).toBe(3);
    expect(p.valueMint).toBe(NATIVE_MINT);
    expect(BigInt(p.volume24h)).toBeGreaterThan(3_000_000_000n);
    expect(p.fees24h).toBe(((BigInt(p.volume24h) * 100n) / 10_000n).toString());
    expect(p.apr24h).toBeGreaterThan(0);
    expect(p.liquidityInr).toBeGreaterThan(0);
    expect(all.body.data).toHaveLength(2);
    expect((await get('/pools?mine=true', bob)).body.data).toEqual([]);
    expect((await get('/pools?mine=true', alice)).body.data).toHaveLength(2);
    expect((await get('/pools?mine=true')).status).toBe(401);
  });

  it('Prices: a token with a SOL pool has a price in SOL and rupees; an unknown mint has none', async () => {
    const r = await get(`/prices?mints=${token},${NATIVE_MINT},${alice.wallet.address}`);
    expect(r.status).toBe(200);
    expect(Number(r.body.data[token].priceSol)).toBeGreaterThan(0.000009);
    expect(r.body.data[token].priceInr).toBeGreaterThan(0);
    expect(r.body.data[NATIVE_MINT].priceSol).toBe('1');
    expect(r.body.data[alice.wallet.address]).toEqual({ priceSol: null, priceInr: null, liquidityInr: null });
  });

  it('The price history and the wallet tokens come from the recorded swaps and the chain', async () => {
    const history = await get(`/pool/${pool}/history`);
    expect(history.status).toBe(200);
    expect(history.body.data).toHaveLength(3);
    const last = history.body.data.at(-1);
    // Price after the swap: SOL per whole TKN from the vaults read under the pool lock.
    expect(last.price).toBeCloseTo(Number(last.quoteReserve) / 1e9 / (Number(last.baseReserve) / 1e6), 9);
    const tokens = await get('/wallet-tokens', bob);
    expect(tokens.body.data.map((x: { symbol: string }) => x.symbol)).toContain('SOL');
    expect(tokens.body.data.find((x: { mint: string }) => x.mint === token).balance).toBe((await tokenBalance(chain.rpcUrl, bob.wallet.address, token)).toString());
    expect((await get(`/token-info?mint=${token}`)).body.data).toMatchObject({ mint: token, decimals: 6 });
    expect((await get(`/token-info?mint=${bob.wallet.address}`)).status).toBe(404);
  });

  it('refuses bad input with clear 4xx messages', async () => {
    expect((await post(bob, '/quote', { pool, amount: 'abc', direction: 'xy' })).status).toBe(400);
    expect((await post(bob, '/quote', { pool, amount: '1', direction: 'zz' })).status).toBe(400);
    expect((await post(bob, '/swap/xy', { pool: alice.wallet.address, amount: '1' })).status).toBe(404);
    expect((await post(bob, '/swap/xy', { pool, amount: '1', payer: alice.wallet.address })).status).toBe(400);
    expect((await post(bob, '/init', { baseToken: token, quoteToken: token, baseAmount: '1', quoteAmount: '1', feeTier: 1 })).status).toBe(400);
    expect((await call(t.app, { method: 'POST', url: '/api/liquidity/swap/xy', payload: { pool, amount: '1' } })).status).toBe(401);
  });

  it('Given a Token-2022 token with a transfer fee, when Alice creates a pool with it on either side, then it is refused with a 400 naming the fee, and nothing changes on chain or in the database', async () => {
    const { body: config } = await call(t.app, { method: 'GET', url: '/api/config' });
    const treasury = config.data.treasury as string;
    const before = {
      sol: await solBalance(chain.rpcUrl, alice.wallet.address),
      fee: await tokenBalance(chain.rpcUrl, alice.wallet.address, feeToken),
      treasury: await solBalance(chain.rpcUrl, treasury),
    };

    const asBase = await post(alice, '/init', { baseToken: feeToken, quoteToken: 'SOL', baseAmount: '1000', quoteAmount: '1', feeTier: 1 });
    const asQuote = await post(alice, '/init', { baseToken: token, quoteToken: feeToken, baseAmount: '1000', quoteAmount: '1000', feeTier: 1 });

    for (const r of [asBase, asQuote]) {
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ success: false, message: UNPOOLABLE_TEXTS.transferFee });
    }
    expect(UNPOOLABLE_TEXTS.transferFee).toBe('Tokens with a transfer fee cannot be pooled: the pool would receive less than it is credited');
    expect(await t.app.db.select().from(pools).where(or(eq(pools.baseMint, feeToken), eq(pools.quoteMint, feeToken)))).toEqual([]);
    expect({
      sol: await solBalance(chain.rpcUrl, alice.wallet.address),
      fee: await tokenBalance(chain.rpcUrl, alice.wallet.address, feeToken),
      treasury: await solBalance(chain.rpcUrl, treasury),
    }).toEqual(before);
  });

  it('Given a plain Token-2022 token with in-mint metadata, when Alice creates a META/SOL pool, then it is accepted and its vault holds exactly her deposit', async () => {
    const r = await post(alice, '/init', { baseToken: metaToken, quoteToken: 'SOL', baseAmount: '1000', quoteAmount: '1', feeTier: 2 });
    expect(r.status).toBe(200);
    expect((await signAndSend(alice, r.body.transaction)).status).toBe(200);

    const p = (await get(`/pool/${r.body.pool}`)).body.data;
    expect(p.base).toMatchObject({ mint: metaToken, symbol: 'META', name: 'Meta Coin', program: TOKEN_2022_PROGRAM_ADDRESS });
    expect(await accountAmount(chain.rpcUrl, p.baseVault)).toBe(1_000_000_000n);
    expect(await accountAmount(chain.rpcUrl, p.quoteVault)).toBe(1_000_000_000n);
  });
});
