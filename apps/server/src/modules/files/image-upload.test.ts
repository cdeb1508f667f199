/** Images reach the server only as uploads of a token form; what they declare is checked before anything is decoded or stored. */
import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, signIn, type TestApp } from '../../../test/helpers.ts';
import { pngDeclaring } from '../../../test/png.ts';
import { multipart } from '../../../test/token-kit.ts';
import { filesDirOf } from './file-store.ts';

describe('image uploads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  it('Given a token form whose image is a tiny PNG declaring 50000 x 50000 pixels, When it is posted, Then 400 IMAGE_DIMENSIONS_TOO_LARGE answers and no file is stored', async () => {
    const { token } = await signIn(t.app);
    const body = await multipart(
      { name: 'Bomb', symbol: 'BOMB', decimals: '6', initialMint: '1000' },
      { image: { bytes: pngDeclaring(50_000, 50_000), type: 'image/png', name: 'bomb.png' } },
    );

    const r = await call(t.app, { method: 'POST', url: '/api/token/create', token, ...body });

    expect(r.status).toBe(400);
    expect(r.body).toEqual({
      success: false,
      code: 'IMAGE_DIMENSIONS_TOO_LARGE',
      message: 'Images must be at most 4096 x 4096 pixels (an animation at most 16 megapixels in all its frames)',
    });
    expect(await readdir(filesDirOf(t.config.dataDir)).catch(() => [])).toEqual([]);
  });
});
