/**
 * A token's market through the API (fastify.inject), on the real local chain and a real database:
 * swaps made the way a user makes them are recorded, and the market figures, candles, trades and
 * holder labels are read from those records and the vaults on chain.
 */
import { NATIVE_MINT, spotPrice, type Candles, type MarketTrade, type MarketView, type TokenDetails } from '@toolkit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestToken } from '../../../test/chain-kit.ts';
import { call, createTestWallet, testDatabases, type SignedIn } from '../../../test/helpers.ts';
import { startPoolWorld, type PoolWorld } from '../../../test/pool-world.ts';
import { tokenKit } from '../../../test/token-kit.ts';
import { BURN_ADDRESS } from './holder-labels.ts';

describe.each(testDatabases())('token market on $name', (database) => {
  let world: PoolWorld;
  let alice: SignedIn;
  let bob: SignedIn;

  beforeAll(async () => {
    world = await startPoolWorld(database);
    [alice, bob] = await Promise.all([world.user(), world.user()]);
  });
  afterAll(() => world?.close());

  const market = (path: string, who?: SignedIn) => call(world.t.app, { method: 'GET', url: `/api/market/${path}`, token: who?.token });

  async function swap(who: SignedIn, pool: string, direction: 'xy' | 'yx', amount: string) {
    const built = await world.post(who, `/swap/${direction}`, { pool, amount });
    expect(built.status).toBe(200);
    expect((await world.signAndSend(who, built.body.data.tx)).status).toBe(200);
    return built.body.data.quote as { amountIn: string; amountOut: string };
  }

  it('Given a TKN/SOL pool where Bob bought with 1 SOL and then sold 5000 TKN, when the market is read, then price, liquidity, 24 h volume, trades and market cap come from the vaults and the recorded swaps', async () => {
    const { pool, token, reserves } = await world.givenPool(alice);
    const buy = await swap(bob, pool, 'yx', '1');
    const sell = await swap(bob, pool, 'xy', '5000');

    const answer = await market(token);
    expect(answer.status).toBe(200);
    const view = answer.body.data as MarketView;
    const now = await reserves();
    expect(view.pool?.pool).toBe(pool);
    expect(view.priceToken?.mint).toBe(NATIVE_MINT);
    expect(view.price).toBe(spotPrice(now.base, now.quote, 6, 9));
    expect(view.liquidity).toBe((2n * now.quote).toString());
    expect(view.volume24h).toBe((BigInt(buy.amountIn) + BigInt(sell.amountOut)).toString());
    expect(view.trades24h).toBe(2);
    const supply = 10_000_000n * 10n ** 6n;
    expect(view.supply).toBe(supply.toString());
    expect(view.marketCap).toBe(((supply * now.quote) / now.base).toString());
  });

  it('Given two swaps in a pool, when the candles of the last hour and the recent trades are read, then one candle opens at the price before the first swap and closes at the price now, and the trades list the sell then the buy with Bob as trader', async () => {
    const { pool, token, view: created, reserves } = await world.givenPool(alice);
    const openPrice = spotPrice(BigInt(created.baseReserve), BigInt(created.quoteReserve), 6, 9);
    const buy = await swap(bob, pool, 'yx', '2');
    const sell = await swap(bob, pool, 'xy', '1000');
    const now = await reserves();

    const answer = await market(`${token}/candles?range=1h`);
    expect(answer.status).toBe(200);
    const { candles, bucketSeconds, range } = answer.body.data as Candles;
    expect([range, bucketSeconds]).toEqual(['1h', 60]);
    const trades = candles.reduce((n, c) => n + c.trades, 0);
    expect(trades).toBe(2);
    expect(candles[0]!.open).toBeCloseTo(openPrice, 12);
    expect(candles.at(-1)!.close).toBeCloseTo(spotPrice(now.base, now.quote, 6, 9), 12);
    // The buy lifted the price above where it opened: the high shows it.
    expect(Math.max(...candles.map((c) => c.high))).toBeGreaterThan(openPrice);
    expect(candles.reduce((v, c) => v + BigInt(c.volume), 0n)).toBe(BigInt(buy.amountIn) + BigInt(sell.amountOut));

    const list = (await market(`${token}/trades`)).body.data as MarketTrade[];
    expect(list.map((t) => [t.side, t.tokenAmount, t.priceTokenAmount, t.trader])).toEqual([
      ['sell', sell.amountIn, sell.amountOut, bob.wallet.address],
      ['buy', buy.amountOut, buy.amountIn, bob.wallet.address],
    ]);
  });

  it("Given a pooled token, when the market is read, then the pool's authority and its token vault are labelled pool, the burn address burn, and the mint authority authority", async () => {
    const { pool, token, view: created } = await world.givenPool(alice);
    const { labels } = (await market(token)).body.data as MarketView;
    expect(labels).toEqual(
      expect.arrayContaining([
        { address: pool, label: 'pool' },
        { address: created.baseVault, label: 'pool' },
        { address: BURN_ADDRESS, label: 'burn' },
        { address: alice.wallet.address, label: 'authority' },
      ]),
    );
  });

  it('Given a token in two SOL pools, when the market is read, then it shows the pool holding more SOL, and both pools are labelled', async () => {
    const shallow = await world.givenPool(alice, { baseAmount: '1000000', quoteAmount: '5', feeTier: 1 });
    const deep = await world.givenPool(alice, { token: shallow.token, baseAmount: '1000000', quoteAmount: '20', feeTier: 0.25 });
    const view = (await market(shallow.token)).body.data as MarketView;
    expect(view.pool?.pool).toBe(deep.pool);
    expect(view.labels.filter((l) => l.label === 'pool').map((l) => l.address)).toEqual(
      expect.arrayContaining([shallow.pool, shallow.view.baseVault, deep.pool, deep.view.baseVault]),
    );
  });

  it("Given Alice locked 5 LP of her pool, when her LP token's market is read, then the pool's lock account, one of its largest holders, is labelled LP lock", async () => {
    const { pool, view: created } = await world.givenPool(alice);
    const built = await world.post(alice, '/lp/lock', { pool, amount: '5', unlockAt: '2999-01-01T00:00:00Z' });
    expect(built.status).toBe(200);
    expect((await world.signAndSend(alice, built.body.transaction)).status).toBe(200);

    const info = (await call(world.t.app, { method: 'GET', url: `/api/token/info/${created.lpMint}` })).body.data as TokenDetails;
    const lock = info.largestHolders.find((h) => h.owner === pool);
    expect(lock?.amount).toBe((5n * 10n ** BigInt(created.lpDecimals)).toString());
    const { labels } = (await market(created.lpMint)).body.data as MarketView;
    expect(labels.filter((l) => l.address === lock!.address)).toEqual([{ address: lock!.address, label: 'lp-lock' }]);
  });

  it('Given a token Carol created through the app, when its market is read, then her wallet is labelled creator', async () => {
    const tokens = tokenKit(() => world);
    const carol = await tokens.user(5n);
    const mint = await tokens.createToken(carol);
    const { labels } = (await market(mint)).body.data as MarketView;
    expect(labels).toEqual(expect.arrayContaining([{ address: carol.wallet.address, label: 'creator' }]));
    expect(labels).not.toContainEqual({ address: alice.wallet.address, label: 'creator' });
  });

  it('Given a token without a pool, when its market, candles and trades are read, then it has no pool, no price and no trades', async () => {
    const token = await createTestToken(world.rpcUrl, alice.wallet, 9, 1_000n * 10n ** 9n);
    const view = (await market(token, bob)).body.data as MarketView;
    expect(view).toMatchObject({ mint: token, pool: null, price: null, volume24h: null, marketCap: null, trades24h: 0, supply: '1000000000000' });
    expect((await market(`${token}/candles?range=7d`)).body.data).toEqual({ range: '7d', bucketSeconds: 7200, candles: [] });
    expect((await market(`${token}/trades`)).body.data).toEqual([]);
  });

  it('Given bad input, when the market is asked, then a malformed mint or range is refused naming the field and an address that is no mint is not found', async () => {
    const malformed = await market('not-a-mint');
    expect([malformed.status, malformed.body.code, malformed.body.field]).toEqual([400, 'VALIDATION_FAILED', 'mint']);
    const { token } = await world.givenPool(alice);
    const badRange = await market(`${token}/candles?range=1y`);
    expect([badRange.status, badRange.body.code, badRange.body.field]).toEqual([400, 'VALIDATION_FAILED', 'range']);
    const nobody = await market(createTestWallet().address);
    expect([nobody.status, nobody.body.code]).toEqual([404, 'MINT_NOT_FOUND']);
  });
});
