/**
 * Swap throughput through the whole path a user's swap takes: build (`POST /swap/yx`, minimum
 * received from 1 % slippage), wallet signature, `sendAndConfirm` (submit, confirmation, what
 * arrived read from the chain; the AMM program enforces the minimum), with 8 traders
 * each keeping one swap in flight; every swap is 0.1 % of the pool's SOL. Cases: one pool, ten
 * pools, and one pool on a chain that confirms only at slot boundaries (~400 ms, as a validator
 * does), also with a liquidity provider adding and removing liquidity on it without pause
 * (`slot-lp`: deposits and withdrawals hold the pool's lock only to decide, sign and send, so the
 * swaps should keep about the pace of the plain slot case). Prints one JSON line per case: landed
 * swaps/s, p50/p99 latency from submission to the answer, refusals (minimum no longer met,
 * re-quoted and sent again) as a share of swaps, and the CPU each landed swap cost.
 * Targets (issue 11): one pool >= 50/s, p99 < 1 s, refusals <= 1 %; ten pools >= 150/s; one pool
 * confirming at slot boundaries >= 20/s. The chain runs in its own process, as a validator does
 * beside the API (BENCH_CHAIN=embedded: on the API's event loop, as `npm start` on one machine).
 */
import { performance } from 'node:perf_hooks';
import { formatAmount } from '@toolkit/shared';
import { percentile, poolWorld } from './pools-support.ts';

const SWAPS = Number(process.env.BENCH_SWAPS ?? 200);
const TRADERS = 8;
const CHAIN = process.env.BENCH_CHAIN === 'embedded' ? 'embedded' : 'process';
/** Which cases run (BENCH_CASES=slot: only the slot-boundary one); all four by default. */
const CASES = new Set((process.env.BENCH_CASES ?? 'one,ten,slot,slot-lp').split(','));
/** 0.1 % of the 100 SOL each bench pool holds. */
const AMOUNT = '0.1';
/** The local chain's slot (packages/chain: 400 ms, as a validator's). */
const SLOT_SECONDS = 0.4;

const { sendAndConfirm, walletSign } = await import('../apps/server/test/chain-kit.ts');

/**
 * The pool's creator adds 1 SOL of liquidity and removes the LP it got, again and again, until
 * `done`; answers how many deposits and withdrawals landed.
 */
async function provideLiquidity(world: Awaited<ReturnType<typeof poolWorld>>, pool: string, done: () => boolean) {
  const { app } = world;
  const lp = world.traders[0]!;
  const send = async (url: string, payload: object) => {
    const built = await app.inject({ method: 'POST', url, headers: lp.headers, remoteAddress: '10.0.1.1', payload });
    if (built.statusCode !== 200) throw new Error(`liquidity build failed: ${built.body}`);
    const body = built.json() as { transaction: string; data: { lpAmount: string } };
    return { ...(await sendAndConfirm(app, lp.token, walletSign(body.transaction, lp.wallet))), lpAmount: body.data.lpAmount };
  };
  const view = await app.inject({ method: 'GET', url: `/api/liquidity/pool/${pool}` });
  const { lpDecimals } = (view.json() as { data: { lpDecimals: number } }).data;
  let landed = 0;
  while (!done()) {
    const added = await send('/api/liquidity/add', { pool, quoteAmount: '1', slippage: 5 });
    if (added.status !== 200) continue;
    landed++;
    // A program pool's deposit mints exactly the LP it was built for.
    const lpAmount = BigInt(added.lpAmount);
    const removed = await send('/api/liquidity/remove', { pool, lp_amount: formatAmount(lpAmount, lpDecimals), slippage: 5 });
    if (removed.status === 200) landed++;
  }
  return landed;
}

async function run(world: Awaited<ReturnType<typeof poolWorld>>, poolsUsed: string[]) {
  const { app, traders } = world;
  let next = 0;
  let refused = 0;
  const latencies: number[] = [];
  const chainCpuMs = 'cpuMs' in world.chain ? world.chain.cpuMs : null;
  const cpu0 = { api: process.cpuUsage(), chain: await chainCpuMs?.() };
  const t0 = performance.now();
  await Promise.all(
    traders.map(async (trader, ti) => {
      for (;;) {
        const i = next++;
        if (i >= SWAPS) return;
        const pool = poolsUsed[(i + ti) % poolsUsed.length]!;
        // As the app does: a swap refused because its minimum can no longer be met is re-quoted and sent again.
        for (;;) {
          // Each trader is its own client (own address), as real users are for the per-client rate limit.
          const built = await app.inject({
            method: 'POST',
            url: '/api/liquidity/swap/yx',
            headers: trader.headers,
            remoteAddress: `10.0.0.${ti + 1}`,
            payload: { pool, amount: AMOUNT, slippage: 1 },
          });
          if (built.statusCode !== 200) throw new Error(`build failed: ${built.body}`);
          const { tx } = (built.json() as { data: { tx: string } }).data;
          const signed = walletSign(tx, trader.wallet);
          const start = performance.now();
          const sent = await sendAndConfirm(app, trader.token, signed);
          if (sent.status === 200) {
            latencies.push(performance.now() - start);
            break;
          }
          if (sent.status !== 409) throw new Error(`swap failed: ${JSON.stringify(sent.body)}`);
          refused++;
        }
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  const apiCpu = process.cpuUsage(cpu0.api);
  const chainCpu = chainCpuMs && cpu0.chain !== undefined ? (await chainCpuMs()) - cpu0.chain : undefined;
  const perSwap = (ms: number) => Math.round((ms / SWAPS) * 10) / 10;
  latencies.sort((a, b) => a - b);
  return {
    swaps: SWAPS,
    refused,
    refusedPercent: Math.round((refused / SWAPS) * 1000) / 10,
    swapsPerSecond: Math.round((SWAPS / seconds) * 10) / 10,
    p50Ms: Math.round(percentile(latencies, 50)),
    p99Ms: Math.round(percentile(latencies, 99)),
    // CPU per landed swap: the API's process (all its threads, with the traders' own building and
    // signing, which share it here) and the chain's, where it runs in a process of its own.
    apiCpuMsPerSwap: perSwap((apiCpu.user + apiCpu.system) / 1000),
    ...(chainCpu === undefined ? {} : { chainCpuMsPerSwap: perSwap(chainCpu) }),
  };
}

/**
 * Swaps landed per slot: a pool serialised through confirmation lands 1; the 8 traders, each
 * waiting for its own swap's confirmation before the next, can land at most 8 (so at most
 * 8 / 0.4 s = 20 swaps/s: the slot case's ceiling is the traders', not the pool's).
 */
const perSlot = (r: { swapsPerSecond: number }) => ({
  swapsPerSlot: Math.round(r.swapsPerSecond * SLOT_SECONDS * 100) / 100,
  swapsPerSlotCeiling: TRADERS,
});

if (CASES.has('one') || CASES.has('ten')) {
  const world = await poolWorld(10, TRADERS, { chain: CHAIN });
  const one = CASES.has('one') ? await run(world, world.pools.slice(0, 1)) : null;
  if (one) console.log(JSON.stringify({ bench: 'pools-swaps', chain: CHAIN, pools: 1, traders: TRADERS, ...one }));
  if (CASES.has('ten')) {
    const ten = await run(world, world.pools);
    const speedup = one && { speedupVsOnePool: Math.round((ten.swapsPerSecond / one.swapsPerSecond) * 100) / 100 };
    console.log(JSON.stringify({ bench: 'pools-swaps', chain: CHAIN, pools: 10, traders: TRADERS, ...ten, ...speedup }));
  }
  await world.close();
}

if (CASES.has('slot')) {
  const slotWorld = await poolWorld(1, TRADERS, { confirmAtSlot: true, chain: CHAIN });
  const slot = await run(slotWorld, slotWorld.pools);
  console.log(JSON.stringify({ bench: 'pools-swaps', chain: CHAIN, pools: 1, traders: TRADERS, confirmAtSlot: true, ...slot, ...perSlot(slot) }));
  await slotWorld.close();
}

if (CASES.has('slot-lp')) {
  const lpWorld = await poolWorld(1, TRADERS, { confirmAtSlot: true, chain: CHAIN });
  let swapping = true;
  const liquidity = provideLiquidity(lpWorld, lpWorld.pools[0]!, () => !swapping);
  const slot = await run(lpWorld, lpWorld.pools).finally(() => (swapping = false));
  const liquidityLanded = await liquidity;
  console.log(
    JSON.stringify({
      bench: 'pools-swaps',
      chain: CHAIN,
      pools: 1,
      traders: TRADERS,
      confirmAtSlot: true,
      liquidityLanded,
      ...slot,
      ...perSlot(slot),
    }),
  );
  await lpWorld.close();
}
