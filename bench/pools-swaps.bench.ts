/**
 * Swap throughput through the whole path a user's swap takes: build (`POST /swap/yx|xy`), wallet
 * signature, `sendAndConfirm` (pool lock, vault re-read, pool signature, submit, confirmation,
 * swap recorded), on one pool and on ten pools, with 8 traders each keeping one swap in flight.
 * Swaps on one pool serialise on its lock by design; ten pools run in parallel. Prints one JSON
 * line per case: landed swaps/s, p50/p99 latency from first build to landing, and how many
 * submissions were refused (price moved between build and submit) and re-quoted.
 */
import { performance } from 'node:perf_hooks';
import { percentile, poolWorld } from './pools-support.ts';

const SWAPS = Number(process.env.BENCH_SWAPS ?? 120);
const TRADERS = 8;

const world = await poolWorld(10, TRADERS);
const { app, traders } = world;
const { sendAndConfirm, walletSign } = await import('../apps/server/test/chain-kit.ts');

async function run(poolsUsed: string[]) {
  let next = 0;
  let refused = 0;
  const latencies: number[] = [];
  const t0 = performance.now();
  await Promise.all(
    traders.map(async (trader, ti) => {
      for (;;) {
        const i = next++;
        if (i >= SWAPS) return;
        const pool = poolsUsed[(i + ti) % poolsUsed.length]!;
        const start = performance.now();
        // As the app does: a swap refused because the price moved is re-quoted and sent again.
        for (;;) {
          // Each trader is its own client (own address), as real users are for the per-client rate limit.
          const built = await app.inject({
            method: 'POST',
            url: '/api/liquidity/swap/yx',
            headers: trader.headers,
            remoteAddress: `10.0.0.${ti + 1}`,
            payload: { pool, amount: '0.01' },
          });
          if (built.statusCode !== 200) throw new Error(`build failed: ${built.body}`);
          const { tx } = (built.json() as { data: { tx: string } }).data;
          const sent = await sendAndConfirm(app, trader.token, walletSign(tx, trader.wallet));
          if (sent.status === 200) break;
          if (sent.status !== 409) throw new Error(`swap failed: ${JSON.stringify(sent.body)}`);
          refused++;
        }
        latencies.push(performance.now() - start);
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    swaps: SWAPS,
    refusedThenRequoted: refused,
    swapsPerSecond: Math.round((SWAPS / seconds) * 10) / 10,
    p50Ms: Math.round(percentile(latencies, 50)),
    p99Ms: Math.round(percentile(latencies, 99)),
  };
}

const one = await run(world.pools.slice(0, 1));
console.log(JSON.stringify({ bench: 'pools-swaps', pools: 1, traders: TRADERS, ...one }));
const ten = await run(world.pools);
console.log(
  JSON.stringify({
    bench: 'pools-swaps',
    pools: 10,
    traders: TRADERS,
    ...ten,
    speedupVsOnePool: Math.round((ten.swapsPerSecond / one.swapsPerSecond) * 100) / 100,
  }),
);
await world.close();
