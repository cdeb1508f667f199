/** Shared set-up for the pool benches: a chain, the app on PGlite (or DATABASE_URL), traders and pools. */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startLocalChain } from '@toolkit/chain';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/lib/config.ts';
import { airdrop, createTestToken, sendAndConfirm, walletSign } from '../apps/server/test/chain-kit.ts';
import { createTestWallet, signIn, type SignedIn } from '../apps/server/test/helpers.ts';

/** /proc/<pid>/stat counts CPU time in clock ticks of 1/100 s (USER_HZ on Linux). */
const CLOCK_TICKS = 100;

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
  const config = loadConfig(
    {},
    {
      dataDir: dir,
      webDist: path.join(dir, 'no-web'),
      localRpcUrl: chain.rpcUrl,
      devnetRpcUrl: 'http://127.0.0.1:9/',
      mainnetRpcUrl: 'http://127.0.0.1:9/',
      logLevel: 'silent',
      ...(process.env.DATABASE_URL ? {} : { databaseUrl: null, pgliteDir: 'memory://' }),
    },
  );
  const app = await buildApp({ config, logger: false });
  const traders: SignedIn[] = [];
  for (let i = 0; i < traderCount; i++) traders.push(await signIn(app, createTestWallet()));
  await Promise.all(traders.map((t) => airdrop(chain.rpcUrl, t.wallet.address, 10_000n)));
  const creator = traders[0]!;
  const pools: string[] = [];
  for (let i = 0; i < poolCount; i++) {
    const mint = await createTestToken(chain.rpcUrl, creator.wallet, 6, 10n ** 15n);
    const init = await app.inject({
      method: 'POST',
      url: '/api/liquidity/init',
      headers: creator.headers,
      payload: { baseToken: mint, quoteToken: 'SOL', baseAmount: '10000000', quoteAmount: '100', feeTier: 1 },
    });
    const { pool, transaction } = init.json() as { pool: string; transaction: string };
    const sent = await sendAndConfirm(app, creator.token, walletSign(transaction, creator.wallet));
    if (sent.status !== 200) throw new Error(`pool init failed: ${JSON.stringify(sent.body)}`);
    pools.push(pool);
  }
  return {
    app,
    chain,
    traders,
    pools,
    async close() {
      await app.close();
      await chain.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
