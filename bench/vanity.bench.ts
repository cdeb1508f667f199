/**
 * Vanity grinding speed: the grinder loop (grind.ts: fresh Ed25519 key pairs, each
 * public key matched on its bytes) run for a few seconds against a pattern that never matches
 *  1. in Node, one grinder with Node's own Ed25519 as key source (apps/server/test/vanity-kit.ts,
 *     the grinder the tests grind vanity mints with): keys per second per core (target 20,000),
 *     per second of wall time and per second of this process's CPU time (what one core gave it
 *     on a shared machine); the page's WebCrypto source run in Node is printed beside it (its
 *     key generation runs on libuv's thread pool, so its wall figure can use more than one core);
 *  2. in Chromium, the page's Web Worker bundled as the app bundles it, served from localhost:
 *     one worker (keys/s per core, target 10,000) and one per core (the page's setting);
 * then the expected time the page would show for a suffix of 3, 4 and 5 characters at the measured rate.
 * Prints one JSON line. The machine's load average is printed too: shared cores slow every figure.
 */
import { createServer } from 'node:http';
import { loadavg, cpus } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { grindWith, webCryptoKeys, type KeySource } from '../apps/web/src/features/tokens/create/vanity/grind.ts';
import { nodeKeys } from '../apps/server/test/vanity-kit.ts';
import { formatDuration } from '../apps/web/src/features/tokens/create/vanity/format-duration.ts';
import { vanityExpectedAttempts } from '../apps/web/src/features/tokens/create/vanity/odds.ts';

const SECONDS = Number(process.env.VANITY_BENCH_SECONDS ?? 4);
const NEVER = { prefix: 'zzzzzzzzzzzz', suffix: '', ignoreCase: false };
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const workerSource = resolve(fileURLToPath(import.meta.url), '../../apps/web/src/features/tokens/create/vanity/vanity.worker.ts');

async function nodeKeysPerSecond<K>(source: KeySource<K>): Promise<{ wall: number; cpu: number }> {
  let attempts = 0;
  const until = performance.now() + SECONDS * 1000;
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  await grindWith(
    source,
    NEVER,
    (n) => (attempts += n),
    () => performance.now() > until,
  );
  const cpu = process.cpuUsage(cpu0);
  return { wall: attempts / ((performance.now() - t0) / 1000), cpu: attempts / ((cpu.user + cpu.system) / 1e6) };
}

async function chromiumKeysPerSecond(workers: number | 'cores'): Promise<{ workers: number; keysPerSecond: number }> {
  const bundle = await build({ entryPoints: [workerSource], bundle: true, format: 'iife', write: false, target: 'es2022' });
  const workerJs = bundle.outputFiles[0]!.text;
  const server = createServer((req, res) => {
    if (req.url === '/worker.js') return void res.writeHead(200, { 'content-type': 'text/javascript' }).end(workerJs);
    res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>vanity</title>');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${port}/`);
    return await page.evaluate(
      async ({ count, seconds, pattern }) => {
        const n = count === 'cores' ? navigator.hardwareConcurrency : count;
        let attempts = 0;
        const started = performance.now();
        const running = Array.from({ length: n }, () => {
          const w = new Worker('/worker.js');
          w.onmessage = (e: MessageEvent<{ type: string; count?: number }>) => {
            if (e.data.type === 'attempts') attempts += e.data.count!;
          };
          w.postMessage(pattern);
          return w;
        });
        await new Promise((r) => setTimeout(r, seconds * 1000));
        const elapsed = (performance.now() - started) / 1000;
        for (const w of running) w.terminate();
        return { workers: n, keysPerSecond: attempts / elapsed };
      },
      { count: workers, seconds: SECONDS, pattern: NEVER },
    );
  } finally {
    await browser.close();
    server.close();
  }
}

const node = await nodeKeysPerSecond(nodeKeys);
const nodeWebCrypto = await nodeKeysPerSecond(webCryptoKeys);
const oneWorker = await chromiumKeysPerSecond(1);
const allWorkers = await chromiumKeysPerSecond('cores');
const expected = (rate: number) =>
  Object.fromEntries(
    [3, 4, 5].flatMap((n) => [
      // A suffix (uniform digits); a prefix can take up to about 17 times longer (see odds.ts).
      [`${n}chars`, formatDuration(vanityExpectedAttempts({ prefix: '', suffix: 'x'.repeat(n), ignoreCase: false }) / rate)],
      [`${n}charsIgnoreCase`, formatDuration(vanityExpectedAttempts({ prefix: '', suffix: 'x'.repeat(n), ignoreCase: true }) / rate)],
    ]),
  );
const round = (n: number) => Math.round(n);
console.log(
  JSON.stringify({
    bench: 'vanity',
    seconds: SECONDS,
    cores: cpus().length,
    loadAverage1m: loadavg()[0],
    nodeKeysPerSecondPerCore: round(node.wall),
    nodeKeysPerCpuSecond: round(node.cpu),
    nodeWebCryptoKeysPerSecond: round(nodeWebCrypto.wall),
    nodeWebCryptoKeysPerCpuSecond: round(nodeWebCrypto.cpu),
    nodeTarget: 20_000,
    chromiumKeysPerSecondOneWorker: round(oneWorker.keysPerSecond),
    chromiumTarget: 10_000,
    chromiumWorkers: allWorkers.workers,
    chromiumKeysPerSecondAllWorkers: round(allWorkers.keysPerSecond),
    expectedTimeShown: expected(allWorkers.keysPerSecond),
  }),
);
