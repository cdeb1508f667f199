/**
 * The app under test, started by the code `npm start` runs (`startServer` from @toolkit/server):
 * the Fastify API, the embedded local chain and the built web app, on free ports, with a fresh
 * data folder so every test file starts from an empty database and a fresh chain.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureWebBuilt, WEB_DIST } from './web-build.ts';

export interface TestApp {
  /** Base URL of the app, e.g. http://127.0.0.1:41234 */
  url: string;
  /** JSON-RPC URL of the embedded local chain. */
  rpcUrl: string;
  dataDir: string;
  close(): Promise<void>;
}

export async function startApp(): Promise<TestApp> {
  ensureWebBuilt();
  const dataDir = await mkdtemp(join(tmpdir(), 'toolkit-e2e-'));
  // Imported lazily so a missing or broken server shows up as this file's setup error.
  const { startServer } = await import('@toolkit/server');
  const server = await startServer({
    port: 0,
    rpcPort: 0,
    host: '127.0.0.1',
    dataDir,
    pgliteDir: join(dataDir, 'db'),
    solanaCluster: 'local',
    localRpcUrl: null,
    webDist: WEB_DIST,
    logLevel: process.env.E2E_LOG_LEVEL ?? 'warn',
  });
  if (!server.rpcUrl) throw new Error('startServer did not start the embedded local chain (rpcUrl is null)');
  return {
    url: server.url.replace(/\/$/, ''),
    rpcUrl: server.rpcUrl,
    dataDir,
    async close() {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
