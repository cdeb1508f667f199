/**
 * An order stops when its pool disappears from its chain. Here the local chain is started over on
 * a fresh data folder at the same address, as a developer does by deleting `.data`: the program,
 * its configs and the wallets' addresses are all there again, but the pool the order trades on no
 * longer exists. On PGlite and PostgreSQL, with the new chain's clock moved past the next fill.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startLocalChain, type LocalChain } from '@toolkit/chain';
import { BOT_TEXTS } from '@toolkit/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { airdrop, rpcCall, solBalance, tokenBalance } from '../../../test/chain-kit.ts';
import { call, testDatabases } from '../../../test/helpers.ts';
import { startPoolWorld, type PoolWorld } from '../../../test/pool-world.ts';

const LAMPORTS_PER_SOL = 1_000_000_000n;
const quiet = { info() {}, warn() {}, error() {} };

describe.each(testDatabases())('a bot whose pool disappears, on $name', (database) => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function chainAt(rpcPort = 0): Promise<LocalChain> {
    const dir = await mkdtemp(path.join(tmpdir(), 'toolkit-bots-pool-gone-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const chain = await startLocalChain({ dataDir: dir, rpcPort, logger: quiet });
    cleanups.push(() => chain.close());
    return chain;
  }

  it('Given a DCA with its first fill landed, when its pool no longer exists on the chain at the next fill, then the order stops saying so and no fill is sent', async () => {
    // Given a user's TKN/SOL pool and a DCA buying on it every minute from their admin wallet
    const first = await chainAt();
    let chain = first;
    const world: PoolWorld = await startPoolWorld(database, () => ({}), { rpcUrl: first.rpcUrl, advanceClock: (s) => chain.advanceClock(s) });
    cleanups.push(() => world.close());
    const app = world.t.app;
    const user = await world.user(200n);
    const pool = await world.givenPool(user);
    const admin: string = (await call(app, { method: 'GET', url: '/api/wallet/fetch', token: user.token })).body.data.adminWallet.address;
    await airdrop(world.rpcUrl, admin, 5n);
    const created = await call(app, {
      method: 'POST',
      url: '/api/bots/orders',
      token: user.token,
      payload: { kind: 'dca', wallet: admin, pool: pool.pool, side: 'buy', amount: '0.1', intervalSeconds: 60, count: 3 },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const runScheduler = async () => {
      await app.bots.scheduler.idle();
      await app.bots.scheduler.runOnce();
    };
    const order = async () => {
      const r = await call(app, { method: 'GET', url: '/api/bots/orders', token: user.token });
      expect(r.status).toBe(200);
      return (r.body.orders as any[]).find((o) => o.id === created.body.order.id);
    };
    await runScheduler();
    expect((await order()).progress.fills).toBe(1);
    expect(await tokenBalance(world.rpcUrl, admin, pool.token)).toBeGreaterThan(0n);

    // When the chain is started over on a fresh folder at the same address, and the admin wallet holds SOL there again
    await first.close();
    chain = await chainAt(first.rpcPort);
    expect(chain.rpcUrl).toBe(first.rpcUrl);
    expect(await rpcCall(chain.rpcUrl, 'getAccountInfo', [pool.pool, { encoding: 'base64' }])).toMatchObject({ value: null });
    await airdrop(chain.rpcUrl, admin, 5n);
    // And the chain's clock passes the next fill's minute
    chain.advanceClock(60);
    await runScheduler();

    // Then the order stopped with the plain reason, with only its first fill
    const seen = await order();
    expect(seen).toMatchObject({
      status: 'cancelled',
      reason: { code: 'pool-not-found', message: BOT_TEXTS.poolGone },
      nextFillAt: null,
      progress: { fills: 1 },
    });
    expect(seen.fills).toHaveLength(1);
    // And nothing was sent from the wallet: not even a fee left it
    expect(await solBalance(chain.rpcUrl, admin)).toBe(5n * LAMPORTS_PER_SOL);
    expect(await rpcCall(chain.rpcUrl, 'getSignaturesForAddress', [admin])).toHaveLength(1); // the airdrop
    // And nothing more happens later
    chain.advanceClock(600);
    await runScheduler();
    expect((await order()).fills).toHaveLength(1);
    expect(await solBalance(chain.rpcUrl, admin)).toBe(5n * LAMPORTS_PER_SOL);
  }, 180_000);
});
