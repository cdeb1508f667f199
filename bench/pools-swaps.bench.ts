/**
 * Swap throughput on the AMM program through the whole path a user's swap takes: the API builds
 * it (`POST /liquidity/swap/yx` to buy, `/swap/xy` to sell, minimum received from 1 % slippage),
 * the trader's wallet signs it, `POST /transaction/sendAndConfirm` submits it, waits for its
 * confirmation and answers what arrived, read from the chain. Every trader keeps one swap in
 * flight; every swap is 0.1 % of the pool's reserves of what it spends, and each pool's swaps
 * alternate buying and selling, so the price stays near where the quotes were made. A swap the
 * chain refuses (its minimum no longer met) is built again and sent again, as the app does, and
 * counted under its reason.
 *
 * Cases (BENCH_CASES, comma-separated; default all):
 * - `one`: one pool, 8 traders, BENCH_SWAPS (200) swaps each. Targets: >= 150 landed swaps/s, p99
 *   under 250 ms, no refusal.
 * - `ten`: ten pools, the same traders and swaps. Target: >= 150 landed swaps/s.
 * - `slot`: one pool on a chain that confirms only at slot boundaries (~400 ms, as a validator
 *   does), BENCH_SLOT_TRADERS (64) traders, BENCH_SLOT_SWAPS (20) swaps each. Target: >= 120/s,
 *   i.e. many swaps per pool per slot.
 * - `slot-lp`: the slot case while the pool's creator adds 1 SOL of liquidity and removes the LP
 *   it was minted, without pause: swaps should keep about the slot case's pace.
 *
 * Each world first makes BENCH_WARM_UP_SWAPS (10) swaps per trader on its pools, not counted.
 * Prints one JSON line per case: landed swaps/s; p50/p99 of a whole swap (build, sign, submit,
 * answer) and of its submission alone; refusals by reason; the CPU each landed swap cost the API's
 * process (the traders' wallet signatures, made in the same process, taken out and shown apart) and
 * the chain's process; the machine's load average (other work on the machine lowers the figures).
 * The chain runs in its own process, as a validator does beside the API (BENCH_CHAIN=embedded: on
 * the API's event loop, as `npm start` on one machine).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { formatAmount } from '@toolkit/shared';
import { sendAndConfirm, walletSign } from '../apps/server/test/chain-kit.ts';
import type { SignedIn } from '../apps/server/test/helpers.ts';
import { profiled } from './cpu-profile.ts';
import { percentile, poolWorld, type BenchPool, type PoolWorld } from './pools-support.ts';

const SWAPS = Number(process.env.BENCH_SWAPS ?? 200);
const TRADERS = 8;
const SLOT_TRADERS = Number(process.env.BENCH_SLOT_TRADERS ?? 64);
const SLOT_SWAPS = Number(process.env.BENCH_SLOT_SWAPS ?? 20);
const CHAIN = process.env.BENCH_CHAIN === 'embedded' ? 'embedded' : 'process';
const CASES = new Set((process.env.BENCH_CASES ?? 'one,ten,slot,slot-lp').split(','));
/** Percent below the quote each trader accepts. */
const SLIPPAGE = 1;
/** The local chain's slot (packages/chain: 400 ms, as a validator's). */
const SLOT_SECONDS = 0.4;
/** Builds and sends of one swap before the bench gives up on it (refusals are re-quoted and sent again). */
const MAX_ATTEMPTS = 20;
/** Swaps per trader before each world's first measured case, not counted: a server in service runs warm (JIT, prepared statements, connections). */
const WARM_UP_SWAPS = Number(process.env.BENCH_WARM_UP_SWAPS ?? 10);

const round1 = (n: number) => Math.round(n * 10) / 10;

/** CPU ms each of this process's threads has used so far, by thread id (/proc: Linux; ticks of 10 ms). */
function threadCpuMs(): Map<string, number> {
  const threads = new Map<string, number>();
  for (const tid of readdirSync('/proc/self/task')) {
    try {
      const fields = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      threads.set(tid, (Number(fields[11]) + Number(fields[12])) * 10);
    } catch {
      // The thread ended.
    }
  }
  return threads;
}

/**
 * The API process's CPU split by thread: its main thread (the event loop: requests, RPC, Drizzle),
 * the busiest other (PGlite's worker, on PGlite) and the rest (V8's GC helpers, libuv's pool).
 */
function cpuByThread(before: Map<string, number>, perSwap: (ms: number) => number) {
  const spent = [...threadCpuMs()].map(([tid, ms]) => [tid, ms - (before.get(tid) ?? 0)] as const);
  const main = spent.find(([tid]) => tid === String(process.pid))?.[1] ?? 0;
  const others = spent
    .filter(([tid]) => tid !== String(process.pid))
    .map(([, ms]) => ms)
    .sort((a, b) => b - a);
  const busiest = others[0] ?? 0;
  const rest = others.slice(1).reduce((a, b) => a + b, 0);
  return { main: perSwap(main), busiestOther: perSwap(busiest), rest: perSwap(rest) };
}
const load = () => loadavg().map((l) => Math.round(l * 100) / 100);

/**
 * The pool's creator adds 1 SOL of liquidity and removes the LP the deposit minted (the amount
 * its answer named: the program mints exactly that), again and again, until `done`; answers how
 * many deposits and withdrawals landed.
 */
async function provideLiquidity(world: PoolWorld, { pool, view }: BenchPool, done: () => boolean) {
  const { app } = world;
  const lp = world.traders[0]!;
  const send = async (url: string, payload: object) => {
    const built = await app.inject({ method: 'POST', url, headers: lp.headers, remoteAddress: '10.0.1.1', payload });
    if (built.statusCode !== 200) throw new Error(`liquidity build failed: ${built.body}`);
    const body = built.json() as { transaction: string; data: { lpAmount: string } };
    return { answer: body.data, sent: await sendAndConfirm(app, lp.token, walletSign(body.transaction, lp.wallet)) };
  };
  let landed = 0;
  while (!done()) {
    const added = await send('/api/liquidity/add', { pool, quoteAmount: '1', slippage: 5 });
    if (added.sent.status !== 200) continue;
    landed++;
    const lpAmount = formatAmount(BigInt(added.answer.lpAmount), view.lpDecimals);
    const removed = await send('/api/liquidity/remove', { pool, lp_amount: lpAmount, slippage: 5 });
    if (removed.sent.status === 200) landed++;
  }
  return landed;
}

async function run(world: PoolWorld, pools: BenchPool[], traders: SignedIn[], swapsPerTrader: number) {
  const { app } = world;
  const total = traders.length * swapsPerTrader;
  // 0.1 % of each pool's reserves as they are now, in each direction.
  const sizes = await Promise.all(
    pools.map(async ({ pool }) => {
      const v = await world.viewOf(pool);
      return {
        buy: BigInt(v.quoteReserve) / 1000n,
        sell: BigInt(v.baseReserve) / 1000n,
        quoteDecimals: v.quote.decimals,
        baseDecimals: v.base.decimals,
      };
    }),
  );
  let next = 0;
  const refusals: Record<string, number> = {};
  const refuse = (reason: string) => (refusals[reason] = (refusals[reason] ?? 0) + 1);
  const whole: number[] = [];
  const submitted: number[] = [];
  let signMs = 0;
  const chainCpuMs = 'cpuMs' in world.chain ? world.chain.cpuMs : null;
  const cpu0 = { api: process.cpuUsage(), threads: threadCpuMs(), chain: await chainCpuMs?.() };
  const load0 = load();
  const t0 = performance.now();
  await Promise.all(
    traders.map(async (trader, ti) => {
      for (;;) {
        const i = next++;
        if (i >= total) return;
        const p = i % pools.length;
        const { pool } = pools[p]!;
        const size = sizes[p]!;
        // Each pool's swaps alternate sides; a few base units more each time, so no two of a trader's swaps are the same bytes.
        const buying = Math.floor(i / pools.length) % 2 === 0;
        const amount = buying ? formatAmount(size.buy + BigInt(i), size.quoteDecimals) : formatAmount(size.sell + BigInt(i), size.baseDecimals);
        const started = performance.now();
        for (let attempt = 1; ; attempt++) {
          if (attempt > MAX_ATTEMPTS) throw new Error(`swap ${i} not landed after ${MAX_ATTEMPTS} attempts: ${JSON.stringify(refusals)}`);
          // Each trader is its own client (own address), as real users are for the per-client rate limit.
          const built = await app.inject({
            method: 'POST',
            url: buying ? '/api/liquidity/swap/yx' : '/api/liquidity/swap/xy',
            headers: trader.headers,
            remoteAddress: `10.0.${Math.floor(ti / 250)}.${(ti % 250) + 1}`,
            payload: { pool, amount, slippage: SLIPPAGE },
          });
          if (built.statusCode !== 200) {
            refuse(`build ${(built.json() as { code?: string }).code ?? built.statusCode}`);
            continue;
          }
          const { tx, quote } = (built.json() as { data: { tx: string; quote: { minimumReceived: string } } }).data;
          const signStarted = performance.now();
          const signed = walletSign(tx, trader.wallet);
          signMs += performance.now() - signStarted;
          const submitStarted = performance.now();
          const sent = await sendAndConfirm(app, trader.token, signed);
          if (sent.status !== 200) {
            refuse(sent.body.code ?? String(sent.status));
            continue;
          }
          const done = performance.now();
          if (sent.body.received === undefined || BigInt(sent.body.received) < BigInt(quote.minimumReceived)) {
            throw new Error(`swap ${i} landed with ${sent.body.received} received, under its minimum ${quote.minimumReceived}`);
          }
          whole.push(done - started);
          submitted.push(done - submitStarted);
          break;
        }
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0.api);
  const chainCpu = chainCpuMs && cpu0.chain !== undefined ? (await chainCpuMs()) - cpu0.chain : undefined;
  const perSwap = (ms: number) => round1(ms / total);
  whole.sort((a, b) => a - b);
  submitted.sort((a, b) => a - b);
  return {
    swaps: total,
    swapsPerSecond: round1(total / seconds),
    p50Ms: Math.round(percentile(whole, 50)),
    p99Ms: Math.round(percentile(whole, 99)),
    submitP50Ms: Math.round(percentile(submitted, 50)),
    submitP99Ms: Math.round(percentile(submitted, 99)),
    refused: Object.values(refusals).reduce((a, b) => a + b, 0),
    refusals,
    apiCpuMsPerSwap: perSwap((cpu.user + cpu.system) / 1000 - signMs),
    apiCpuMsPerSwapByThread: cpuByThread(cpu0.threads, perSwap),
    walletSignCpuMsPerSwap: round1(signMs / total),
    ...(chainCpu === undefined ? {} : { chainCpuMsPerSwap: perSwap(chainCpu) }),
    seconds: round1(seconds),
    loadAverage: { before: load0, after: load() },
  };
}

/** Swaps landed per slot, beside the most the traders can land (each waits for its own swap's confirmation before the next). */
const perSlot = (r: { swapsPerSecond: number }, traders: number) => ({
  swapsPerSlot: round1(r.swapsPerSecond * SLOT_SECONDS),
  swapsPerSlotCeiling: traders,
});

const line = (fields: object) => console.log(JSON.stringify({ bench: 'pools-swaps', chain: CHAIN, slippagePercent: SLIPPAGE, ...fields }));

if (CASES.has('one') || CASES.has('ten')) {
  const world = await poolWorld(10, TRADERS, { chain: CHAIN });
  try {
    await run(world, world.pools, world.traders, WARM_UP_SWAPS);
    // BENCH_MARK=1: where the measured part starts in a log of `node --trace-opt --trace-deopt --import tsx` (what V8 compiles while measuring).
    if (process.env.BENCH_MARK) console.log('=== MEASURE START');
    const one = CASES.has('one') ? await profiled('one', () => run(world, world.pools.slice(0, 1), world.traders, SWAPS)) : null;
    if (one) line({ case: 'one', pools: 1, traders: TRADERS, ...one, target: { swapsPerSecond: 150, p99Ms: 250, refused: 0 } });
    if (CASES.has('ten')) {
      const ten = await profiled('ten', () => run(world, world.pools, world.traders, SWAPS));
      const speedup = one && { speedupVsOnePool: Math.round((ten.swapsPerSecond / one.swapsPerSecond) * 100) / 100 };
      line({ case: 'ten', pools: 10, traders: TRADERS, ...ten, ...speedup, target: { swapsPerSecond: 150 } });
    }
  } finally {
    await world.close();
  }
}

if (CASES.has('slot')) {
  const world = await poolWorld(1, SLOT_TRADERS, { confirmAtSlot: true, chain: CHAIN });
  try {
    await run(world, world.pools, world.traders, WARM_UP_SWAPS);
    const slot = await profiled('slot', () => run(world, world.pools, world.traders, SLOT_SWAPS));
    line({
      case: 'slot',
      pools: 1,
      traders: SLOT_TRADERS,
      confirmAtSlot: true,
      ...slot,
      ...perSlot(slot, SLOT_TRADERS),
      target: { swapsPerSecond: 120 },
    });
  } finally {
    await world.close();
  }
}

if (CASES.has('slot-lp')) {
  const world = await poolWorld(1, SLOT_TRADERS, { confirmAtSlot: true, chain: CHAIN });
  try {
    await run(world, world.pools, world.traders, WARM_UP_SWAPS);
    let swapping = true;
    const liquidity = provideLiquidity(world, world.pools[0]!, () => !swapping);
    // The creator provides liquidity; the other traders swap (one wallet, one transaction at a time).
    const slot = await run(world, world.pools, world.traders.slice(1), SLOT_SWAPS).finally(() => (swapping = false));
    const liquidityLanded = await liquidity;
    line({ case: 'slot-lp', pools: 1, traders: SLOT_TRADERS - 1, confirmAtSlot: true, liquidityLanded, ...slot, ...perSlot(slot, SLOT_TRADERS - 1) });
  } finally {
    await world.close();
  }
}
