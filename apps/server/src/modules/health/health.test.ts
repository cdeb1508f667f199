import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, signIn, type TestApp } from '../../../test/helpers.ts';

describe('the HTTP surface', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  it('Given a running server, When /health is asked, Then it answers ok with the default cluster and its RPC origin', async () => {
    const r = await call(t.app, { method: 'GET', url: '/api/health' });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ success: true, data: { status: 'ok', cluster: 'local', rpcUrl: new URL(t.config.localRpcUrl!).origin } });
  });

  it('Given a fresh data folder, When /config is asked, Then it answers the public config with a treasury generated once (owner-only)', async () => {
    const r = await call(t.app, { method: 'GET', url: '/api/config' });
    expect(r.body.data).toMatchObject({ cluster: 'local', allowCustomRpc: false, inrRate: 85, treasury: expect.any(String) });
    // The local chain has no price oracle: SOL's price is the operator's, and says so.
    expect(r.body.data).toMatchObject({ solPriceUsd: t.config.solPriceUsd, solPriceSource: 'configured', solPriceInr: t.config.solPriceUsd * 85 });
    for (const file of ['master.key', 'session.secret', 'treasury.json']) {
      expect(fs.statSync(path.join(t.dataDir, 'secrets', file)).mode & 0o777).toBe(0o600);
    }
  });

  it('Given a running server, When the docs are asked, Then the OpenAPI document and its UI are served', async () => {
    const doc = await call(t.app, { method: 'GET', url: '/api/docs/json' });
    expect(doc.status).toBe(200);
    expect(doc.body.openapi).toMatch(/^3\./);
    for (const p of ['/api/user/connect', '/api/token/add', '/api/withdraw/get/{id}', '/api/network/setCluster', '/api/liquidity/swap/xy']) {
      expect(Object.keys(doc.body.paths)).toContain(p);
    }
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('Given malformed JSON or an oversized body, When posted, Then 400 MALFORMED_JSON or 413 PAYLOAD_TOO_LARGE answers', async () => {
    const { token } = await signIn(t.app);
    const malformed = await call(t.app, {
      method: 'POST',
      url: '/api/token/add',
      token,
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "x",',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ success: false, code: 'MALFORMED_JSON', message: 'The request body is not valid JSON' });
    const huge = await call(t.app, {
      method: 'POST',
      url: '/api/token/add',
      token,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(huge.status).toBe(413);
    expect(huge.body).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('Given a body that is not an object or has wrong field types, When posted, Then 400 answers (never 5xx)', async () => {
    const { token } = await signIn(t.app);
    for (const payload of ['[]', '"text"', '42', 'null', '{"name":{"$gt":""},"symbol":[],"decimals":{},"address":7}']) {
      const r = await call(t.app, { method: 'POST', url: '/api/token/add', token, headers: { 'content-type': 'application/json' }, payload });
      expect(r.status).toBe(400);
      expect(r.body.success).toBe(false);
    }
  });

  it('Given an unknown /api path, When called, Then a JSON ROUTE_NOT_FOUND answers', async () => {
    const r = await call(t.app, { method: 'GET', url: '/api/nothing/here' });
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ success: false, code: 'ROUTE_NOT_FOUND', message: 'Not found' });
  });

  it('Given no web build, When an app route is opened, Then a page explains how to build it', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/solana/token' });
    expect(r.statusCode).toBe(200);
    expect(r.body).toContain('has not been built');
  });

  it('Given requests from the app origin and another one, When answered, Then security headers are sent and CORS allows only the app', async () => {
    const ours = await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'http://localhost:3000' } });
    expect(ours.headers['content-security-policy']).toContain("default-src 'self'");
    expect(ours.headers['x-content-type-options']).toBe('nosniff');
    expect(ours.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    const theirs = await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.example' } });
    expect(theirs.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('serving the web app', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'toolkit-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
    t = await buildTestApp({ config: { webDist: dist } });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('Given a web build, When files, deep links and missing assets are asked, Then files, index.html and 404s answer', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/assets/app.js' })).body).toBe('console.log(1)');
    const deep = await t.app.inject({ method: 'GET', url: '/solana/liquidity/manage' });
    expect(deep.statusCode).toBe(200);
    expect(deep.body).toContain('<div id="root">');
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/missing' })).json()).toEqual({
      success: false,
      code: 'ROUTE_NOT_FOUND',
      message: 'Not found',
    });
  });
});
