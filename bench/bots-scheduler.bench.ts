/**
 * The bots scheduler under load: BOTS_BENCH_ORDERS (1,000) active DCA orders, each buying 0.01
 * SOL of its pool's token, all due at the same moment, on 10 TKN/SOL pools of the AMM program,
 * from the admin wallets of 50 users (20 orders each: the per-user limit). The orders are written
 * as the API writes them (creating a thousand through the API would run each first fill as it is
 * made, not together); then the scheduler runs its passes, as the API process does every second,
 * until every due fill has landed. The chain runs in its own process, as a validator does.
 *
 * Prints one JSON line: fills landed per second (from the due moment to the last landing); the
 * delay from each fill's due time to its landing (p50, p99); the CPU each landed fill cost the API
 * process and the chain process; and the exactly-once check: one landed fill per order, distinct
 * signatures, and the wallets holding exactly what the landed fills received (read on chain).
 * BENCH_CPU_PROFILE=<prefix> profiles the API's passes (cpu-profile.ts).
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { createSolanaRpc } from '@solana/kit';
import { readOwnerBalances, readMints } from '@toolkit/chain';
import { eq } from 'drizzle-orm';
import { botFills, botOrders } from '../apps/server/src/db/schema.ts';
import { airdrop } from '../apps/server/test/chain-kit.ts';
import { createTestWallet, signIn, type SignedIn } from '../apps/server/test/helpers.ts';
import { profiled } from './cpu-profile.ts';
import { percentile, poolWorld } from './pools-support.ts';

const ORDERS = Number(process.env.BOTS_BENCH_ORDERS ?? 1_000);
const POOLS = 10;
const PER_USER = 20;

const world = await poolWorld(POOLS, 1);
try {
  const { app, chain, pools } = world;
  // The chain runs in its own process here (poolWorld's default), whose CPU /proc reports.
  const chainCpu = async () => ('cpuMs' in chain ? chain.cpuMs() : 0);
  const rpc = createSolanaRpc(chain.rpcUrl);
  const users: { user: SignedIn; admin: string }[] = [];
  for (let i = 0; i < Math.ceil(ORDERS / PER_USER); i++) {
    const user = await signIn(app, createTestWallet());
    const r = await app.inject({ method: 'GET', url: '/api/wallet/fetch', headers: user.headers });
    const admin = (r.json() as { data: { adminWallet: { address: string } } }).data.adminWallet.address;
    users.push({ user, admin });
  }
  await Promise.all(users.map((u) => airdrop(chain.rpcUrl, u.admin, 5n)));

  // Every order due now: the worst minute, all at its first second.
  // (on the chain's clock, which the scheduler judges what is due by)
  const due = new Date(await app.bots.clock.chainNow(chain.rpcUrl));
  const rows = Array.from({ length: ORDERS }, (_, i) => {
    const { user, admin } = users[Math.floor(i / PER_USER)]!;
    const { pool, view } = pools[i % POOLS]!;
    return {
      userId: user.user._id,
      kind: 'dca' as const,
      side: 'buy' as const,
      wallet: admin,
      pool,
      rpcUrl: chain.rpcUrl,
      network: 'local' as const,
      baseMint: view.base.mint,
      baseSymbol: view.base.symbol,
      baseDecimals: view.base.decimals,
      baseProgram: view.base.program,
      quoteMint: view.quote.mint,
      quoteSymbol: view.quote.symbol,
      quoteDecimals: view.quote.decimals,
      quoteProgram: view.quote.program,
      amount: '10000000',
      total: '20000000',
      intervalSeconds: 3600,
      count: 2,
      slippage: '2',
      prioritySol: '0.00005',
      status: 'active' as const,
      startAt: due,
      nextDueAt: due,
    };
  });
  for (let i = 0; i < rows.length; i += 500) await app.db.insert(botOrders).values(rows.slice(i, i + 500));

  const cpu0 = process.cpuUsage();
  const chainCpu0 = await chainCpu();
  const started = performance.now();
  let passes = 0;
  await profiled('bots-scheduler', async () => {
    for (;;) {
      passes++;
      await app.bots.scheduler.runOnce();
      const open = await app.db.select({ id: botOrders.id }).from(botOrders).where(eq(botOrders.fills, 0));
      if (!open.length || performance.now() - started > 600_000) break;
      await new Promise((r) => setTimeout(r, 1_000));
    }
  });
  const elapsedMs = performance.now() - started;
  const cpu = process.cpuUsage(cpu0);
  const chainCpuMs = (await chainCpu()) - chainCpu0;

  const fills = await app.db.select().from(botFills);
  const landed = fills.filter((f) => f.status === 'landed');
  const delays = landed.map((f) => f.landedAt!.getTime() - f.dueAt.getTime()).sort((a, b) => a - b);
  const lastLanded = Math.max(...landed.map((f) => f.landedAt!.getTime()));
  const perOrder = new Map<string, number>();
  for (const f of landed) perOrder.set(`${f.orderId}:${f.index}`, (perOrder.get(`${f.orderId}:${f.index}`) ?? 0) + 1);
  const doubleFills = [...perOrder.values()].filter((n) => n > 1).length;
  const signatures = new Set(landed.map((f) => f.signature)).size;
  // On chain: every admin wallet holds exactly what its landed fills received, token by token.
  const mints = (
    await readMints(
      rpc,
      pools.map((p) => p.view.base.mint),
    )
  ).flatMap((m) => (m ? [m] : []));
  const balances = await readOwnerBalances(
    rpc,
    users.map((u) => u.admin),
    mints,
  );
  const orders = await app.db.select({ id: botOrders.id, wallet: botOrders.wallet, mint: botOrders.baseMint }).from(botOrders);
  const orderOf = new Map(orders.map((o) => [o.id, o]));
  const expected = new Map<string, bigint>();
  for (const f of landed) {
    const o = orderOf.get(f.orderId)!;
    const key = `${o.wallet} ${o.mint}`;
    expected.set(key, (expected.get(key) ?? 0n) + BigInt(f.received!));
  }
  const onChainExact = users.every((u, i) =>
    pools.every((p) => {
      const held = balances[i]!.tokens.find((t) => t.mint === p.view.base.mint)?.amount ?? 0n;
      return held === (expected.get(`${u.admin} ${p.view.base.mint}`) ?? 0n);
    }),
  );
  const failedAttempts = fills.filter((f) => f.status === 'failed');

  console.log(
    JSON.stringify({
      bench: 'bots-scheduler',
      orders: ORDERS,
      pools: POOLS,
      users: users.length,
      landed: landed.length,
      passes,
      elapsedMs: Math.round(elapsedMs),
      fillsLandedPerSecond: Math.round((landed.length * 1000 * 10) / (lastLanded - due.getTime())) / 10,
      dueToLandedMs: { p50: percentile(delays, 50), p99: percentile(delays, 99), max: delays.at(-1) },
      cpuPerFillMs: {
        api: Math.round(((cpu.user + cpu.system) / 1000 / landed.length) * 100) / 100,
        chain: Math.round((chainCpuMs / landed.length) * 100) / 100,
      },
      failedAttempts: failedAttempts.length,
      failureReasons: [...new Set(failedAttempts.map((f) => f.error))],
      expiredAttempts: fills.filter((f) => f.status === 'expired').length,
      doubleFills,
      distinctSignatures: signatures,
      noDoubleFill: doubleFills === 0 && signatures === landed.length && onChainExact,
      everyWalletExactOnChain: onChainExact,
      loadAverage: loadavg().map((l) => Math.round(l * 100) / 100),
    }),
  );
} finally {
  await world.close();
}
