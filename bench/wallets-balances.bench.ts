/**
 * Balances of 300 wallets holding 5 tokens each (plus SOL), read through GET
 * /walletOperation/fetchAll: JSON-RPC calls the server makes (counted by a proxy in front of the
 * chain; goal at most 20) and the time, median of WALLETS_BENCH_RUNS (default 5) runs.
 */
import { createTestToken } from '../apps/server/test/chain-kit.ts';
import { walletWorld } from './wallets-support.ts';

const WALLETS = 300;
const TOKENS = 5;
const RUNS = Number(process.env.WALLETS_BENCH_RUNS ?? 5);

const world = await walletWorld(WALLETS, 100n);
try {
  const mints: string[] = [];
  for (let i = 0; i < TOKENS; i++) mints.push(await createTestToken(world.chain.rpcUrl, world.user.wallet, 6, 10n ** 12n));
  for (const mint of mints) {
    const built = await world.call<{ transactions: string[] }>(
      'POST',
      '/transaction/spl-token',
      world.wallets.map((w) => ({ from: world.user.wallet.address, recipient: w.address, amount: '1.5', tokenAddress: mint })),
    );
    await world.signAndSubmit(built.transactions);
  }

  const samples: number[] = [];
  let calls = 0;
  let byMethod: Record<string, number> = {};
  let httpRequests = 0;
  let complete = false;
  for (let run = 0; run < RUNS; run++) {
    world.proxy.reset();
    const started = performance.now();
    const { data } = await world.call<{ data: { otherWallets: { tokens: { balance: string }[] }[] } }>('GET', '/walletOperation/fetchAll');
    samples.push(performance.now() - started);
    calls = world.proxy.total();
    httpRequests = world.proxy.httpRequests;
    byMethod = Object.fromEntries(world.proxy.calls);
    complete =
      data.otherWallets.length === WALLETS &&
      data.otherWallets.every((w) => w.tokens.length === TOKENS + 1 && w.tokens.slice(1).every((t) => t.balance === '1.5'));
  }
  samples.sort((a, b) => a - b);
  console.log(
    JSON.stringify({
      bench: 'wallets-balances',
      wallets: WALLETS,
      tokensPerWallet: TOKENS,
      rpcCalls: calls,
      rpcHttpRequests: httpRequests,
      byMethod,
      goal: 20,
      medianMs: Math.round(samples[Math.floor(samples.length / 2)]!),
      minMs: Math.round(samples[0]!),
      everyBalanceRight: complete,
    }),
  );
} finally {
  await world.close();
}
