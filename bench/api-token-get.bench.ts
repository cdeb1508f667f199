/**
 * API throughput: `GET /api/token/get` with a bearer (session lookup + the user's 10 managed
 * tokens from the database, PGlite unless DATABASE_URL is set) under 50 autocannon connections,
 * against a bare Fastify route answering a fixed JSON list of the same size, in the same run and
 * process. Prints one JSON line: rps and p99 for both, and the ratios.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/lib/config.ts';
import { createTestWallet, signIn } from '../apps/server/test/helpers.ts';

interface AutocannonResult {
  requests: { average: number };
  latency: { p99: number; average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const TOKENS = 10;

async function measure(url: string, headers: Record<string, string> = {}) {
  await autocannon({ url, connections: CONNECTIONS, duration: 1, headers }); // warm-up
  const r = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  if (r.non2xx || r.errors) throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return { rps: Math.round(r.requests.average), p99Ms: r.latency.p99 };
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'toolkit-bench-api-'));
const config = loadConfig(
  {},
  {
    dataDir,
    databaseUrl: process.env.DATABASE_URL || null,
    pgliteDir: path.join(dataDir, 'db'),
    webDist: path.join(dataDir, 'no-web-build'),
    localRpcUrl: 'http://127.0.0.1:9/',
    logLevel: 'silent',
  },
);
const app = await buildApp({ config, logger: false });
const bare = Fastify({ logger: false });
try {
  const { token } = await signIn(app);
  for (let i = 0; i < TOKENS; i++) {
    const r = await app.inject({
      method: 'POST',
      url: '/api/token/add',
      headers: { authorization: `Bearer ${token}` },
      payload: { name: `Token ${i}`, symbol: `T${i}`, decimals: 9, address: createTestWallet().address },
    });
    if (r.statusCode !== 200) throw new Error(`seeding failed: ${r.body}`);
  }
  const list = (await app.inject({ method: 'GET', url: '/api/token/get', headers: { authorization: `Bearer ${token}` } })).json();
  bare.get('/bare', async () => list);

  const apiUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
  const api = await measure(`${apiUrl}/api/token/get`, { authorization: `Bearer ${token}` });
  const baseline = await measure(`${bareUrl}/bare`);
  console.log(
    JSON.stringify({
      bench: 'api-token-get',
      connections: CONNECTIONS,
      seconds: SECONDS,
      database: app.database.kind,
      rps: api.rps,
      p99Ms: api.p99Ms,
      bareRps: baseline.rps,
      bareP99Ms: baseline.p99Ms,
      rpsRatio: Number((api.rps / baseline.rps).toFixed(3)),
      p99Ratio: Number((api.p99Ms / Math.max(baseline.p99Ms, 1)).toFixed(2)),
    }),
  );
} finally {
  await bare.close();
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
}
