/**
 * Load on the list routes: 50 connections at once on the token list and the public pool
 * list, on PostgreSQL (skipped without DATABASE_URL, like the other PostgreSQL runs), over real
 * sockets against the listening app. Every answer is a 200, or a 429 once the route's configured
 * rate limit is spent; never a 5xx, never a 429 before the limit.
 */
import { Pool } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POOL_LIST_RATE_LIMIT } from '../../src/modules/liquidity/index.ts';
import { call, createTestWallet, testDatabases, type SignedIn } from '../helpers.ts';
import { startPoolWorld, type PoolWorld } from '../pool-world.ts';

const CONNECTIONS = 50;
const postgres = testDatabases().find((d) => d.name === 'PostgreSQL');

/** `total` GETs of `path` over `CONNECTIONS` sockets, all in flight together; the count of each status. */
async function hammer(origin: string, path: string, total: number, headers: Record<string, string> = {}): Promise<Map<number, number>> {
  const pool = new Pool(origin, { connections: CONNECTIONS, pipelining: 1 });
  const statuses = new Map<number, number>();
  let next = 0;
  try {
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (next < total) {
          next++;
          const { statusCode, body } = await pool.request({ method: 'GET', path, headers });
          await body.dump();
          statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
        }
      }),
    );
  } finally {
    await pool.close();
  }
  return statuses;
}

describe.skipIf(!postgres)('the list routes under 50 connections on PostgreSQL', () => {
  let world: PoolWorld;
  let alice: SignedIn;
  let origin: string;

  beforeAll(async () => {
    world = await startPoolWorld(postgres!);
    alice = await world.user();
    for (let i = 0; i < 60; i++) {
      await call(world.t.app, {
        method: 'POST',
        url: '/api/token/add',
        token: alice.token,
        payload: { name: `Token ${i}`, symbol: `T${i}`, decimals: 6, address: createTestWallet().address },
      });
    }
    for (let i = 0; i < 3; i++) await world.givenPool(alice);
    origin = await world.t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => world?.close());

  it('Given 60 listed tokens, when 50 connections read the first page 1,000 times, then every answer is a 200', async () => {
    const statuses = await hammer(origin, '/api/token/get', 1000, { authorization: `Bearer ${alice.token}` });
    expect([...statuses]).toEqual([[200, 1000]]);
  });

  it('Given three pools, when 50 anonymous connections read the pool list past its rate limit, then the limit is served in full and only the excess is refused with 429', async () => {
    const { max } = POOL_LIST_RATE_LIMIT.rateLimit;
    const statuses = await hammer(origin, '/api/liquidity/pools', max + 200);
    expect([...statuses.keys()].sort()).toEqual([200, 429]);
    // A window may roll over during the run, letting more through; never fewer.
    expect(statuses.get(200)).toBeGreaterThanOrEqual(max);
    expect(statuses.get(200)! + statuses.get(429)!).toBe(max + 200);
  });
});
