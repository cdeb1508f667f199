import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, createTestWallet, signIn, testDatabases, type TestApp } from '../../../test/helpers.ts';

const token = (over: object = {}) => ({ name: 'Rocket', symbol: 'RJ', decimals: 9, address: createTestWallet().address, ...over });

describe.each(testDatabases())('managed tokens on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ database });
  });
  afterAll(() => t?.close());

  const add = (who: { token: string }, payload: object) => call(t.app, { method: 'POST', url: '/api/token/add', token: who.token, payload });
  const listOf = async (who: { token: string }) => (await call(t.app, { method: 'GET', url: '/api/token/get', token: who.token })).body.data;

  it('Given a signed-in user, when she adds, reads, renames and deletes a token, then each step answers and the list follows', async () => {
    const alice = await signIn(t.app);
    const payload = token();
    // When Alice adds a token
    const added = await add(alice, payload);
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ success: true, message: 'Token added successfully', data: payload });
    const id = added.body.data._id as string;
    // Then it is in her list and readable by id
    const list = await call(t.app, { method: 'GET', url: '/api/token/get', token: alice.token });
    expect(list.body).toEqual({ success: true, data: [added.body.data], nextCursor: null });
    expect((await call(t.app, { method: 'GET', url: `/api/token/get/${id}`, token: alice.token })).body.data).toEqual(added.body.data);
    // When she renames it
    const updated = await call(t.app, { method: 'PUT', url: `/api/token/update/${id}`, token: alice.token, payload: { name: 'Rocket Jet' } });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ success: true, message: 'Token updated successfully', data: { _id: id, name: 'Rocket Jet', symbol: 'RJ' } });
    // When she deletes it, it is gone
    const deleted = await call(t.app, { method: 'DELETE', url: `/api/token/delete/${id}`, token: alice.token });
    expect(deleted.body).toEqual({ success: true, message: 'Token Deleted Successfully' });
    const gone = await call(t.app, { method: 'GET', url: `/api/token/get/${id}`, token: alice.token });
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ success: false, code: 'TOKEN_NOT_FOUND', message: 'Token not found' });
  });

  it.each([
    ['no name', { name: undefined }],
    ['a blank symbol', { symbol: '  ' }],
    ['no decimals', { decimals: undefined }],
    ['empty decimals', { decimals: '' }],
    ['no address', { address: undefined }],
    ['the metadata box ticked without URLs', { hasMetadata: true }],
    ['the metadata box ticked with only an image', { hasMetadata: true, imageURL: 'https://img.example/x.png' }],
  ])('Given a token with %s, when it is added, then VALIDATION_FAILED says "Please fill all the fields" and nothing is stored', async (_, over) => {
    const alice = await signIn(t.app);
    const r = await add(alice, token(over));
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED', message: 'Please fill all the fields' });
    expect(await listOf(alice)).toEqual([]);
  });

  it('Given malformed addresses, decimals or URLs, when the tokens are added, then each is refused and nothing is stored', async () => {
    const alice = await signIn(t.app);
    const bad = await add(alice, token({ address: '0OIl-not-base58' }));
    expect(bad.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED', field: 'address', message: 'Please enter a valid Solana address' });
    expect((await add(alice, token({ address: '1111' }))).status).toBe(400);
    expect((await add(alice, token({ decimals: 12 }))).status).toBe(400);
    expect((await add(alice, token({ decimals: 1.5 }))).status).toBe(400);
    const js = await add(alice, token({ hasMetadata: true, imageURL: 'javascript:alert(1)', metaDataURL: 'https://m.example/x.json' }));
    expect(js.status).toBe(400);
    expect(await listOf(alice)).toEqual([]);
  });

  it('Given the metadata box ticked with both URLs and decimals as text, when the token is added, then the URLs are kept and the decimals are a number', async () => {
    const alice = await signIn(t.app);
    const r = await add(
      alice,
      token({ decimals: '6', hasMetadata: true, imageURL: 'https://img.example/a.png', metaDataURL: 'https://m.example/a.json' }),
    );
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ decimals: 6, imageURL: 'https://img.example/a.png', metaDataURL: 'https://m.example/a.json' });
  });

  it('Given a listed token, when the same user adds it again, then TOKEN_ALREADY_LISTED answers, while another user may list it', async () => {
    const [alice, bob] = await Promise.all([signIn(t.app), signIn(t.app)]);
    const payload = token();
    expect((await add(alice, payload)).status).toBe(200);
    const again = await add(alice, payload);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ success: false, code: 'TOKEN_ALREADY_LISTED', message: 'This token is already in your list' });
    expect(await listOf(alice)).toHaveLength(1);
    expect((await add(bob, payload)).status).toBe(200);
  });

  it("Given a token of Alice's, when Bob reads, changes or deletes it, then each is TOKEN_NOT_FOUND and her token is unchanged", async () => {
    const [alice, bob] = await Promise.all([signIn(t.app), signIn(t.app)]);
    const mine = await add(alice, token({ name: 'Private' }));
    const id = mine.body.data._id as string;
    const read = await call(t.app, { method: 'GET', url: `/api/token/get/${id}`, token: bob.token });
    const change = await call(t.app, { method: 'PUT', url: `/api/token/update/${id}`, token: bob.token, payload: { name: 'Stolen' } });
    const remove = await call(t.app, { method: 'DELETE', url: `/api/token/delete/${id}`, token: bob.token });
    expect([read, change, remove].map((r) => [r.status, r.body.code])).toEqual([
      [404, 'TOKEN_NOT_FOUND'],
      [404, 'TOKEN_NOT_FOUND'],
      [404, 'TOKEN_NOT_FOUND'],
    ]);
    expect(await listOf(bob)).toEqual([]);
    expect((await call(t.app, { method: 'GET', url: `/api/token/get/${id}`, token: alice.token })).body.data.name).toBe('Private');
  });

  it('Given ids that are not ids, when they are read or deleted, then TOKEN_NOT_FOUND answers', async () => {
    const alice = await signIn(t.app);
    const read = await call(t.app, { method: 'GET', url: '/api/token/get/not-a-uuid', token: alice.token });
    const remove = await call(t.app, { method: 'DELETE', url: '/api/token/delete/123', token: alice.token });
    expect([read.status, read.body.code, remove.status, remove.body.code]).toEqual([404, 'TOKEN_NOT_FOUND', 404, 'TOKEN_NOT_FOUND']);
  });

  it('Given no session, when the list is read or a token added, then 401 answers', async () => {
    const list = await call(t.app, { method: 'GET', url: '/api/token/get' });
    const added = await call(t.app, { method: 'POST', url: '/api/token/add', payload: token() });
    expect([list.status, list.body.success, added.status, added.body.success]).toEqual([401, false, 401, false]);
  });
});
