/**
 * The app under test, started by the code `npm start` runs (`startServer` from @toolkit/server):
 * the Fastify API, the embedded local chain and the built web app, on free ports, with a fresh
 * data folder so every test file starts from an empty database and a fresh chain.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureWebBuilt, snapshotWebDist } from './web-build.ts';

/** Nothing listens on port 1 (binding it needs privileges no test has). */
export const UNREACHABLE_RPC = 'http://127.0.0.1:1';

export interface TestApp {
  /** Base URL of the app, e.g. http://127.0.0.1:41234 */
  url: string;
  /** JSON-RPC URL of the embedded local chain. */
  rpcUrl: string;
  dataDir: string;
  /**
   * Moves the embedded chain's clock `seconds` forward (never back), in-process: past a cliff or
   * an unlock date without waiting. Throws against an app already running (E2E_APP_URL).
   */
  advanceClock(seconds: number): void;
  close(): Promise<void>;
}

/**
 * Starts a fresh app, or, when E2E_APP_URL is set (with E2E_RPC_URL), uses an app that is already
 * running (e.g. `npm start` in another terminal); then the tests share its database and chain.
 */
export async function startApp(): Promise<TestApp> {
  const runningUrl = process.env.E2E_APP_URL;
  if (runningUrl) {
    return {
      url: runningUrl.replace(/\/$/, ''),
      rpcUrl: process.env.E2E_RPC_URL ?? 'http://127.0.0.1:8899',
      dataDir: '',
      advanceClock: () => {
        throw new Error('advanceClock needs the app started by the tests (E2E_APP_URL is set)');
      },
      close: async () => {},
    };
  }
  ensureWebBuilt();
  const dataDir = await mkdtemp(join(tmpdir(), 'toolkit-e2e-'));
  let server: Awaited<ReturnType<typeof import('@toolkit/server').startServer>>;
  try {
    const webDist = await snapshotWebDist(join(dataDir, 'web'));
    // Imported lazily so a missing or broken server shows up as this file's setup error.
    const { startServer } = await import('@toolkit/server');
    server = await startServer({
      port: 0,
      rpcPort: 0,
      host: '127.0.0.1',
      dataDir,
      // PGlite in the data folder, as `npm start` runs, even where DATABASE_URL is set for the API
      // tests: files run in parallel, and one shared database would carry one file's orders and
      // pools into the next.
      databaseUrl: null,
      pgliteDir: join(dataDir, 'db'),
      solanaCluster: 'local',
      localRpcUrl: null,
      webDist,
      // Tests never leave the machine: devnet and mainnet point at a closed local port, so they
      // are the "unreachable cluster" a switch must refuse.
      devnetRpcUrl: UNREACHABLE_RPC,
      mainnetRpcUrl: UNREACHABLE_RPC,
      logLevel: process.env.E2E_LOG_LEVEL ?? 'warn',
    });
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  const rpcUrl = server.rpcUrl;
  const chain = server.chain;
  if (!rpcUrl || !chain) {
    await server.close();
    throw new Error('startServer did not start the embedded local chain (rpcUrl is null)');
  }
  return {
    // The public URL the server signs in for (http://localhost:<port>): what a user's browser opens.
    url: `http://localhost:${server.port}`,
    rpcUrl,
    dataDir,
    advanceClock: (seconds) => chain.advanceClock(seconds),
    async close() {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
