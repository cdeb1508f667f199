/**
 * The API as a child process on a data folder (PGlite) of the test's own, for tests that kill it
 * with SIGKILL mid-operation and start it again on the same folder (money never moves twice).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/lib/config.ts';
import { airdrop, tokenBalance } from './chain-kit.ts';
import { createTestWallet, signIn, toBase58, type TestWallet } from './helpers.ts';
import { givenLegacyLock, givenLegacyPool } from './legacy-pools.ts';

const serverEntry = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/server.ts');

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export interface ServerProcess {
  url: string;
  /**
   * Starts the server (again) and waits until it answers /api/health. `env` adds to its
   * environment, for this start only; the wind-down of server-held pools is off unless `env` turns
   * it on (LEGACY_POOLS_WIND_DOWN). `mayDie`: a crash point of `env` may stop it before it answers.
   */
  start(env?: Record<string, string>, options?: { mayDie?: boolean }): Promise<void>;
  /** Waits until the process exits by itself (a crash point of its `env`). */
  exited(): Promise<void>;
  /** kill -9, and waits for the exit. */
  kill(): Promise<void>;
  running(): boolean;
  post(pathname: string, body: object, token?: string): Promise<{ status: number; body: any }>;
  /** Signs `wallet` in as Phantom does; answers the session token. */
  signIn(wallet: TestWallet): Promise<string>;
}

/** A server on `dataDir` whose local cluster is `rpcUrl`. */
export async function serverProcess(dataDir: string, rpcUrl: string): Promise<ServerProcess> {
  const url = `http://127.0.0.1:${await freePort()}`;
  let child: ChildProcess | null = null;
  let exit: Promise<void> = Promise.resolve();

  const post = async (pathname: string, body: object, token?: string) => {
    const res = await fetch(`${url}/api${pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  };

  return {
    url,
    post,
    running: () => child !== null,
    async start(env = {}, { mayDie = false } = {}) {
      const started = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
        env: {
          ...process.env,
          PORT: new URL(url).port,
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          SOLANA_CLUSTER: 'local',
          LOCAL_RPC_URL: rpcUrl,
          WEB_DIST: path.join(dataDir, 'no-web'),
          LOG_LEVEL: 'error',
          LEGACY_POOLS_WIND_DOWN: 'false',
          ...env,
        },
        stdio: 'ignore',
      });
      child = started;
      let gone = false;
      exit = new Promise((resolve) =>
        started.once('exit', () => {
          gone = true;
          if (child === started) child = null;
          resolve();
        }),
      );
      for (let i = 0; i < 600 && !gone; i++) {
        try {
          if ((await fetch(`${url}/api/health`)).ok) return;
        } catch {
          // not listening yet
        }
        await new Promise((r) => setTimeout(r, 100));
      }
      if (!gone || !mayDie) throw new Error('the server did not start');
    },
    exited: () => exit,
    async kill() {
      const running = child;
      child = null;
      running?.kill('SIGKILL');
      await exit;
    },
    async signIn(wallet) {
      const { body } = await post('/user/nonce', { phantomAddress: wallet.address });
      const signature = toBase58(wallet.sign(new TextEncoder().encode(body.message)));
      return (await post('/user/connect', { phantomAddress: wallet.address, message: body.message, signature })).body.token;
    },
  };
}

/**
 * A TKN/SOL pool of 1,000,000 TKN and 10 SOL that Alice (100 SOL, signed in) opened with a server
 * of an earlier version on `dataDir`, server-held (test/legacy-pools.ts): seeded through the app
 * in this process while no server runs on the folder.
 */
/** `lockAllUntil`: its creator then locks all their LP until that date, as those versions let them. */
export async function givenLegacyPoolInFolder(dataDir: string, rpcUrl: string, options: { lockAllUntil?: Date } = {}) {
  const alice = createTestWallet();
  await airdrop(rpcUrl, alice.address, 100n);
  const config = loadConfig(
    { DATA_DIR: dataDir, DATABASE_URL: '', SOLANA_CLUSTER: 'local', LOCAL_RPC_URL: rpcUrl, LEGACY_POOLS_WIND_DOWN: 'false' },
    { webDist: path.join(dataDir, 'no-web'), logLevel: 'silent' },
  );
  const app = await buildApp({ config, logger: false });
  try {
    const signed = await signIn(app, alice);
    const given = await givenLegacyPool(app, rpcUrl, alice, signed.user._id);
    let locked = 0n;
    if (options.lockAllUntil) {
      locked = await tokenBalance(rpcUrl, alice.address, given.view.lpMint);
      await givenLegacyLock(app, rpcUrl, given, alice, signed.user._id, locked, options.lockAllUntil);
    }
    return { alice, token: given.token, pool: given.pool, view: given.view, locked };
  } finally {
    await app.close();
  }
}
