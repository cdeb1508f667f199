/**
 * Two API instances on one PostgreSQL, both running the bots scheduler at the same moments, with
 * the chain's clock moved a minute between their passes (the orders' slippage leaves room for ten
 * buys landing on one pool in any order): every fill of every order lands exactly once (one landed
 * row per order and place, distinct signatures), and the wallet holds exactly what the landed
 * fills received. Skipped without DATABASE_URL, like the other PostgreSQL runs.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { botFills, botOrders } from '../../db/schema.ts';
import { airdrop, tokenBalance } from '../../../test/chain-kit.ts';
import { call, testDatabases } from '../../../test/helpers.ts';
import { startInstances, type Instances } from '../../../test/instances.ts';

const postgres = testDatabases().find((d) => d.name === 'PostgreSQL');
const ORDERS = 10;
const FILLS = 3;

describe.skipIf(!postgres)('bots on two API instances sharing PostgreSQL', () => {
  let instances: Instances;

  beforeAll(async () => {
    instances = await startInstances(postgres!, 2);
  }, 120_000);
  afterAll(async () => {
    await instances?.close();
  });

  it(`Given ${ORDERS} DCA orders of ${FILLS} fills, when both instances run their schedulers together at every interval, then each fill lands once`, async () => {
    const [a, b] = instances.worlds as [(typeof instances.worlds)[0], (typeof instances.worlds)[0]];
    const user = await a.user(200n);
    const pool = await a.givenPool(user);
    const admin: string = (await call(a.t.app, { method: 'GET', url: '/api/wallet/fetch', token: user.token })).body.data.adminWallet.address;
    await airdrop(instances.rpcUrl, admin, 10n);

    // Given orders created on either instance
    const ids: string[] = [];
    for (let i = 0; i < ORDERS; i++) {
      const on = i % 2 ? b : a;
      const r = await call(on.t.app, {
        method: 'POST',
        url: '/api/bots/orders',
        token: user.token,
        payload: { kind: 'dca', wallet: admin, pool: pool.pool, side: 'buy', amount: '0.05', intervalSeconds: 60, count: FILLS, slippage: 10 },
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      ids.push(r.body.order.id);
    }

    // When both schedulers run at the same moments, interval after interval
    for (let step = 0; step <= FILLS; step++) {
      await Promise.all([a.t.app.bots.scheduler.runOnce(), b.t.app.bots.scheduler.runOnce()]);
      // Both instances read the one chain's clock, which the first world holds
      a.advanceClock(60);
    }
    await Promise.all([a.t.app.bots.scheduler.idle(), b.t.app.bots.scheduler.idle()]);

    // Then every order is done with its fills landed once each
    const db = a.t.app.db;
    const orders = await db.select().from(botOrders).where(inArray(botOrders.id, ids));
    expect(orders.map((o) => [o.status, o.fills])).toEqual(ids.map(() => ['done', FILLS]));
    const landed = await db
      .select()
      .from(botFills)
      .where(and(inArray(botFills.orderId, ids), eq(botFills.status, 'landed')));
    expect(landed).toHaveLength(ORDERS * FILLS);
    expect(new Set(landed.map((f) => `${f.orderId}:${f.index}`)).size).toBe(ORDERS * FILLS);
    expect(new Set(landed.map((f) => f.signature)).size).toBe(ORDERS * FILLS);
    expect(
      await db
        .select()
        .from(botFills)
        .where(and(inArray(botFills.orderId, ids), eq(botFills.status, 'sending'))),
    ).toHaveLength(0);
    const received = landed.reduce((s, f) => s + BigInt(f.received!), 0n);
    expect(await tokenBalance(instances.rpcUrl, admin, pool.token)).toBe(received);
  }, 300_000);
});
