/**
 * A token's market through the API (fastify.inject), on the real local chain and a real database.
 * Pools are opened and swaps sent straight to the chain as any other client would (never through
 * the API); the market, its trades, candles and 24 h volume come from the program pools on chain
 * and the trades the indexer read from the chain.
 */
import { findAuthorityPda, tradingFee } from '@toolkit/programs/cpmm';
import { NATIVE_MINT, spotPrice, type Candles, type MarketTrade, type MarketView } from '@toolkit/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { poolTradeCursors, poolTrades } from '../../db/schema.ts';
import { accountAmount, createTestToken, giveTokens, tokenBalance } from '../../../test/chain-kit.ts';
import { airdrop, call, createTestWallet, testDatabases, useChainApp, type TestWallet } from '../../../test/helpers.ts';
import { programPools } from '../../../test/program-pool-kit.ts';
import { createTradeIndexer, poolDayStats } from '../trades/index.ts';
import { BURN_ADDRESS } from './holder-labels.ts';

const SOL = 1_000_000_000n;
const TKN = 1_000_000n; // 6 decimals

describe.each(testDatabases())('token market on $name', (database) => {
  const world = useChainApp(database);
  const rpcUrl = () => world.chain.rpcUrl;
  const app = () => world.t.app;
  const market = (path: string) => call(app(), { method: 'GET', url: `/api/market/${path}` });

  async function wallet(sol: bigint): Promise<TestWallet> {
    const w = createTestWallet();
    await airdrop(rpcUrl(), w.address, sol * SOL);
    return w;
  }

  /** Alice's token (10,000,000 TKN) in a pool of `tokens` TKN and `sol` SOL at 0.25 %, and Bob with 20 SOL. */
  async function givenPool(tokens = 1_000_000n, sol = 10n) {
    const alice = await wallet(sol + 10n);
    const bob = await wallet(20n);
    const token = await createTestToken(rpcUrl(), alice, 6, 10_000_000n * TKN);
    const pools = programPools(rpcUrl());
    const pool = await pools.openSolPool(alice, token, tokens * TKN, sol * SOL);
    return { alice, bob, token, pool, pools };
  }

  async function vaults(pools: ReturnType<typeof programPools>, pool: string, token: string) {
    const { state } = await pools.snapshot(pool);
    const [tokenVault, solVault] = state.token0Mint === token ? [state.token0Vault, state.token1Vault] : [state.token1Vault, state.token0Vault];
    return { token: await accountAmount(rpcUrl(), tokenVault), sol: await accountAmount(rpcUrl(), solVault) };
  }

  async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms: number): Promise<T> {
    const end = Date.now() + ms;
    for (;;) {
      const value = await read();
      if (done(value) || Date.now() > end) return value;
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  const rowsOf = (pool: string) =>
    app()
      .db.select()
      .from(poolTrades)
      .where(and(eq(poolTrades.rpcUrl, rpcUrl()), eq(poolTrades.pool, pool)));

  it('Given a TKN/SOL pool and the indexer running, when Bob swaps 1 SOL in straight to the chain, then within seconds the indexer records it, and the token’s trades list his buy with the exact amounts the vaults moved', async () => {
    const { bob, token, pool, pools } = await givenPool();
    app().trades.start();
    try {
      const before = await vaults(pools, pool, token);
      const buy = await pools.swapIn(bob, pool, NATIVE_MINT, SOL);
      const landed = Date.now();
      // Nobody reads the market meanwhile: the background passes alone find it.
      const rows = await until(
        () => rowsOf(pool),
        (r) => r.length > 0,
        10_000,
      );
      expect(Date.now() - landed).toBeLessThan(5_000);
      expect(rows.map((r) => r.signature)).toEqual([buy.signature]);

      const list = (await market(`${token}/trades`)).body.data as MarketTrade[];
      const after = await vaults(pools, pool, token);
      expect(list.map((t) => [t.signature, t.side, t.tokenAmount, t.priceTokenAmount, t.trader])).toEqual([
        [buy.signature, 'buy', (before.token - after.token).toString(), (after.sol - before.sol).toString(), bob.address],
      ]);
      expect(list[0]!.tokenAmount).toBe(buy.amountOut.toString());
      expect(list[0]!.priceTokenAmount).toBe(SOL.toString());
      expect(await tokenBalance(rpcUrl(), bob.address, token)).toBe(buy.amountOut);
    } finally {
      await app().trades.stop();
    }
  });

  it('Given the indexer not running, when a swap lands straight on chain and the token’s trades are read at once, then the read itself indexes the main pool and lists it', async () => {
    const { bob, token, pool, pools } = await givenPool();
    const buy = await pools.swapIn(bob, pool, NATIVE_MINT, SOL / 4n);
    const list = (await market(`${token}/trades`)).body.data as MarketTrade[];
    expect(list.map((t) => [t.signature, t.side, t.tokenAmount, t.priceTokenAmount])).toEqual([
      [buy.signature, 'buy', buy.amountOut.toString(), (SOL / 4n).toString()],
    ]);
  });

  it('Given trades indexed, when the indexer is stopped, two swaps land, and a new indexer starts (also after losing its cursor), then each swap is recorded exactly once', async () => {
    const { bob, token, pool, pools } = await givenPool();
    const first = await pools.swapIn(bob, pool, NATIVE_MINT, SOL);
    await app().trades.run();
    expect((await rowsOf(pool)).map((r) => r.signature)).toEqual([first.signature]);

    // Stopped: the server went down while these landed.
    await app().trades.stop();
    const sell = await pools.swapIn(bob, pool, token, 5_000n * TKN);
    const buy = await pools.swapIn(bob, pool, NATIVE_MINT, SOL / 2n);
    const restarted = createTradeIndexer(app());
    expect(await restarted.run()).toBe(2);
    expect(await restarted.run()).toBe(0);
    // A crash between recording trades and moving the cursor: the trades are read again and refused as known.
    await app()
      .db.delete(poolTradeCursors)
      .where(and(eq(poolTradeCursors.rpcUrl, rpcUrl()), eq(poolTradeCursors.pool, pool)));
    expect(await createTradeIndexer(app()).run()).toBe(0);

    const rows = await rowsOf(pool);
    expect(rows.map((r) => [r.signature, r.inputMint, r.amountIn, r.amountOut, r.trader])).toEqual([
      [first.signature, NATIVE_MINT, SOL.toString(), first.amountOut.toString(), bob.address],
      [sell.signature, token, (5_000n * TKN).toString(), sell.amountOut.toString(), bob.address],
      [buy.signature, NATIVE_MINT, (SOL / 2n).toString(), buy.amountOut.toString(), bob.address],
    ]);
  });

  it('Given a token whose pool prices it at 0.001 SOL, when a stranger opens a pool of 1 token and 150 SOL at the 4 % tier, then the price, market cap and main pool stay the deep pool’s, and the stranger’s pool is listed and flagged as an outlier', async () => {
    const { alice, token, pool: deep, pools } = await givenPool(100_000n, 100n);
    const stranger = await wallet(200n);
    await giveTokens(rpcUrl(), alice, stranger.address, token, 1n * TKN);
    const shallow = await pools.openSolPool(stranger, token, 1n * TKN, 150n * SOL, 40_000n);

    const answer = await market(token);
    expect(answer.status).toBe(200);
    const view = answer.body.data as MarketView;
    const supply = 10_000_000n * TKN;
    expect(view.pool?.pool).toBe(deep);
    expect(view.priceToken?.mint).toBe(NATIVE_MINT);
    expect(view.price).toBe(spotPrice(100_000n * TKN, 100n * SOL, 6, 9));
    expect(view.price).toBeCloseTo(0.001, 12);
    expect(view.marketCap).toBe(((supply * 100n * SOL) / (100_000n * TKN)).toString());
    expect(view.pools.map((p) => [p.pool, p.feeTier, p.main, p.outlier])).toEqual([
      [deep, 0.25, true, false],
      [shallow, 4, false, true],
    ]);
    expect(view.pools[1]!.price).toBe(spotPrice(1n * TKN, 150n * SOL, 6, 9));
  });

  it('Given Bob bought with 1 SOL and sold 5,000 TKN straight on chain, when the market and its candles are read, then 24 h volume, trades and the candle come from the indexed trades and the vaults', async () => {
    const { bob, token, pool, pools } = await givenPool();
    const opened = await vaults(pools, pool, token);
    const buy = await pools.swapIn(bob, pool, NATIVE_MINT, SOL);
    const sell = await pools.swapIn(bob, pool, token, 5_000n * TKN);
    await app().trades.run();

    const view = (await market(token)).body.data as MarketView;
    const volume = buy.amountIn + sell.amountOut;
    expect(view.volume24h).toBe(volume.toString());
    expect(view.trades24h).toBe(2);
    expect(view.pool?.swaps24h).toBe(2);
    expect(view.pool?.volume24h).toBe(volume.toString());
    // The pool list's figures (in SOL): the buy's fee as charged, the sell's fee in TKN valued at the sell's own rate.
    const sellFee = tradingFee(5_000n * TKN, 2_500n);
    const fees = tradingFee(SOL, 2_500n) + (sellFee * sell.amountOut) / (5_000n * TKN);
    const day = await poolDayStats(app().db, rpcUrl(), [{ address: pool, valueMint: NATIVE_MINT }]);
    expect(day.get(pool)).toEqual({ volume24h: volume, fees24h: fees, swaps24h: 2 });
    expect(view.pool?.fees24h).toBe(fees.toString());

    const { candles, bucketSeconds, range } = (await market(`${token}/candles?range=1h`)).body.data as Candles;
    expect([range, bucketSeconds]).toEqual(['1h', 60]);
    expect(candles.reduce((n, c) => n + c.trades, 0)).toBe(2);
    expect(candles.reduce((v, c) => v + BigInt(c.volume), 0n)).toBe(volume);
    expect(candles[0]!.open).toBe(spotPrice(opened.token, opened.sol, 6, 9));
    const now = await vaults(pools, pool, token);
    expect(candles.at(-1)!.close).toBe(spotPrice(now.token, now.sol, 6, 9));
    // The buy lifted the price above where it opened: the high shows it.
    expect(Math.max(...candles.map((c) => c.high))).toBeGreaterThan(candles[0]!.open);
  });

  it("Given a pooled token, when its market and its LP token's market are read, then the pool, its token vault and the AMM's vault owner are labelled pool (and left out of the top holders' share), the burn address burn, the mint authority authority, and the LP token is named after the pair", async () => {
    const { alice, token, pool, pools } = await givenPool();
    const { state } = await pools.snapshot(pool);
    const vault = state.token0Mint === token ? state.token0Vault : state.token1Vault;
    const view = (await market(token)).body.data as MarketView;
    expect(view.labels).toEqual(
      expect.arrayContaining([
        { address: pool, label: 'pool' },
        { address: vault, label: 'pool' },
        { address: await findAuthorityPda(), label: 'pool' },
        { address: BURN_ADDRESS, label: 'burn' },
        { address: alice.address, label: 'authority' },
      ]),
    );
    // The risk panel leaves the pool's vault out of the top holders: Alice's 9,000,000 of 10,000,000 are what it counts.
    const info = await call(app(), { method: 'GET', url: `/api/token/info/${token}` });
    expect(info.body.data.risks).toContainEqual(expect.objectContaining({ key: 'concentration', value: '90.00%' }));
    const symbol = view.pools[0]!.base.symbol;
    const lp = (await market(state.lpMint)).body.data as MarketView;
    expect(lp.lpOf).toEqual({ pool, name: `${symbol}-SOL LP`, symbol: `${symbol}-SOL-LP` });
    expect(lp.labels).not.toContainEqual(expect.objectContaining({ label: 'authority' }));
  });

  it('Given a token without a pool, when its market, candles and trades are read, then it has no pool, no price and no trades', async () => {
    const alice = await wallet(1n);
    const token = await createTestToken(rpcUrl(), alice, 9, 1_000n * 10n ** 9n);
    const view = (await market(token)).body.data as MarketView;
    expect(view).toMatchObject({
      mint: token,
      pool: null,
      price: null,
      volume24h: null,
      marketCap: null,
      trades24h: 0,
      supply: '1000000000000',
      pools: [],
    });
    expect((await market(`${token}/candles?range=7d`)).body.data).toEqual({ range: '7d', bucketSeconds: 7200, candles: [] });
    expect((await market(`${token}/trades`)).body.data).toEqual([]);
  });

  it('Given bad input, when the market is asked, then a malformed mint or range is refused naming the field and an address that is no mint is not found', async () => {
    const malformed = await market('not-a-mint');
    expect([malformed.status, malformed.body.code, malformed.body.field]).toEqual([400, 'VALIDATION_FAILED', 'mint']);
    const alice = await wallet(1n);
    const token = await createTestToken(rpcUrl(), alice, 9, 1_000n);
    const badRange = await market(`${token}/candles?range=1y`);
    expect([badRange.status, badRange.body.code, badRange.body.field]).toEqual([400, 'VALIDATION_FAILED', 'range']);
    const nobody = await market(createTestWallet().address);
    expect([nobody.status, nobody.body.code]).toEqual([404, 'MINT_NOT_FOUND']);
  });
});
