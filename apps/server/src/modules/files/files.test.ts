/** The public files route: stored files only, by their exact generated names. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDatabases, type TestApp } from '../../../test/helpers.ts';

describe.each(testDatabases().slice(0, 1))('public files on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ database });
  });
  afterAll(() => t?.close());

  it('Given a published document, when it is fetched without a session, then it is served as JSON, cross-origin, cached and never sniffed', async () => {
    const stored = await t.app.files.putJson({ name: 'Rocket' });
    const r = await t.app.inject({ method: 'GET', url: `/api/files/${stored.name}` });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ name: 'Rocket' });
    expect(r.headers).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      'x-content-type-options': 'nosniff',
      'access-control-allow-origin': '*',
      'cache-control': 'public, max-age=31536000, immutable',
    });
  });

  it.each([
    ['an unknown name', 'AAAAAAAAAAAAAAAA.json'],
    ['a path outside the store', '..%2F..%2Fpackage.json'],
  ])('Given %s, when it is fetched, then FILE_NOT_FOUND answers', async (_, name) => {
    const r = await t.app.inject({ method: 'GET', url: `/api/files/${name}` });
    expect(r.statusCode).toBe(404);
    expect(r.json()).toEqual({ success: false, code: 'FILE_NOT_FOUND', message: 'File not found' });
  });
});
