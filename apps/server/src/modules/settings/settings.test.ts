import { DEFAULT_SETTINGS } from '@toolkit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, signIn, testDatabases, type TestApp } from '../../../test/helpers.ts';

describe.each(testDatabases())('user settings on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ database });
  });
  afterAll(() => t?.close());

  it('starts from the defaults, saves a change, and keeps it per user', async () => {
    const [alice, bob] = await Promise.all([signIn(t.app), signIn(t.app)]);
    // Given a new user, the defaults
    expect((await call(t.app, { method: 'GET', url: '/api/user/settings', token: alice.token })).body).toEqual({ success: true, data: DEFAULT_SETTINGS });
    // When Alice saves custom slippage and another explorer
    const mine = { ...DEFAULT_SETTINGS, swapSlippageTolerance: 'custom', exactSwapValue: 3, explorer: 'SolscanFM' };
    const saved = await call(t.app, { method: 'PUT', url: '/api/user/settings', token: alice.token, payload: mine });
    expect(saved.body).toEqual({ success: true, message: 'Setting Saved', data: mine });
    // Then she reads them back, and Bob still has the defaults
    expect((await call(t.app, { method: 'GET', url: '/api/user/settings', token: alice.token })).body.data).toEqual(mine);
    expect((await call(t.app, { method: 'GET', url: '/api/user/settings', token: bob.token })).body.data).toEqual(DEFAULT_SETTINGS);
  });

  it('refuses invalid settings and keeps the saved ones', async () => {
    const { token } = await signIn(t.app);
    const bad = await call(t.app, { method: 'PUT', url: '/api/user/settings', token, payload: { ...DEFAULT_SETTINGS, exactSwapValue: 500 } });
    expect(bad.status).toBe(400);
    expect(bad.body.success).toBe(false);
    expect((await call(t.app, { method: 'GET', url: '/api/user/settings', token })).body.data).toEqual(DEFAULT_SETTINGS);
    expect((await call(t.app, { method: 'GET', url: '/api/user/settings' })).status).toBe(401);
  });
});
