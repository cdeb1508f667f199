import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, createTestWallet, signIn, testDatabases, type SignedIn, type TestApp } from '../../../test/helpers.ts';

const MINT = createTestWallet().address;
const token = (over: object = {}) => ({ name: 'Rocket', symbol: 'RJ', decimals: 9, address: MINT, ...over });

describe.each(testDatabases())('managed tokens on $name', (database) => {
  let t: TestApp;
  let alice: SignedIn;
  let bob: SignedIn;
  beforeAll(async () => {
    t = await buildTestApp({ database });
    [alice, bob] = await Promise.all([signIn(t.app), signIn(t.app)]);
  });
  afterAll(() => t?.close());

  it('adds, lists, reads, updates and deletes a token', async () => {
    // When Alice adds a token
    const added = await call(t.app, { method: 'POST', url: '/api/token/add', token: alice.token, payload: token() });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ success: true, message: 'Token added successfully', data: token() });
    const id = added.body.data._id as string;
    // Then it is in her list and readable by id
    const list = await call(t.app, { method: 'GET', url: '/api/token/get', token: alice.token });
    expect(list.body).toEqual({ success: true, data: [added.body.data] });
    expect((await call(t.app, { method: 'GET', url: `/api/token/get/${id}`, token: alice.token })).body.data).toEqual(added.body.data);
    // When she renames it
    const updated = await call(t.app, { method: 'PUT', url: `/api/token/update/${id}`, token: alice.token, payload: { name: 'Rocket Jet' } });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ _id: id, name: 'Rocket Jet', symbol: 'RJ' });
    // When she deletes it, it is gone
    const deleted = await call(t.app, { method: 'DELETE', url: `/api/token/delete/${id}`, token: alice.token });
    expect(deleted.body).toEqual({ success: true, message: 'Token Deleted Successfully' });
    expect((await call(t.app, { method: 'GET', url: `/api/token/get/${id}`, token: alice.token })).status).toBe(404);
  });

  it.each([
    ['no name', token({ name: undefined })],
    ['a blank symbol', token({ symbol: '  ' })],
    ['no decimals', token({ decimals: undefined })],
    ['empty decimals', token({ decimals: '' })],
    ['no address', token({ address: undefined })],
    ['the metadata box ticked without URLs', token({ hasMetadata: true })],
    ['the metadata box ticked with only an image', token({ hasMetadata: true, imageURL: 'https://img.example/x.png' })],
  ])('refuses a token with %s: "Please fill all the fields"', async (_, payload) => {
    const r = await call(t.app, { method: 'POST', url: '/api/token/add', token: alice.token, payload });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ success: false, message: 'Please fill all the fields' });
  });

  it('refuses an address that is not a base58 public key, and bad decimals or URLs', async () => {
    const add = (payload: object) => call(t.app, { method: 'POST', url: '/api/token/add', token: alice.token, payload });
    expect((await add(token({ address: '0OIl-not-base58' }))).body.message).toBe('Please enter a valid Solana address');
    expect((await add(token({ address: '1111' }))).status).toBe(400);
    expect((await add(token({ decimals: 12 }))).status).toBe(400);
    expect((await add(token({ decimals: 1.5 }))).status).toBe(400);
    const js = await add(token({ hasMetadata: true, imageURL: 'javascript:alert(1)', metaDataURL: 'https://m.example/x.json' }));
    expect(js.status).toBe(400);
    // Nothing was stored by any of them
    expect((await call(t.app, { method: 'GET', url: '/api/token/get', token: alice.token })).body.data).toEqual([]);
  });

  it('keeps the metadata URLs when the box is ticked, and accepts decimals as text', async () => {
    const payload = token({ address: createTestWallet().address, decimals: '6', hasMetadata: true, imageURL: 'https://img.example/a.png', metaDataURL: 'https://m.example/a.json' });
    const r = await call(t.app, { method: 'POST', url: '/api/token/add', token: alice.token, payload });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ decimals: 6, imageURL: 'https://img.example/a.png', metaDataURL: 'https://m.example/a.json' });
    await call(t.app, { method: 'DELETE', url: `/api/token/delete/${r.body.data._id}`, token: alice.token });
  });

  it('refuses the same token twice in one list with 409', async () => {
    const payload = token({ address: createTestWallet().address });
    expect((await call(t.app, { method: 'POST', url: '/api/token/add', token: alice.token, payload })).status).toBe(200);
    const again = await call(t.app, { method: 'POST', url: '/api/token/add', token: alice.token, payload });
    expect(again.status).toBe(409);
    // Another user may list the same token
    expect((await call(t.app, { method: 'POST', url: '/api/token/add', token: bob.token, payload })).status).toBe(200);
  });

  it("keeps a user's tokens private: another user gets 404 and cannot change or delete them", async () => {
    // Given a token of Alice's
    const mine = await call(t.app, { method: 'POST', url: '/api/token/add', token: alice.token, payload: token({ address: createTestWallet().address, name: 'Private' }) });
    const id = mine.body.data._id as string;
    // When Bob tries to read, change or delete it
    const read = await call(t.app, { method: 'GET', url: `/api/token/get/${id}`, token: bob.token });
    const change = await call(t.app, { method: 'PUT', url: `/api/token/update/${id}`, token: bob.token, payload: { name: 'Stolen' } });
    const remove = await call(t.app, { method: 'DELETE', url: `/api/token/delete/${id}`, token: bob.token });
    // Then each is 404, his list does not show it, and Alice's token is unchanged
    expect([read.status, change.status, remove.status]).toEqual([404, 404, 404]);
    const bobs = await call(t.app, { method: 'GET', url: '/api/token/get', token: bob.token });
    expect(bobs.body.data.map((x: { _id: string }) => x._id)).not.toContain(id);
    expect((await call(t.app, { method: 'GET', url: `/api/token/get/${id}`, token: alice.token })).body.data.name).toBe('Private');
  });

  it('answers 404 for an id that is not an id', async () => {
    expect((await call(t.app, { method: 'GET', url: '/api/token/get/not-a-uuid', token: alice.token })).status).toBe(404);
    expect((await call(t.app, { method: 'DELETE', url: '/api/token/delete/123', token: alice.token })).status).toBe(404);
  });

  it('needs a session', async () => {
    expect((await call(t.app, { method: 'GET', url: '/api/token/get' })).status).toBe(401);
    expect((await call(t.app, { method: 'POST', url: '/api/token/add', payload: token() })).status).toBe(401);
  });
});
