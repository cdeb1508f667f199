import { describe, expect, it } from 'vitest';
import { call, createTestWallet, signIn, testDatabases, type SignedIn } from '../../test/helpers.ts';
import { usePoolWorld, type PoolWorld } from '../../test/pool-world.ts';

/** Follows `nextCursor` from the first page to the last; every page's body, in order. */
async function pagesOf(world: PoolWorld, url: string, limit: number, who?: SignedIn) {
  const pages: any[] = [];
  let cursor: string | null = null;
  do {
    const query: string = `limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
    const { status, body } = await call<{ nextCursor: string | null }>(world.t.app, {
      method: 'GET',
      url: `${url}${url.includes('?') ? '&' : '?'}${query}`,
      token: who?.token,
    });
    expect(status).toBe(200);
    pages.push(body);
    cursor = body.nextCursor;
  } while (cursor && pages.length < 20);
  return pages;
}

describe.each(testDatabases())('list routes page by page on $name', (database) => {
  const { world } = usePoolWorld(database);

  const post = (who: SignedIn, url: string, payload: object) => call(world.t.app, { method: 'POST', url, token: who.token, payload });

  it('Given five listed tokens, when the owner pages through them two at a time, then each appears once, newest first, and the last page says so', async () => {
    const alice = await signIn(world.t.app);
    const added: string[] = [];
    for (let i = 0; i < 5; i++) {
      const { body } = await post(alice, '/api/token/add', { name: `Token ${i}`, symbol: `T${i}`, decimals: 6, address: createTestWallet().address });
      added.push(body.data._id);
    }
    const pages = await pagesOf(world, '/api/token/get', 2, alice);
    expect(pages.map((p) => p.data.length)).toEqual([2, 2, 1]);
    expect(pages.flatMap((p) => p.data.map((d: { _id: string }) => d._id))).toEqual([...added].reverse());
    expect(pages.at(-1).nextCursor).toBeNull();
  });

  it('Given a token added while a reader is between pages, when the reader goes on, then the rest of the list neither repeats nor skips', async () => {
    const bob = await signIn(world.t.app);
    for (let i = 0; i < 3; i++)
      await post(bob, '/api/token/add', { name: `Old ${i}`, symbol: `O${i}`, decimals: 6, address: createTestWallet().address });
    const first = await call(world.t.app, { method: 'GET', url: '/api/token/get?limit=2', token: bob.token });
    await post(bob, '/api/token/add', { name: 'Newest', symbol: 'NEW', decimals: 6, address: createTestWallet().address });
    const rest = await call(world.t.app, { method: 'GET', url: `/api/token/get?limit=2&cursor=${first.body.nextCursor}`, token: bob.token });
    expect([...first.body.data, ...rest.body.data].map((d: { name: string }) => d.name)).toEqual(['Old 2', 'Old 1', 'Old 0']);
  });

  it('Given three withdrawal accounts, when the owner pages through them, then another user sees none of them', async () => {
    const carol = await signIn(world.t.app);
    const dave = await signIn(world.t.app);
    for (const name of ['Cold', 'Exchange', 'Savings']) await post(carol, '/api/withdraw/add', { name, address: createTestWallet().address });
    const pages = await pagesOf(world, '/api/withdraw/get', 2, carol);
    expect(pages.flatMap((p) => p.data.map((d: { name: string }) => d.name))).toEqual(['Savings', 'Exchange', 'Cold']);
    const others = await pagesOf(world, '/api/withdraw/get', 2, dave);
    expect(others).toEqual([{ success: true, data: [], nextCursor: null }]);
  });

  it('Given five generated wallets, when the owner pages through them, then each page counts all five and the numbers follow in order', async () => {
    const erin = await signIn(world.t.app);
    await post(erin, `/api/wallet/create/${erin.user._id}`, { count: 5 });
    const pages = await pagesOf(world, '/api/wallet/fetch', 2, erin);
    expect(pages.flatMap((p) => p.data.wallets.map((w: { index: number }) => w.index))).toEqual([1, 2, 3, 4, 5]);
    expect(pages.map((p) => [p.data.count, p.data.remaining])).toEqual([
      [5, 295],
      [5, 295],
      [5, 295],
    ]);
  });

  it('Given three open pools, when an anonymous visitor pages through the pool list one at a time, then each pool appears once, oldest first', async () => {
    const frank = await world.user();
    const opened: string[] = [];
    for (let i = 0; i < 3; i++) opened.push((await world.givenPool(frank)).pool);
    const pages = await pagesOf(world, '/api/liquidity/pools?mine=false', 1);
    const listed = pages.flatMap((p) => p.data.map((d: { pool: string }) => d.pool));
    expect(listed.filter((pool) => opened.includes(pool))).toEqual(opened);
    expect(new Set(listed).size).toBe(listed.length);
    const mine = await pagesOf(world, '/api/liquidity/pools?mine=true', 2, frank);
    expect(mine.flatMap((p) => p.data.map((d: { pool: string }) => d.pool))).toEqual(opened);
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=201', 'limit'],
    ['limit=abc', 'limit'],
    ['cursor=not%20base64', 'cursor'],
    // Base64url that decodes to something this server never wrote.
    [`cursor=${Buffer.from('1|x').toString('base64url')}`, 'cursor'],
    [`cursor=${Buffer.from("1'); drop table users;--|00000000-0000-0000-0000-000000000000").toString('base64url')}`, 'cursor'],
  ])('Given a page request with %s, when it is sent, then it is refused naming the %s field', async (query, field) => {
    const grace = await signIn(world.t.app);
    const { status, body } = await call(world.t.app, { method: 'GET', url: `/api/token/get?${query}`, token: grace.token });
    expect([status, body.code, body.field]).toEqual([400, 'VALIDATION_FAILED', field]);
  });
});
