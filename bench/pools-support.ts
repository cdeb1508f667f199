/**
 * Shared set-up for the pool benches: a chain, the app on PGlite (or DATABASE_URL), traders and
 * TKN/SOL pools on the AMM program, opened the way a user opens one (`POST /liquidity/init`, the
 * creator's wallet signs, `sendAndConfirm` submits), with every trader holding some of each token
 * so it can sell as well as buy.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startLocalChain } from '@toolkit/chain';
import type { PoolView } from '@toolkit/shared';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/lib/config.ts';
import { airdrop, createTestToken, giveTokens, sendAndConfirm, walletSign } from '../apps/server/test/chain-kit.ts';
import { chainClockPast } from '../packages/chain/test/chain-clock.ts';
import { createTestWallet, signIn, type SignedIn } from '../apps/server/test/helpers.ts';

/** /proc/<pid>/stat counts CPU time in clock ticks of 1/100 s (USER_HZ on Linux). */
const CLOCK_TICKS = 100;
/** Each pool: 10,000,000 whole tokens (6 decimals) against 100 SOL at the 1 % tier. */
const POOL = { baseAmount: '10000000', quoteAmount: '100', feeTier: 1 };
/** What the creator gives every other trader of each pool's token (whole tokens): room for hundreds of 0.1 % sells. */
const TRADER_TOKENS = 5_000_000n * 10n ** 6n;

const chainMain = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../packages/chain/src/main.ts');

/** The local chain alone in its own process (`npm run chain`), as a validator runs beside the API. */
async function chainProcess(dataDir: string, confirmAtSlot: boolean): Promise<{ rpcUrl: string; cpuMs(): Promise<number>; close(): Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', chainMain], {
    env: { ...process.env, RPC_PORT: '0', DATA_DIR: dataDir, CHAIN_CONFIRM_AT_SLOT: confirmAtSlot ? '1' : '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let out = '';
  const rpcUrl = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const ready = /chain ready (\{.*\})/.exec(out);
      if (ready) resolve((JSON.parse(ready[1]!) as { rpcUrl: string }).rpcUrl);
    });
    void exited.then(() => reject(new Error(`the chain exited before it was ready: ${out}`)));
  });
  return {
    rpcUrl,
    /** CPU the chain's process has used so far (user + system, from /proc: Linux). */
    async cpuMs() {
      const fields = (await readFile(`/proc/${child.pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
      return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
    },
    async close() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export interface BenchPool {
  pool: string;
  /** The pool as the API showed it once opened (reserves, decimals). */
  view: PoolView;
}

/**
 * `confirmAtSlot`: the chain reports confirmations only at slot boundaries (~400 ms), as a validator does.
 * `chain`: 'process' (default) runs the local chain in its own process, as a validator runs beside
 * the API; 'embedded' runs it on the API's event loop, as `npm start` does on one machine.
 */
export async function poolWorld(
  poolCount: number,
  traderCount: number,
  { confirmAtSlot = false, chain: where = 'process' }: { confirmAtSlot?: boolean; chain?: 'process' | 'embedded' } = {},
) {
  const dir = await mkdtemp(path.join(tmpdir(), 'toolkit-bench-pools-'));
  const chain =
    where === 'process'
      ? await chainProcess(path.join(dir, 'chain-data'), confirmAtSlot)
      : await startLocalChain({
          dataDir: path.join(dir, 'chain-data'),
          rpcPort: 0,
          confirmAtSlot,
          logger: { info() {}, warn() {}, error() {} },
        });
  try {
    return await populate(dir, chain, poolCount, traderCount);
  } catch (e) {
    await chain.close();
    await rm(dir, { recursive: true, force: true });
    throw e;
  }
}

/** The app on `chain`, its traders and pools. */
async function populate<C extends { rpcUrl: string; close(): Promise<void> }>(dir: string, chain: C, poolCount: number, traderCount: number) {
  const config = loadConfig(
    {},
    {
      dataDir: dir,
      webDist: path.join(dir, 'no-web'),
      localRpcUrl: chain.rpcUrl,
      devnetRpcUrl: 'http://127.0.0.1:9/',
      mainnetRpcUrl: 'http://127.0.0.1:9/',
      logLevel: 'silent',
      // Every trader signs in from the bench's one address; real users each come from their own.
      signInRateLimit: 1_000,
      ...(process.env.DATABASE_URL ? {} : { databaseUrl: null, pgliteDir: 'memory://' }),
    },
  );
  const app = await buildApp({ config, logger: false });
  try {
    return {
      ...(await openPools(app, chain.rpcUrl, poolCount, traderCount)),
      app,
      chain,
      async close() {
        await app.close();
        await chain.close();
        await rm(dir, { recursive: true, force: true });
      },
    };
  } catch (e) {
    await app.close();
    throw e;
  }
}

async function openPools(app: Awaited<ReturnType<typeof buildApp>>, rpcUrl: string, poolCount: number, traderCount: number) {
  const traders: SignedIn[] = [];
  for (let i = 0; i < traderCount; i++) traders.push(await signIn(app, createTestWallet()));
  await Promise.all(traders.map((t) => airdrop(rpcUrl, t.wallet.address, 10_000n)));
  const creator = traders[0]!;
  const created: string[] = [];
  for (let i = 0; i < poolCount; i++) {
    const mint = await createTestToken(rpcUrl, creator.wallet, 6, 10n ** 15n);
    const init = await app.inject({
      method: 'POST',
      url: '/api/liquidity/init',
      headers: creator.headers,
      payload: { baseToken: mint, quoteToken: 'SOL', ...POOL },
    });
    if (init.statusCode !== 200) throw new Error(`pool init refused: ${init.body}`);
    const { pool, transaction } = init.json() as { pool: string; transaction: string };
    const sent = await sendAndConfirm(app, creator.token, walletSign(transaction, creator.wallet));
    if (sent.status !== 200) throw new Error(`pool init failed: ${JSON.stringify(sent.body)}`);
    for (const t of traders.slice(1)) await giveTokens(rpcUrl, creator.wallet, t.wallet.address, mint, TRADER_TOKENS);
    created.push(pool);
  }
  const viewOf = async (pool: string) => {
    const r = await app.inject({ method: 'GET', url: `/api/liquidity/pool/${pool}` });
    if (r.statusCode !== 200) throw new Error(`pool view failed: ${r.body}`);
    return (r.json() as { data: PoolView }).data;
  };
  const opens = (await Promise.all(created.map(viewOf))).map((v) => (v.startTime ? Date.parse(v.startTime) : 0));
  await chainClockPast(rpcUrl, Math.max(0, ...opens));
  const pools: BenchPool[] = [];
  for (const pool of created) pools.push({ pool, view: await viewOf(pool) });
  return { traders, pools, viewOf };
}
export type PoolWorld = Awaited<ReturnType<typeof poolWorld>>;

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
