import { Writable } from 'node:stream';
import { TEXTS } from '@toolkit/shared';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signIn, type TestApp } from '../../test/helpers.ts';
import { AppError } from '../lib/errors.ts';
import errorHandlerPlugin from './error-handler.ts';

describe('error answers', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await buildTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('Given a listening server, When a 12 MB JSON or multipart body is posted over a real connection, Then a readable 413 JSON answer comes back (no reset)', async () => {
    const { token } = await signIn(t.app);
    const twelveMb = 'x'.repeat(12 * 1024 * 1024);
    const json = await fetch(`${base}/api/token/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ name: twelveMb }),
    });
    const form = new FormData();
    form.set('name', 'Big');
    form.set('image', new Blob([twelveMb], { type: 'image/png' }), 'big.png');
    const multipart = await fetch(`${base}/api/token/create`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });

    for (const r of [json, multipart]) {
      expect(r.status).toBe(413);
      expect(await r.json()).toMatchObject({ success: false, code: expect.stringMatching(/^(PAYLOAD_TOO_LARGE|IMAGE_TOO_LARGE)$/) });
    }
  });

  it('Given a pool form with startTime 1e20 or an amount beyond a u64, When it is posted, Then 400 VALIDATION_FAILED names the field (not a 500)', async () => {
    const { token } = await signIn(t.app);
    const pool = { baseToken: 'SOL', quoteToken: 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB', baseAmount: '1', quoteAmount: '1', feeTier: 0.25 };
    const post = (url: string, payload: object) =>
      fetch(`${base}/api${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(payload),
      });

    const cases = [
      [await post('/liquidity/init', { ...pool, startTime: 1e20 }), 'startTime', TEXTS.poolStartTimeInvalid],
      [await post('/liquidity/init', { ...pool, baseAmount: '99999999999999999999999' }), 'baseAmount', TEXTS.amountAboveU64],
      [await post('/liquidity/quote', { pool: pool.quoteToken, amount: '18446744073709551616', direction: 'xy' }), 'amount', TEXTS.amountAboveU64],
    ] as const;

    for (const [r, field, message] of cases) {
      expect(r.status).toBe(400);
      expect(await r.json()).toEqual({ success: false, code: 'VALIDATION_FAILED', field, message });
    }
  });
});

describe('unexpected errors', () => {
  const lines: Array<Record<string, unknown>> = [];
  const app = Fastify({
    logger: {
      level: 'error',
      stream: new Writable({
        write(chunk, _, done) {
          lines.push(JSON.parse(String(chunk)));
          done();
        },
      }),
    },
  });
  beforeAll(async () => {
    await app.register(errorHandlerPlugin);
    // Bugs of the kinds the old handler hid: a TypeError, our own JSON.parse of bad stored data, an AppError that is ours to answer.
    app.get('/type-error', async () => (null as unknown as { x: number }).x);
    app.get('/stored-json', async () => JSON.parse('{broken'));
    app.get('/not-found', async () => {
      throw new AppError('TOKEN_NOT_FOUND');
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('Given a bug in a handler, When it is called, Then 500 INTERNAL names a request id and the log has the error under that id', async () => {
    for (const url of ['/type-error', '/stored-json']) {
      const r = await app.inject({ method: 'GET', url });
      const body = r.json();

      expect(r.statusCode).toBe(500);
      expect(body).toEqual({
        success: false,
        code: 'INTERNAL',
        message: `Something went wrong on our side, please try again (request ${body.requestId})`,
        requestId: expect.any(String),
      });
      expect(lines.find((l) => l.requestId === body.requestId)).toMatchObject({
        reqId: body.requestId,
        msg: 'unexpected error',
        err: expect.anything(),
      });
    }
  });

  it('Given a coded client error, When it is answered, Then it keeps its status and message and carries no request id', async () => {
    const r = await app.inject({ method: 'GET', url: '/not-found' });

    expect(r.statusCode).toBe(404);
    expect(r.json()).toEqual({ success: false, code: 'TOKEN_NOT_FOUND', message: 'Token not found' });
  });
});
