import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../../web/precompress.ts';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';

/** The built web app as the browser gets it: compressed bytes written at build time, hashed assets cached for good. */
describe('serving the built web app', () => {
  let dist: string;
  let t: TestApp;
  const script = `export const app = ${JSON.stringify('x'.repeat(200))};\n`.repeat(400);

  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'toolkit-web-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(
      path.join(dist, 'index.html'),
      `<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body>${' '.repeat(2000)}</body></html>`,
    );
    await writeFile(path.join(dist, 'assets', 'index-Ab12Cd34.js'), script);
    await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // The build step writes the compressed twins
    expect((await precompressDir(dist)).map((f) => path.relative(dist, f)).sort()).toEqual([path.join('assets', 'index-Ab12Cd34.js'), 'index.html']);
    // What the build's manifest says the trading page's lazy routes load (the entry's own imports are in index.html).
    await mkdir(path.join(dist, '.vite'));
    await writeFile(
      path.join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'src/main.tsx': { file: 'assets/index-Ab12Cd34.js', isEntry: true },
        'src/app/layout/ShellLayout.tsx': { file: 'assets/ShellLayout-Sh11.js', imports: ['src/main.tsx', '_base-api-Ba22.js'] },
        'src/features/token-page/index.ts': { file: 'assets/token-page-Tp33.js', imports: ['src/main.tsx', '_base-api-Ba22.js'] },
        '_base-api-Ba22.js': { file: 'assets/base-api-Ba22.js' },
        'src/features/swap/pages.ts': { file: 'assets/swap-Sw44.js', imports: ['_base-api-Ba22.js'] },
      }),
    );
    t = await buildTestApp({ config: { webDist: dist } });
  });
  afterAll(async () => {
    await t?.close();
    await rm(dist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('Given a browser that accepts brotli, When it asks for a hashed script, Then the brotli twin is sent, cached for a year as immutable', async () => {
    const r = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br, zstd');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers['content-type']).toMatch(/javascript/);
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(r.headers.vary).toMatch(/accept-encoding/i);
    expect(r.rawPayload.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(r.rawPayload).toString()).toBe(script);
  });

  it('Given a browser that accepts only gzip, or nothing, When it asks for the script, Then it gets the gzip twin, or the plain file', async () => {
    const gz = await get('/assets/index-Ab12Cd34.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await get('/assets/index-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('Given the page itself and an unhashed file, When asked for, Then they are revalidated on every visit (a deploy shows at once)', async () => {
    for (const url of ['/', '/favicon.svg']) {
      const r = await get(url, 'br');
      expect(r.statusCode).toBe(200);
      expect(r.headers['cache-control']).toBe('no-cache');
    }
    const page = await get('/', 'br');
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(await readFile(path.join(dist, 'index.html'), 'utf8'));
  });

  it('Given a trading page link, When its HTML is asked for, Then it preloads the shell and the page with what they import, and other pages preload nothing', async () => {
    const r = await get('/solana/token/So11111111111111111111111111111111111111112');
    expect(r.statusCode).toBe(200);
    const preloads = [...r.body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);
    expect(preloads.sort()).toEqual(['/assets/ShellLayout-Sh11.js', '/assets/base-api-Ba22.js', '/assets/token-page-Tp33.js']);
    expect((await get('/solana/swap')).body).not.toContain('modulepreload');
  });
});
