import { DEFAULT_SETTINGS } from '@toolkit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, signIn, testDatabases, type TestApp } from '../../../test/helpers.ts';

describe.each(testDatabases())('user settings on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ database });
  });
  afterAll(() => t?.close());

  it('Given two new users, When Alice saves a change, Then she reads it back and Bob keeps the defaults', async () => {
    const [alice, bob] = await Promise.all([signIn(t.app), signIn(t.app)]);
    // Given a new user, the defaults
    expect((await call(t.app, { method: 'GET', url: '/api/user/settings', token: alice.token })).body).toEqual({
      success: true,
      data: DEFAULT_SETTINGS,
    });
    // When Alice saves custom slippage and another explorer
    const mine = { ...DEFAULT_SETTINGS, swapSlippageTolerance: 'custom', exactSwapValue: 3, explorer: 'SolscanFM' };
    const saved = await call(t.app, { method: 'PUT', url: '/api/user/settings', token: alice.token, payload: mine });
    expect(saved.body).toEqual({ success: true, message: 'Setting Saved', data: mine });
    // Then she reads them back, and Bob still has the defaults
    expect((await call(t.app, { method: 'GET', url: '/api/user/settings', token: alice.token })).body.data).toEqual(mine);
    expect((await call(t.app, { method: 'GET', url: '/api/user/settings', token: bob.token })).body.data).toEqual(DEFAULT_SETTINGS);
  });

  it('Given out-of-range settings or no session, When saving or reading, Then it is refused and the saved settings stay', async () => {
    const { token } = await signIn(t.app);
    const bad = await call(t.app, { method: 'PUT', url: '/api/user/settings', token, payload: { ...DEFAULT_SETTINGS, exactSwapValue: 500 } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED', field: 'exactSwapValue' });
    expect((await call(t.app, { method: 'GET', url: '/api/user/settings', token })).body.data).toEqual(DEFAULT_SETTINGS);
    expect((await call(t.app, { method: 'GET', url: '/api/user/settings' })).status).toBe(401);
  });
});
