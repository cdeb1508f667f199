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

  it('Given a signed-in user, when they add, list, read, update and delete an account, then each answer shows the change', async () => {
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
  ])('Given an account with %s, when it is added, then it is refused with "Please fill all fields" naming the field', async (_, payload) => {
    const r = await call(t.app, { method: 'POST', url: '/api/withdraw/add', token: alice.token, payload });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED', message: 'Please fill all fields' });
    expect(['name', 'address']).toContain(r.body.field);
    expect(
      (await call(t.app, { method: 'GET', url: '/api/withdraw/get', token: alice.token })).body.data.some(
        (a: { name: string }) => a.name === (payload as { name?: string }).name,
      ),
    ).toBe(false);
  });

  it('Given no session, when an account with a bad body is added, then the answer is SIGN_IN_REQUIRED, not a validation message', async () => {
    const r = await call(t.app, { method: 'POST', url: '/api/withdraw/add', payload: { name: '' } });
    expect([r.status, r.body.code]).toEqual([401, 'SIGN_IN_REQUIRED']);
  });

  it('Given an address that is not a public key, when it is added, then the answer names the address field', async () => {
    const r = await call(t.app, { method: 'POST', url: '/api/withdraw/add', token: alice.token, payload: { name: 'x', address: 'hello' } });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ success: false, code: 'VALIDATION_FAILED', message: 'Please enter a valid Solana address', field: 'address' });
  });

  it("Given Alice's account, when Bob reads, changes or deletes it, then he gets WITHDRAW_ACCOUNT_NOT_FOUND and it stays unchanged", async () => {
    const mine = await call(t.app, {
      method: 'POST',
      url: '/api/withdraw/add',
      token: alice.token,
      payload: { name: 'Mine', address: createTestWallet().address },
    });
    const id = mine.body.data._id as string;
    const attempts = await Promise.all([
      call(t.app, { method: 'GET', url: `/api/withdraw/get/${id}`, token: bob.token }),
      call(t.app, { method: 'PUT', url: `/api/withdraw/update/${id}`, token: bob.token, payload: { address: bob.wallet.address } }),
      call(t.app, { method: 'DELETE', url: `/api/withdraw/delete/${id}`, token: bob.token }),
    ]);
    expect(attempts.map((a) => a.status)).toEqual([404, 404, 404]);
    expect(attempts.map((a) => a.body.code)).toEqual(['WITHDRAW_ACCOUNT_NOT_FOUND', 'WITHDRAW_ACCOUNT_NOT_FOUND', 'WITHDRAW_ACCOUNT_NOT_FOUND']);
    expect((await call(t.app, { method: 'GET', url: '/api/withdraw/get', token: bob.token })).body.data).toEqual([]);
    expect((await call(t.app, { method: 'GET', url: `/api/withdraw/get/${id}`, token: alice.token })).body.data).toEqual(mine.body.data);
  });
});
