/**
 * Bots survive kill -9 for real: the API runs as its own process on a data folder and kills itself
 * with SIGKILL in the middle of a fill: once after the fill is written 'sending' and before its
 * transaction is handed to the chain, once after the swap landed and before anything about it was
 * recorded. Restarted on the same folder without the crash point, the scheduler resolves the fill
 * on chain and the order ends with its first fill landed exactly once: one landed fill, and the
 * wallet holds exactly what that fill received.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { chainClockPast } from '../../../../../packages/chain/test/chain-clock.ts';
import { airdrop, createTestToken, tokenBalance, walletSign } from '../../../test/chain-kit.ts';
import { createTestWallet, startTestChain } from '../../../test/helpers.ts';
import { serverProcess, type ServerProcess } from '../../../test/server-process.ts';

const UNIT = 1_000_000n;
const cleanups: (() => Promise<void>)[] = [];
let server: ServerProcess | undefined;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

afterAll(async () => {
  await server?.kill();
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('bots and kill -9', () => {
  it.each(['recorded', 'landed'])(
    "Given a DCA whose first fill is due, when the server is killed with SIGKILL at the fill's '%s' point and restarted, then the fill lands exactly once",
    async (point) => {
      const chain = await startTestChain();
      cleanups.push(() => chain.close());
      const dataDir = await mkdtemp(path.join(tmpdir(), 'toolkit-bots-crash-'));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      server = await serverProcess(dataDir, chain.rpcUrl);
      // The crash point acts only once a fill reaches it: everything before runs as usual.
      await server.start({ BOTS_CRASH_AT: point }, { mayDie: true });

      // Given a user with a TKN/SOL pool and an admin wallet holding SOL
      const wallet = createTestWallet();
      await airdrop(chain.rpcUrl, wallet.address, 100n);
      const token = await server.signIn(wallet);
      const get = (p: string) =>
        fetch(`${server!.url}/api${p}`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.json() as Promise<any>);
      const mint = await createTestToken(chain.rpcUrl, wallet, 6, 10_000_000n * UNIT);
      const init = await server.post(
        '/liquidity/init',
        { baseToken: mint, quoteToken: 'SOL', baseAmount: '1000000', quoteAmount: '10', feeTier: 1 },
        token,
      );
      expect(init.status, JSON.stringify(init.body)).toBe(200);
      const sent = await server.post('/transaction/sendAndConfirm', { rawSignedTransaction: walletSign(init.body.transaction, wallet) }, token);
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      const admin: string = (await get('/wallet/fetch')).data.adminWallet.address;
      await airdrop(chain.rpcUrl, admin, 5n);
      const opens: string = (await get(`/liquidity/pool/${init.body.pool}`)).data.startTime;
      await chainClockPast(chain.rpcUrl, Date.parse(opens));

      // When the order's first fill reaches the crash point
      const created = await server.post(
        '/bots/orders',
        { kind: 'dca', wallet: admin, pool: init.body.pool, side: 'buy', amount: '0.1', intervalSeconds: 3600, count: 2 },
        token,
      );
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      await server.exited();
      const atKill = await tokenBalance(chain.rpcUrl, admin, mint);
      expect(atKill > 0n).toBe(point === 'landed');

      // And it is restarted on the same data
      await server.start();
      let order;
      // (within the 30 s lease the killed server held the order under)
      for (let i = 0; i < 600; i++) {
        order = (await get('/bots/orders')).orders[0];
        if (order.progress.fills >= 1) break;
        await sleep(100);
      }
      // A while longer, to see nothing more is sent
      await sleep(3_000);
      order = (await get('/bots/orders')).orders[0];

      // Then the first fill landed once, and the wallet holds what it received
      expect(order).toMatchObject({ status: 'active', progress: { fills: 1, spent: '0.1' } });
      expect(order.fills).toHaveLength(1);
      expect(order.fills[0]).toMatchObject({ index: 0, status: 'landed' });
      const received = await tokenBalance(chain.rpcUrl, admin, mint);
      expect(received).toBe(BigInt(Math.round(Number(order.fills[0].received) * 1e6)));
      if (point === 'landed') expect(received).toBe(atKill);
      await server.kill();
    },
    300_000,
  );
});
