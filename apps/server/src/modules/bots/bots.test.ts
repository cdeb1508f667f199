/**
 * Making Bots on the real local chain, on PGlite and PostgreSQL: orders run by the scheduler from
 * the user's admin or generated wallet, with the chain's clock moved forward instead of waiting
 * out an interval (what is due, and an expiry, are judged by the chain's time). Balances are read
 * on chain; every wash-trading refusal, bad field and limit is a 4xx that names its cause and
 * creates nothing.
 */
import { describe, expect, it } from 'vitest';
import { BOT_MAX_FILLS_PER_MINUTE } from '@toolkit/shared';
import { airdrop, giveTokens, rpcCall, solBalance, tokenBalance } from '../../../test/chain-kit.ts';
import { call, signIn, testDatabases, type SignedIn } from '../../../test/helpers.ts';
import { usePoolWorld, type GivenPool } from '../../../test/pool-world.ts';

const UNIT = 1_000_000n;
const soon = (ms: number) => new Date(Date.now() + ms).toISOString();

describe.each(testDatabases())('making bots on $name', (database) => {
  const { world } = usePoolWorld(database, { timeoutMs: 120_000 });

  const app = () => world.t.app;
  const api = (who: SignedIn, method: 'GET' | 'POST', url: string, payload?: object) =>
    call(app(), { method, url: `/api${url}`, token: who.token, payload: payload as never });
  const orders = async (who: SignedIn) => {
    const r = await api(who, 'GET', '/bots/orders');
    expect(r.status).toBe(200);
    return r.body.orders as any[];
  };
  const orderOf = async (who: SignedIn, id: string) => (await orders(who)).find((o) => o.id === id);
  /** Runs the scheduler until nothing more is due now. */
  const runScheduler = async () => {
    await app().bots.scheduler.idle();
    await app().bots.scheduler.runOnce();
  };
  /** Moves the chain's clock `seconds` forward, then runs the scheduler. */
  const advance = async (seconds: number) => {
    world.advanceClock(seconds);
    await runScheduler();
  };
  /** The chain's time (ms): ahead of the wall clock by every move of the tests before. */
  const chainMs = async () =>
    1000 * (await rpcCall<number>(world.rpcUrl, 'getBlockTime', [await rpcCall<number>(world.rpcUrl, 'getSlot', [{ commitment: 'confirmed' }])]));
  /** A date `ms` after the chain's time now. */
  const chainSoon = async (ms: number) => new Date((await chainMs()) + ms).toISOString();

  /** A user, a TKN/SOL pool of theirs (1,000,000 TKN : 10 SOL), and their admin wallet with SOL and TKN. */
  async function given({ sol = 5n, tokens = 10_000n } = {}) {
    const user = await world.user(200n);
    const pool: GivenPool = await world.givenPool(user);
    const admin: string = (await api(user, 'GET', '/wallet/fetch')).body.data.adminWallet.address;
    await airdrop(world.rpcUrl, admin, sol);
    if (tokens) await giveTokens(world.rpcUrl, user.wallet, admin, pool.token, tokens * UNIT);
    return { user, pool, admin };
  }

  const dca = (wallet: string, pool: string, over: Record<string, unknown> = {}) => ({
    kind: 'dca',
    wallet,
    pool,
    side: 'buy',
    amount: '0.1',
    intervalSeconds: 60,
    count: 3,
    ...over,
  });

  async function create(who: SignedIn, body: object) {
    const r = await api(who, 'POST', '/bots/orders', body);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.order as any;
  }

  /**
   * A limit buying with 0.5 SOL at 0.000008 SOL per TKN or less for an hour of the chain's time, on
   * a pool priced at 0.00001, after the scheduler's first look at it.
   */
  async function limitBuy(who: SignedIn, pool: string, wallet: string) {
    const order = await create(who, {
      kind: 'limit',
      wallet,
      pool,
      side: 'buy',
      amount: '0.5',
      price: '0.000008',
      expiresAt: await chainSoon(3_600_000),
    });
    await runScheduler();
    return order;
  }

  it('Given a DCA buying 0.1 SOL of TKN every minute 3 times, when the minutes pass, then each fill lands once with its signature and the wallet holds what the fills received', async () => {
    const { user, pool, admin } = await given({ tokens: 0n });
    const preview = await api(user, 'POST', '/bots/orders/preview', dca(admin, pool.pool));
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.preview).toMatchObject({ kind: 'dca', total: '0.3', count: 3, intervalSeconds: 60 });
    expect(preview.body.preview.fills).toHaveLength(3);
    expect(await orders(user)).toHaveLength(0);
    const walletManagerTokens = async () =>
      (
        (await api(user, 'GET', '/walletOperation/fetchAll')).body.data.adminWallet.tokens as { tokenInfo: { mint: string }; amount: string }[]
      ).filter((t) => t.tokenInfo.mint === pool.token);
    expect(await walletManagerTokens()).toEqual([]);

    // When it is created, the first fill is due at once
    const order = await create(user, dca(admin, pool.pool));
    expect(order).toMatchObject({ status: 'active', total: '0.3', amount: '0.1', count: 3, cluster: 'local' });
    await runScheduler();
    // The Wallet Manager shows what the bot bought
    expect((await walletManagerTokens()).map((t) => BigInt(t.amount))).toEqual([await tokenBalance(world.rpcUrl, admin, pool.token)]);
    let seen = await orderOf(user, order.id);
    expect(seen.progress).toMatchObject({ fills: 1, spent: '0.1' });
    expect(seen.fills).toHaveLength(1);
    expect(seen.fills[0]).toMatchObject({ index: 0, status: 'landed' });
    expect(seen.fills[0].signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/);

    // The next is not due before its minute
    await advance(30);
    expect((await orderOf(user, order.id)).progress.fills).toBe(1);
    await advance(30);
    await advance(60);
    seen = await orderOf(user, order.id);
    expect(seen).toMatchObject({ status: 'done', reason: { code: 'completed' }, nextFillAt: null });
    expect(seen.progress).toMatchObject({ fills: 3, spent: '0.3', percent: 100 });
    expect(seen.fills.map((f: any) => f.index)).toEqual([2, 1, 0]);
    expect(new Set(seen.fills.map((f: any) => f.signature)).size).toBe(3);
    const received = seen.fills.reduce((s: bigint, f: any) => s + BigInt(Math.round(Number(f.received) * 1e6)), 0n);
    expect(await tokenBalance(world.rpcUrl, admin, pool.token)).toBe(received);
    expect(BigInt(Math.round(Number(seen.progress.received) * 1e6))).toBe(received);
    expect(Number(seen.averagePrice)).toBeGreaterThan(0);
    // Each fill was due a minute after the one before on the chain's clock, which the wall clock has not reached
    const dueAt = seen.fills.map((f: any) => Date.parse(f.dueAt)).reverse();
    expect([dueAt[1] - dueAt[0], dueAt[2] - dueAt[1]]).toEqual([60_000, 60_000]);
    expect(dueAt[2]).toBeGreaterThan(Date.now());

    // Nothing more happens after the end
    await advance(600);
    expect((await orderOf(user, order.id)).fills).toHaveLength(3);
  }, 120_000);

  it('Given a limit buy below the price, when another trader sells TKN and moves the price under it, then the order fills at its price or better', async () => {
    const { user, pool, admin } = await given({ tokens: 0n });
    const trader = await world.user(50n);
    await giveTokens(world.rpcUrl, user.wallet, trader.wallet.address, pool.token, 500_000n * UNIT);
    const order = await limitBuy(user, pool.pool, admin);
    expect((await orderOf(user, order.id)).progress.fills).toBe(0);

    // When another trader sells 300,000 TKN into the pool
    const built = await world.post(trader, '/swap/xy', { pool: pool.pool, amount: '300000', slippage: 50 });
    expect(built.status, JSON.stringify(built.body)).toBe(200);
    expect((await world.signAndSend(trader, built.body.data.tx)).status).toBe(200);
    await advance(10);

    const seen = await orderOf(user, order.id);
    expect(seen.status).toBe('done');
    expect(seen.fills).toHaveLength(1);
    expect(Number(seen.fills[0].price)).toBeLessThanOrEqual(0.000008);
    expect(await tokenBalance(world.rpcUrl, admin, pool.token)).toBe(BigInt(Math.round(Number(seen.fills[0].received) * 1e6)));
  }, 120_000);

  it("Given a limit buy that expires in an hour, when the chain's clock passes the hour with the price never at the limit, then the order stops as expired and sends nothing", async () => {
    const { user, pool, admin } = await given({ tokens: 0n });
    const order = await limitBuy(user, pool.pool, admin);
    const sol = await solBalance(world.rpcUrl, admin);
    await advance(1_800);
    expect((await orderOf(user, order.id)).status).toBe('active');

    await advance(1_801);

    const seen = await orderOf(user, order.id);
    expect(seen).toMatchObject({ status: 'expired', reason: { code: 'expired' }, nextFillAt: null, progress: { fills: 0 } });
    expect(seen.fills).toEqual([]);
    expect(await solBalance(world.rpcUrl, admin)).toBe(sol);
    expect(await tokenBalance(world.rpcUrl, admin, pool.token)).toBe(0n);
  }, 120_000);

  it('Given a take-profit and a stop-loss on a position, when the price rises past the level, then only the take-profit sells', async () => {
    const { user, pool, admin } = await given({ tokens: 1_000n });
    const wallets = await api(user, 'POST', `/wallet/create/${user.user._id}`, { count: 1 });
    expect(wallets.status, JSON.stringify(wallets.body)).toBe(200);
    const second: string = wallets.body.data.wallets[0].address;
    await airdrop(world.rpcUrl, second, 1n);
    await giveTokens(world.rpcUrl, user.wallet, second, pool.token, 1_000n * UNIT);
    const tp = await create(user, {
      kind: 'take-profit',
      wallet: admin,
      pool: pool.pool,
      side: 'sell',
      amount: '1000',
      price: '0.000012',
      expiresAt: await chainSoon(3_600_000),
    });
    const sl = await create(user, {
      kind: 'stop-loss',
      wallet: second,
      pool: pool.pool,
      side: 'sell',
      amount: '1000',
      price: '0.000005',
      expiresAt: await chainSoon(3_600_000),
    });
    await runScheduler();
    expect((await orderOf(user, tp.id)).progress.fills).toBe(0);

    const trader = await world.user(50n);
    const built = await world.post(trader, '/swap/yx', { pool: pool.pool, amount: '2', slippage: 50 });
    expect((await world.signAndSend(trader, built.body.data.tx)).status).toBe(200);
    const solBefore = await solBalance(world.rpcUrl, admin);
    await advance(10);

    expect((await orderOf(user, tp.id)).status).toBe('done');
    expect(await tokenBalance(world.rpcUrl, admin, pool.token)).toBe(0n);
    expect(await solBalance(world.rpcUrl, admin)).toBeGreaterThan(solBefore);
    expect((await orderOf(user, sl.id)).progress.fills).toBe(0);
    expect(await tokenBalance(world.rpcUrl, second, pool.token)).toBe(1_000n * UNIT);
  }, 120_000);

  describe('the wash-trading guard', () => {
    it('Given an open buy order on a pool, when the user creates a sell order on it from another wallet, then it is refused in plain words and nothing is created', async () => {
      const { user, pool, admin } = await given();
      await create(user, dca(admin, pool.pool, { intervalSeconds: 3600 }));
      const wallets = await api(user, 'POST', `/wallet/create/${user.user._id}`, { count: 1 });
      const second: string = wallets.body.data.wallets[0].address;
      await airdrop(world.rpcUrl, second, 1n);
      await giveTokens(world.rpcUrl, user.wallet, second, pool.token, 100n * UNIT);
      const refused = await api(user, 'POST', '/bots/orders', dca(second, pool.pool, { side: 'sell', amount: '10' }));
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code: 'BOT_WASH_TRADING', field: 'side' });
      expect(refused.body.message).toMatch(/already have an order that buys on this pool.*wash trading/);
      const preview = await api(user, 'POST', '/bots/orders/preview', dca(second, pool.pool, { side: 'sell', amount: '10' }));
      expect(preview.body.code).toBe('BOT_WASH_TRADING');
      expect(await orders(user)).toHaveLength(1);
    }, 120_000);

    it("Given the user's connected wallet sold on a pool minutes ago, when they create a buy order from their admin wallet, then it is refused naming that trade", async () => {
      const { user, pool, admin } = await given();
      const built = await world.post(user, '/swap/xy', { pool: pool.pool, amount: '1000', slippage: 50 });
      expect((await world.signAndSend(user, built.body.data.tx)).status).toBe(200);
      const refused = await api(user, 'POST', '/bots/orders', dca(admin, pool.pool));
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code: 'BOT_WASH_TRADING', field: 'wallet' });
      expect(refused.body.message).toContain(`Your wallet ${user.wallet.address.slice(0, 4)}...`);
      expect(refused.body.message).toMatch(
        /sold on this pool less than a minute ago\. Buying on the same pool from another of your wallets within 10 minutes would be trading with yourself/,
      );
      expect(await orders(user)).toHaveLength(0);
      // A sell from the admin wallet mirrors nothing
      await create(user, dca(admin, pool.pool, { side: 'sell', amount: '10' }));
    }, 120_000);

    it('Given a running DCA buy, when another wallet of the user sells on the pool before its next fill, then the fill is refused and the order paused with the reason', async () => {
      const { user, pool, admin } = await given();
      const order = await create(user, dca(admin, pool.pool));
      await runScheduler();
      expect((await orderOf(user, order.id)).progress.fills).toBe(1);
      const built = await world.post(user, '/swap/xy', { pool: pool.pool, amount: '1000', slippage: 50 });
      expect((await world.signAndSend(user, built.body.data.tx)).status).toBe(200);
      const balance = await tokenBalance(world.rpcUrl, admin, pool.token);
      await advance(60);
      const seen = await orderOf(user, order.id);
      expect(seen).toMatchObject({ status: 'paused', reason: { code: 'wash-trading' }, progress: { fills: 1 } });
      expect(seen.reason.message).toMatch(/sold on this pool .* ago/);
      expect(await tokenBalance(world.rpcUrl, admin, pool.token)).toBe(balance);
      // Resuming within the window is refused too
      const resumed = await api(user, 'POST', `/bots/orders/${order.id}/resume`);
      expect(resumed.body).toMatchObject({ code: 'BOT_WASH_TRADING' });
    }, 120_000);

    it("Given a generated wallet's sell order filled on a pool and was cancelled, when a buy order from the admin wallet is created within 10 minutes, then it is refused", async () => {
      const { user, pool, admin } = await given();
      const wallets = await api(user, 'POST', `/wallet/create/${user.user._id}`, { count: 1 });
      const second: string = wallets.body.data.wallets[0].address;
      await airdrop(world.rpcUrl, second, 1n);
      await giveTokens(world.rpcUrl, user.wallet, second, pool.token, 100n * UNIT);
      const sell = await create(user, dca(second, pool.pool, { side: 'sell', amount: '10', intervalSeconds: 3600 }));
      await runScheduler();
      expect((await orderOf(user, sell.id)).progress.fills).toBe(1);
      expect((await api(user, 'POST', `/bots/orders/${sell.id}/cancel`)).status).toBe(200);
      const refused = await api(user, 'POST', '/bots/orders', dca(admin, pool.pool));
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code: 'BOT_WASH_TRADING', field: 'wallet' });
      expect(refused.body.message).toContain(`Your wallet ${second.slice(0, 4)}...${second.slice(-4)} sold on this pool`);
      // Ten minutes later it is allowed
      world.advanceClock(11 * 60);
      await create(user, dca(admin, pool.pool));
    }, 120_000);
  });

  it.each([
    ['an interval under 10 s', { intervalSeconds: 9 }, 400, 'VALIDATION_FAILED', 'intervalSeconds'],
    ['an interval over a year', { intervalSeconds: 366 * 86_400 }, 400, 'VALIDATION_FAILED', 'intervalSeconds'],
    ['a zero amount', { amount: '0' }, 400, 'VALIDATION_FAILED', 'amount'],
    ['a negative amount', { amount: '-1' }, 400, 'VALIDATION_FAILED', 'amount'],
    ['more decimals than SOL has', { amount: '0.0000000001' }, 400, 'BOT_ORDER_INVALID', 'amount'],
    ['more fills than the balance pays', { amount: '1', count: 10 }, 400, 'BOT_INSUFFICIENT_FUNDS', 'count'],
    ['a price of 0', { kind: 'limit', price: '0', expiresAt: soon(60_000) }, 400, 'VALIDATION_FAILED', 'price'],
    ['an expiry in the past', { kind: 'limit', price: '0.00001', expiresAt: soon(-60_000) }, 400, 'BOT_ORDER_INVALID', 'expiresAt'],
    ['an unknown pool', { pool: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin' }, 400, 'BOT_POOL_NOT_FOUND', 'pool'],
    ['a stop-loss that buys', { kind: 'stop-loss', price: '0.00001', expiresAt: soon(60_000) }, 400, 'VALIDATION_FAILED', 'side'],
  ])(
    'Given %s, when the order is created, then it is a 4xx naming the field and nothing is created',
    async (_what, over, status, code, field) => {
      const { user, pool, admin } = await given({ sol: 2n, tokens: 0n });
      const r = await api(user, 'POST', '/bots/orders', dca(admin, pool.pool, over));
      expect(r.status, JSON.stringify(r.body)).toBe(status);
      expect(r.body).toMatchObject({ code, field });
      expect(await orders(user)).toHaveLength(0);
    },
    120_000,
  );

  it("Given another user's wallet, when an order names it, then it is refused as not theirs", async () => {
    const { pool, admin } = await given({ tokens: 0n });
    const other = await signIn(app());
    const r = await api(other, 'POST', '/bots/orders', dca(admin, pool.pool));
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ code: 'BOT_WALLET_NOT_YOURS', field: 'wallet' });
  }, 60_000);

  it('Given two sell orders sharing a balance that pays only one, when the second fill is due, then it pauses with the reason and sends nothing', async () => {
    const { user, pool, admin } = await given({ tokens: 100n });
    // Each order alone is paid by the 100 TKN; together they spend 120
    const first = await create(user, dca(admin, pool.pool, { side: 'sell', amount: '60', count: 1 }));
    const second = await create(user, dca(admin, pool.pool, { side: 'sell', amount: '30', count: 2, intervalSeconds: 60 }));
    await runScheduler();
    expect((await orderOf(user, first.id)).status).toBe('done');
    // The balance left (10 TKN) no longer pays at creation...
    const refused = await api(user, 'POST', '/bots/orders', dca(admin, pool.pool, { side: 'sell', amount: '30', count: 1 }));
    expect(refused.body).toMatchObject({ code: 'BOT_INSUFFICIENT_FUNDS', field: 'count' });
    // ...and the order made while it did pauses at its fill
    await advance(60);
    const seen = await orderOf(user, second.id);
    expect(seen).toMatchObject({ status: 'paused', reason: { code: 'insufficient-funds' }, progress: { fills: 1 } });
    expect(seen.reason.message).toMatch(/You need 20 more/);
    expect(await tokenBalance(world.rpcUrl, admin, pool.token)).toBe(10n * UNIT);
  }, 120_000);

  it("Given a DCA buy whose wallet's SOL another order spent, when its next fill is due, then it pauses with the reason and sends nothing, and once funded it resumes", async () => {
    const { user, pool, admin } = await given({ sol: 2n, tokens: 0n });
    // Each order alone is paid by the 2 SOL; together they spend 2.5
    const dcaBuy = await create(user, dca(admin, pool.pool, { amount: '0.5', count: 3 }));
    const oneBuy = await create(user, dca(admin, pool.pool, { amount: '1', count: 1 }));
    await runScheduler();
    expect((await orderOf(user, oneBuy.id)).status).toBe('done');
    expect((await orderOf(user, dcaBuy.id)).progress.fills).toBe(1);
    const sol = await solBalance(world.rpcUrl, admin);
    const tokens = await tokenBalance(world.rpcUrl, admin, pool.token);
    expect(sol).toBeLessThan(500_000_000n);

    // When the next fill is due on the chain's clock
    await advance(60);

    // Then it is paused with the reason, and the chain shows nothing sent
    let seen = await orderOf(user, dcaBuy.id);
    expect(seen).toMatchObject({ status: 'paused', reason: { code: 'insufficient-funds' }, nextFillAt: null, progress: { fills: 1 } });
    expect(seen.reason.message).toMatch(/^You need [\d.]+ more SOL/);
    expect(seen.fills).toHaveLength(1);
    expect(await solBalance(world.rpcUrl, admin)).toBe(sol);
    expect(await tokenBalance(world.rpcUrl, admin, pool.token)).toBe(tokens);
    // Nothing is sent while paused, however long
    await advance(600);
    expect((await orderOf(user, dcaBuy.id)).fills).toHaveLength(1);

    // When the wallet is funded and the order resumed, its remaining fills run again
    // Not the 2 SOL it was given at first: the same faucet transfer within one blockhash is a duplicate the chain refuses.
    await airdrop(world.rpcUrl, admin, 3n);
    const resumed = await api(user, 'POST', `/bots/orders/${dcaBuy.id}/resume`);
    expect(resumed.status, JSON.stringify(resumed.body)).toBe(200);
    await runScheduler();
    seen = await orderOf(user, dcaBuy.id);
    expect(seen).toMatchObject({ status: 'active', reason: null, progress: { fills: 2, spent: '1' } });
    const received = seen.fills.reduce((s: bigint, f: any) => s + BigInt(Math.round(Number(f.received) * 1e6)), 0n);
    const bought = (await orderOf(user, oneBuy.id)).fills[0].received;
    expect(await tokenBalance(world.rpcUrl, admin, pool.token)).toBe(received + BigInt(Math.round(Number(bought) * 1e6)));
  }, 120_000);

  it('Given an active order, when it is paused, resumed and cancelled, then each changes its state once and a wrong move is refused', async () => {
    const { user, pool, admin } = await given({ tokens: 0n });
    const order = await create(user, dca(admin, pool.pool, { intervalSeconds: 3600 }));
    await runScheduler();
    const paused = await api(user, 'POST', `/bots/orders/${order.id}/pause`);
    expect(paused.body.order).toMatchObject({ status: 'paused', reason: { code: 'paused-by-you', message: 'Paused by you' }, nextFillAt: null });
    expect((await api(user, 'POST', `/bots/orders/${order.id}/pause`)).body).toMatchObject({ code: 'BOT_ORDER_STATE_CONFLICT' });
    await advance(3600);
    expect((await orderOf(user, order.id)).progress.fills).toBe(1);
    const resumed = await api(user, 'POST', `/bots/orders/${order.id}/resume`);
    expect(resumed.body.order).toMatchObject({ status: 'active', reason: null });
    await runScheduler();
    expect((await orderOf(user, order.id)).progress.fills).toBe(2);
    const cancelled = await api(user, 'POST', `/bots/orders/${order.id}/cancel`);
    expect(cancelled.body.order).toMatchObject({ status: 'cancelled', reason: { code: 'cancelled-by-you' } });
    await advance(3600);
    expect((await orderOf(user, order.id)).progress.fills).toBe(2);
    expect((await api(user, 'POST', `/bots/orders/${order.id}/resume`)).body).toMatchObject({ code: 'BOT_ORDER_STATE_CONFLICT' });
    const stranger = await signIn(app());
    expect((await api(stranger, 'POST', `/bots/orders/${order.id}/cancel`)).status).toBe(404);
  }, 120_000);

  it(`Given orders filling ${BOT_MAX_FILLS_PER_MINUTE} times a minute, when one more would fill, then it is refused with the limit`, async () => {
    const { user, pool, admin } = await given({ sol: 10n, tokens: 0n });
    for (let i = 0; i < 5; i++) await create(user, dca(admin, pool.pool, { amount: '0.01', intervalSeconds: 10, count: 2 }));
    const refused = await api(user, 'POST', '/bots/orders', dca(admin, pool.pool, { amount: '0.01', intervalSeconds: 10, count: 2 }));
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'BOT_FILLS_PER_MINUTE_LIMIT', field: 'intervalSeconds' });
    expect(refused.body.message).toContain(`the limit is ${BOT_MAX_FILLS_PER_MINUTE} a minute`);
    const list = await api(user, 'GET', '/bots/orders');
    expect(list.body.limits).toMatchObject({ activeOrders: 5, fillsPerMinute: 30, maxFillsPerMinute: BOT_MAX_FILLS_PER_MINUTE });
    await runScheduler();
  }, 120_000);
});
