/**
 * Serves the built web app (apps/web/dist) with an SPA fallback: any GET outside /api that is not
 * a file answers index.html, so deep links work. Unknown /api paths are a JSON 404. Without a
 * build, pages explain how to make one instead of failing obscurely.
 *
 * The build writes a brotli and a gzip twin of every text asset; the one the browser accepts is
 * sent as is, without compressing at request time. The build names what it puts under assets/ by
 * content hash, so those files never change under their name and are cached for a year; the rest
 * (index.html above all, which names the current hashes) is revalidated on every visit.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { ERRORS, type ErrorResponse } from '@toolkit/shared';
import { tokenPageHtml } from '../modules/token-preview/index.ts';
import { preloadTags, readManifest, withPreloads } from './route-preloads.ts';

const NOT_FOUND: ErrorResponse = { success: false, code: 'ROUTE_NOT_FOUND', message: ERRORS.ROUTE_NOT_FOUND.message };

const MISSING_BUILD = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Web app not built</title></head>
<body><h1>The web app has not been built</h1><p>The API is running under <a href="/api/docs">/api/docs</a>.
Build the app with <code>npm run build</code>, then restart the server.</p></body></html>`;

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** The trading page's path: its HTML carries the token's header and link-preview meta. */
const TOKEN_PAGE = /^\/solana\/token\/([1-9A-HJ-NP-Za-km-z]{32,44})\/?$/;
/** What the router loads for the trading page (the /solana shell and the page), by source path. */
const TOKEN_PAGE_CHUNKS = ['src/app/layout/ShellLayout.tsx', 'src/features/token-page/index.ts'];

/** Vite's hashed output: assets/<name>-<hash>.<ext> (and its .br / .gz twins). */
const isHashedAsset = (dist: string, filePath: string) => path.relative(dist, filePath).split(path.sep)[0] === 'assets';

export default fp(
  async (app) => {
    const dist = app.config.webDist;
    const hasBuild = fs.existsSync(path.join(dist, 'index.html'));
    const shell = hasBuild ? fs.readFileSync(path.join(dist, 'index.html'), 'utf8') : '';
    const manifest = hasBuild ? readManifest(dist) : null;
    const tokenShell = manifest ? withPreloads(shell, preloadTags(manifest, TOKEN_PAGE_CHUNKS, shell)) : shell;
    if (hasBuild) {
      await app.register(fastifyStatic, {
        root: dist,
        wildcard: false,
        index: ['index.html'],
        preCompressed: true,
        cacheControl: false,
        setHeaders: (reply, filePath) => {
          reply.header('cache-control', isHashedAsset(dist, filePath) ? IMMUTABLE : REVALIDATE);
        },
      });
    }

    app.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split('?')[0]!;
      if (pathname === '/api' || pathname.startsWith('/api/') || (request.method !== 'GET' && request.method !== 'HEAD')) {
        return reply.code(404).send(NOT_FOUND);
      }
      if (!hasBuild) return reply.code(200).type('text/html; charset=utf-8').send(MISSING_BUILD);
      // A missing asset (a path with a file extension) is a real 404, not the app shell.
      if (/\.[a-z0-9]+$/i.test(pathname) && !pathname.endsWith('.html')) {
        return reply.code(404).type('text/plain; charset=utf-8').send(NOT_FOUND.message);
      }
      const token = TOKEN_PAGE.exec(pathname)?.[1];
      const preview = token && app.hasDecorator('tokenPreviews') ? await app.tokenPreviews.of(token) : null;
      if (token) {
        const pageUrl = `${request.protocol}://${request.host}${pathname}`;
        return reply
          .header('cache-control', REVALIDATE)
          .type('text/html; charset=utf-8')
          .send(preview ? tokenPageHtml(tokenShell, preview, pageUrl) : tokenShell);
      }
      return reply.type('text/html; charset=utf-8').sendFile('index.html');
    });
  },
  { name: 'web', dependencies: ['config'] },
);
