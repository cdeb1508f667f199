/**
 * How light is the landing route? Builds the web app into a temporary folder, then
 *  1. sums the gzip bytes of the JavaScript `/` needs before its first paint: index.html's module
 *     script and modulepreloads with their static imports (the entry), plus the lazily loaded
 *     landing chunk and its static imports (the page itself renders only once that arrives);
 *  2. loads `/` in Chromium from a tiny static server, with Lighthouse's mobile throttling
 *     applied (4x CPU slowdown, 150 ms RTT, 1.6 Mbps down), and reads first contentful paint,
 *     largest contentful paint, total blocking time and layout shift from the browser's own
 *     performance timeline. A Lighthouse-style score is derived from those with Lighthouse's
 *     log-normal curves and weights (speed index is not measured; its weight is left out).
 * Prints one JSON line per figure group. Goal: < 150 KB gzip, score >= 90.
 */
import { createServer, type Server } from 'node:http';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { chromium } from 'playwright-core';
import { openThrottledPhonePage } from './throttled-phone.ts';

const webRoot = resolve(fileURLToPath(import.meta.url), '../../apps/web');
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const GOAL_BYTES = 150 * 1024;
const RUNS = Number(process.env.WEB_BENCH_RUNS ?? 3);

// ---------------------------------------------------------------------------------------------

function measureBundle(dist: string) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const roots = [
    ...[...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]),
  ].map((p) => p.replace(/^\//, ''));
  const entryFiles = withStaticImports(dist, roots);

  // The landing page module, from the build manifest.
  const manifest = JSON.parse(readFileSync(join(dist, 'manifest.json'), 'utf8')) as Record<string, { file: string; src?: string }>;
  const landing = Object.values(manifest).find((c) => c.src?.endsWith('src/features/landing/index.ts'));
  const routeFiles = landing ? withStaticImports(dist, [...entryFiles, landing.file]) : entryFiles;

  const gz = (files: Set<string>) => [...files].reduce((sum, f) => sum + gzipSync(readFileSync(join(dist, f)), { level: 9 }).length, 0);
  const css = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1].replace(/^\//, ''));
  return {
    entryGzipBytes: gz(entryFiles),
    landingRouteGzipBytes: gz(routeFiles),
    landingRouteFiles: routeFiles.size,
    cssGzipBytes: gz(new Set(css)),
  };
}

/** The files `roots` load through static `import ... from "./x.js"` / `import "./x.js"` (not `import()`). */
function withStaticImports(dist: string, roots: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file) || extname(file) !== '.js') continue;
    seen.add(file);
    const code = readFileSync(join(dist, file), 'utf8');
    const dir = file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : '';
    for (const m of code.matchAll(/(?:^|[;\s}])import\s*(?:[^"'();]*?from\s*)?["']([^"']+)["']/g)) {
      const spec = m[1];
      if (!spec.startsWith('.')) continue;
      queue.push(join(dir, spec).replace(/\\/g, '/'));
    }
  }
  return seen;
}

// ---------------------------------------------------------------------------------------------

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.json': 'application/json',
};

/** Static files with gzip, and index.html for any other path (the SPA fallback). */
function serve(dist: string): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = join(dist, path);
    if (!file.startsWith(dist) || !existsSync(file) || path.endsWith('/')) file = join(dist, 'index.html');
    const body = readFileSync(file);
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const compressible = /text|javascript|json|svg/.test(type);
    const headers: Record<string, string> = { 'content-type': type, 'cache-control': 'no-store' };
    if (compressible && /gzip/.test(String(req.headers['accept-encoding']))) {
      headers['content-encoding'] = 'gzip';
      res.writeHead(200, headers).end(gzipSync(body));
    } else res.writeHead(200, headers).end(body);
  });
  return new Promise((ok) =>
    server.listen(0, '127.0.0.1', () => {
      const addr = server.address();
      ok({ server, url: `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}` });
    }),
  );
}

interface PaintRun {
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

async function measurePaint(dist: string) {
  const { server, url } = await serve(dist);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const runs: PaintRun[] = [];
  try {
    for (let i = 0; i < RUNS; i++) {
      const { context, page } = await openThrottledPhonePage(browser);
      await page.addInitScript(() => {
        const w = window as unknown as { __perf: { fcp: number; lcp: number; cls: number; longTasks: { start: number; duration: number }[] } };
        w.__perf = { fcp: 0, lcp: 0, cls: 0, longTasks: [] };
        new PerformanceObserver((l) =>
          l.getEntries().forEach((e) => {
            if (e.name === 'first-contentful-paint') w.__perf.fcp = e.startTime;
          }),
        ).observe({ type: 'paint', buffered: true });
        new PerformanceObserver((l) =>
          l.getEntries().forEach((e) => {
            w.__perf.lcp = e.startTime;
          }),
        ).observe({ type: 'largest-contentful-paint', buffered: true });
        new PerformanceObserver((l) =>
          l.getEntries().forEach((e) => {
            const s = e as PerformanceEntry & { value: number; hadRecentInput: boolean };
            if (!s.hadRecentInput) w.__perf.cls += s.value;
          }),
        ).observe({ type: 'layout-shift', buffered: true });
        new PerformanceObserver((l) => l.getEntries().forEach((e) => w.__perf.longTasks.push({ start: e.startTime, duration: e.duration }))).observe({
          type: 'longtask',
          buffered: true,
        });
      });
      await page.goto(`${url}/`, { waitUntil: 'load' });
      // Let the lazily loaded page and its first effects settle (Lighthouse waits for a quiet main thread).
      await page.waitForTimeout(3000);
      const perf = await page.evaluate(
        () => (window as unknown as { __perf: { fcp: number; lcp: number; cls: number; longTasks: { start: number; duration: number }[] } }).__perf,
      );
      const tbtMs = perf.longTasks.filter((t) => t.start + t.duration > perf.fcp).reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
      runs.push({ fcpMs: Math.round(perf.fcp), lcpMs: Math.round(perf.lcp || perf.fcp), tbtMs: Math.round(tbtMs), cls: Number(perf.cls.toFixed(4)) });
      await context.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const m: PaintRun = {
    fcpMs: median(runs.map((r) => r.fcpMs)),
    lcpMs: median(runs.map((r) => r.lcpMs)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    cls: median(runs.map((r) => r.cls)),
  };
  return { ...m, score: lighthouseScore(m), runs: RUNS, throttling: '4x CPU, 150 ms RTT, 1.6 Mbps', viewport: '412x823 mobile', goalScore: 90 };
}

/** Lighthouse 10+ mobile scoring curves (p10, median) and weights; speed index left out. */
function lighthouseScore(m: PaintRun): number {
  const parts = [
    { weight: 10, score: logNormalScore(m.fcpMs, 1800, 3000) },
    { weight: 25, score: logNormalScore(m.lcpMs, 2500, 4000) },
    { weight: 30, score: logNormalScore(m.tbtMs, 200, 600) },
    { weight: 25, score: logNormalScore(m.cls, 0.1, 0.25) },
  ];
  const total = parts.reduce((s, p) => s + p.weight, 0);
  return Math.round((100 * parts.reduce((s, p) => s + p.weight * p.score, 0)) / total);
}

function logNormalScore(value: number, p10: number, median: number): number {
  if (value <= 0) return 1;
  const INVERSE_ERFC_ONE_FIFTH = 0.9061938024368232;
  const standardized = (Math.log(value / median) * INVERSE_ERFC_ONE_FIFTH) / -Math.log(p10 / median);
  const score = erfc(standardized) / 2;
  return Math.min(1, Math.max(0, score));
}

/** Complementary error function (Abramowitz and Stegun 7.1.26, error < 1.5e-7). */
function erfc(x: number): number {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.3275911 * z);
  const y = t * (0.254829592 + t * (-0.284496736 + t * (1.421413714 + t * (-1.453152027 + t * 1.061405429)))) * Math.exp(-z * z);
  return x >= 0 ? y : 2 - y;
}

async function main() {
  const outDir = mkdtempSync(join(tmpdir(), 'web-landing-bench-'));
  try {
    await build({
      root: webRoot,
      configFile: join(webRoot, 'vite.config.ts'),
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true, manifest: 'manifest.json' },
    });
    const bundle = measureBundle(outDir);
    console.log(
      JSON.stringify({ bench: 'web-landing-bundle', ...bundle, goalBytes: GOAL_BYTES, withinGoal: bundle.landingRouteGzipBytes < GOAL_BYTES }),
    );
    if (existsSync(CHROMIUM_PATH)) {
      console.log(JSON.stringify({ bench: 'web-landing-paint', ...(await measurePaint(outDir)) }));
    } else {
      console.log(JSON.stringify({ bench: 'web-landing-paint', skipped: `no Chromium at ${CHROMIUM_PATH}` }));
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

await main();
