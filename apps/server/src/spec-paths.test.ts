import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, createTestWallet, signIn, type TestApp } from '../test/helpers.ts';

/** Every path of the spec's call table (section 7); ID is replaced by a record of the caller's. */
const SPEC_PATHS: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string][] = [
  ['POST', '/user/connect'],
  ['POST', '/token/create'],
  ['POST', '/token/add'],
  ['GET', '/token/get'],
  ['GET', '/token/get/ID'],
  ['PUT', '/token/update/ID'],
  ['POST', '/token/update-metadata/ID'],
  ['POST', '/withdraw/add'],
  ['GET', '/withdraw/get'],
  ['GET', '/withdraw/get/ID'],
  ['PUT', '/withdraw/update/ID'],
  ['POST', '/wallet/create/ID'],
  ['GET', '/wallet/fetch'],
  ['GET', '/walletOperation/fetchAll'],
  ['POST', '/walletOperation/fetchSpecific'],
  ['POST', '/walletOperation/fetchRange'],
  ['POST', '/walletOperation/fetchConnectedWallet'],
  ['POST', '/transaction/sol'],
  ['POST', '/transaction/spl-token'],
  ['POST', '/transaction/sendAndConfirm'],
  ['GET', '/network/getCluster'],
  ['POST', '/network/setCluster'],
  ['POST', '/revoke/authority'],
  ['POST', '/revoke/confirm-transaction'],
  ['POST', '/liquidity/init'],
  ['POST', '/liquidity/add'],
  ['POST', '/liquidity/remove'],
  ['POST', '/liquidity/swap/xy'],
  ['POST', '/liquidity/swap/yx'],
  ['DELETE', '/token/delete/ID'],
  ['DELETE', '/withdraw/delete/ID'],
];

describe('every path of the spec', () => {
  let t: TestApp;
  let token: string;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    t = await buildTestApp();
    ({ token } = await signIn(t.app));
    const add = (url: string, payload: object) => call(t.app, { method: 'POST', url, token, payload });
    ids.token = (await add('/api/token/add', { name: 'A', symbol: 'A', decimals: 0, address: createTestWallet().address })).body.data._id;
    ids.withdraw = (await add('/api/withdraw/add', { name: 'A', address: createTestWallet().address })).body.data._id;
  });
  afterAll(() => t?.close());

  it.each(SPEC_PATHS)('%s %s exists: no 404, no 5xx, a JSON envelope', async (method, path) => {
    // Given a body that is valid for some routes and incomplete for others
    const payload = method === 'GET' || method === 'DELETE' ? undefined : { phantomAddress: createTestWallet().address };
    const url = `/api${path.replace('ID', path.startsWith('/withdraw') ? ids.withdraw! : ids.token!)}`;
    // When the signed-in user calls it (deletes last, so the others still find their record)
    const r = await call(t.app, { method, url, token, payload });
    // Then it answers
    expect(r.status).not.toBe(404);
    expect(r.status).toBeLessThan(500);
    expect(typeof r.body.success).toBe('boolean');
  });
});
