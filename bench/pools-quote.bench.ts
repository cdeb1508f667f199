/**
 * Quote latency: 1,000 `POST /api/liquidity/quote` calls (fastify.inject: schema, the pool's
 * state, vaults and configs read from the local chain, the CPMM quote in bigint), one after
 * another, after 50 warm-up calls, on a pool of the AMM program opened through the API. Prints one
 * JSON line with p50/p99/mean in milliseconds.
 */
import { performance } from 'node:perf_hooks';
import { percentile, poolWorld } from './pools-support.ts';

const QUOTES = Number(process.env.BENCH_QUOTES ?? 1000);
const world = await poolWorld(1, 1);
try {
  const [trader] = world.traders;
  const { pool } = world.pools[0]!;
  const quote = (i: number) =>
    world.app.inject({
      method: 'POST',
      url: '/api/liquidity/quote',
      headers: trader!.headers,
      payload: { pool, amount: (1 + (i % 97) / 100).toFixed(2), direction: i % 2 ? 'xy' : 'yx' },
    });
  for (let i = 0; i < 50; i++) await quote(i);
  const times: number[] = [];
  for (let i = 0; i < QUOTES; i++) {
    const t0 = performance.now();
    const r = await quote(i);
    times.push(performance.now() - t0);
    if (r.statusCode !== 200) throw new Error(`quote failed: ${r.body}`);
  }
  times.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 1000) / 1000;
  console.log(
    JSON.stringify({
      bench: 'pools-quote',
      quotes: QUOTES,
      p50Ms: round(percentile(times, 50)),
      p99Ms: round(percentile(times, 99)),
      meanMs: round(times.reduce((a, b) => a + b, 0) / times.length),
      database: process.env.DATABASE_URL ? 'postgresql' : 'pglite',
    }),
  );
} finally {
  await world.close();
}
