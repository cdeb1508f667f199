import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, createTestWallet, signIn, testDatabases, type SignedIn, type TestApp } from '../../../test/helpers.ts';

describe.each(testDatabases())('withdrawal accounts on $name', (database) => {
  let t: TestApp;
  let alice: SignedIn;
  let bob: SignedIn;
  beforeAll(async () => {
    t = await buildTestApp({ database });
    [alice, bob] = await Promise.all([signIn(t.app), signIn(t.app)]);
  });
  afterAll(() => t?.close());

  it('adds, lists, reads, updates and deletes an account', async () => {
    const address = createTestWallet().address;
    const added = await call(t.app, { method: 'POST', url: '/api/withdraw/add', token: alice.token, payload: { name: 'Cold wallet', address } });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ success: true, message: 'Withdrawal Account Added Successfully', data: { name: 'Cold wallet', address } });
    const id = added.body.data._id as string;
    expect((await call(t.app, { method: 'GET', url: '/api/withdraw/get', token: alice.token })).body.data).toEqual([added.body.data]);
    expect((await call(t.app, { method: 'GET', url: `/api/withdraw/get/${id}`, token: alice.token })).body.data).toEqual(added.body.data);
    const updated = await call(t.app, { method: 'PUT', url: `/api/withdraw/update/${id}`, token: alice.token, payload: { name: 'Vault' } });
    expect(updated.body.data).toMatchObject({ _id: id, name: 'Vault', address });
    const deleted = await call(t.app, { method: 'DELETE', url: `/api/withdraw/delete/${id}`, token: alice.token });
    expect(deleted.body).toEqual({ success: true, message: 'Account Deleted Successfully' });
    expect((await call(t.app, { method: 'GET', url: '/api/withdraw/get', token: alice.token })).body.data).toEqual([]);
  });

  it.each([
    ['no name', { address: createTestWallet().address }],
    ['a blank name', { name: ' ', address: createTestWallet().address }],
    ['no address', { name: 'Cold wallet' }],
  ])('refuses an account with %s: "Please fill all fields"', async (_, payload) => {
    const r = await call(t.app, { method: 'POST', url: '/api/withdraw/add', token: alice.token, payload });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ success: false, message: 'Please fill all fields' });
  });

  it('refuses an address that is not a public key', async () => {
    const r = await call(t.app, { method: 'POST', url: '/api/withdraw/add', token: alice.token, payload: { name: 'x', address: 'hello' } });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('Please enter a valid Solana address');
  });

  it("keeps accounts private: another user gets 404 and cannot change or delete them", async () => {
    const mine = await call(t.app, { method: 'POST', url: '/api/withdraw/add', token: alice.token, payload: { name: 'Mine', address: createTestWallet().address } });
    const id = mine.body.data._id as string;
    const attempts = await Promise.all([
      call(t.app, { method: 'GET', url: `/api/withdraw/get/${id}`, token: bob.token }),
      call(t.app, { method: 'PUT', url: `/api/withdraw/update/${id}`, token: bob.token, payload: { address: bob.wallet.address } }),
      call(t.app, { method: 'DELETE', url: `/api/withdraw/delete/${id}`, token: bob.token }),
    ]);
    expect(attempts.map((a) => a.status)).toEqual([404, 404, 404]);
    expect((await call(t.app, { method: 'GET', url: '/api/withdraw/get', token: bob.token })).body.data).toEqual([]);
    expect((await call(t.app, { method: 'GET', url: `/api/withdraw/get/${id}`, token: alice.token })).body.data).toEqual(mine.body.data);
  });
});
