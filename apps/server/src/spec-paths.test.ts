import { OPERATIONS, type OperationDefinition } from '@toolkit/shared';
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

  it.each(SPEC_PATHS)(
    'Given the spec path %s %s, When the signed-in user calls it, Then it answers: no 404, no 5xx, a JSON envelope',
    async (method, path) => {
      // Given a body that is valid for some routes and incomplete for others
      const payload = method === 'GET' || method === 'DELETE' ? undefined : { phantomAddress: createTestWallet().address };
      const url = `/api${path.replace('ID', path.startsWith('/withdraw') ? ids.withdraw! : ids.token!)}`;
      // When the signed-in user calls it (deletes last, so the others still find their record)
      const r = await call(t.app, { method, url, token, payload });
      // Then it answers
      expect(r.status).not.toBe(404);
      expect(r.status).toBeLessThan(500);
      expect(typeof r.body.success).toBe('boolean');
    },
  );
});

/** `/withdraw/get/:id` as OpenAPI writes it: `/withdraw/get/{id}`. */
const openApiPath = (path: string) => `/api${path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}')}`;
const nameOf = (op: OperationDefinition) => `${op.method} ${op.path}`;

describe('every operation of the contract', () => {
  let t: TestApp;
  let document: { paths: Record<string, Record<string, { tags?: string[] }>> };
  beforeAll(async () => {
    t = await buildTestApp();
    document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  });
  afterAll(() => t?.close());

  it('Given the contract, When its operations are listed, Then each method and path is defined once', () => {
    const names = OPERATIONS.map(nameOf);
    expect(names.length).toBeGreaterThan(0);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(OPERATIONS.map((op) => [nameOf(op), op] as const))(
    'Given the operation %s, When the app is built, Then its route is registered and documented under its tag',
    (_name, op) => {
      expect(t.app.hasRoute({ method: op.method, url: `/api${op.path}` })).toBe(true);
      expect(document.paths[openApiPath(op.path)]?.[op.method.toLowerCase()]?.tags).toEqual([op.tag]);
    },
  );
});
