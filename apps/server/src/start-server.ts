/**
 * Runs the whole product in one process: the embedded local chain (when the cluster is local and
 * no LOCAL_RPC_URL is given), the API, and the built web app, on PORT (0 = a free port).
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from './app.ts';
import { loadConfig, type Config } from './lib/config.ts';
import { appOrigins } from './lib/origins.ts';
import { loadSecrets } from './lib/secrets.ts';

export interface StartedServer {
  url: string;
  port: number;
  /** The embedded or configured local chain's RPC URL; null when the local cluster is not in use. */
  rpcUrl: string | null;
  /** The embedded chain's in-process controls (tests move its clock); null when no chain is embedded. */
  chain: { advanceClock(seconds: number): void } | null;
  close(): Promise<void>;
}

interface RunningChain {
  rpcUrl: string;
  advanceClock(seconds: number): void;
  close(): Promise<void>;
}

const LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'];

/** The chain's lines, filtered by the server's log level (the chain starts before the app's logger exists). */
function chainLogger(level: string) {
  const at = (l: string) => LEVELS.indexOf(l) >= LEVELS.indexOf(level);
  return {
    info: (m: string) => void (at('info') && console.log(m)),
    warn: (m: string) => void (at('warn') && console.warn(m)),
    error: (m: string) => void (at('error') && console.error(m)),
  };
}

export async function startServer(overrides: Partial<Config> = {}): Promise<StartedServer> {
  const config = loadConfig(process.env, overrides);
  let chain: RunningChain | null = null;
  if (config.solanaCluster === 'local' && !config.localRpcUrl) {
    // Imported on demand: a server pointed at devnet/mainnet never loads the local chain.
    const { DEFAULT_ALLOWED_ORIGINS, startLocalChain } = await import('@toolkit/chain');
    chain = await startLocalChain({
      dataDir: config.dataDir,
      rpcPort: config.rpcPort,
      logger: chainLogger(config.logLevel),
      // The AMM's create-pool fee account belongs to the treasury, so pool creation fees reach it.
      poolFeeOwner: loadSecrets(config).treasuryAddress,
      // The chain's RPC serves the app's own origins and the ones the operator adds (RPC limits);
      // read per request, since with PORT=0 the app's origin is known only once it listens.
      limits: { allowedOrigins: () => [...DEFAULT_ALLOWED_ORIGINS, ...appOrigins(config), ...config.chainCorsOrigins] },
    });
    config.localRpcUrl = chain.rpcUrl;
  }

  let app: Awaited<ReturnType<typeof buildApp>> | null = null;
  try {
    app = await buildApp({ config });
    await app.listen({ port: config.port, host: config.host });
  } catch (e) {
    await app?.close().catch(() => {});
    await chain?.close().catch(() => {});
    throw e;
  }
  const { port } = app.server.address() as AddressInfo;
  // The config object is shared with the app: from now on the default public URL (CORS, sign-in
  // domain) carries the real port.
  config.port = port;
  // The public URL is the one to open: the sign-in message names its host, and wallets check it.
  const url = (config.publicUrl ?? `http://localhost:${port}`).replace(/\/$/, '');
  app.log.info(`Token toolkit on ${url} (API docs ${url}/api/docs), cluster ${config.solanaCluster}`);

  let closing: Promise<void> | null = null;
  const started = app;
  return {
    url,
    port,
    rpcUrl: config.solanaCluster === 'local' ? config.localRpcUrl : null,
    chain: chain && { advanceClock: (seconds: number) => chain.advanceClock(seconds) },
    close() {
      closing ??= (async () => {
        await started.close();
        await chain?.close();
      })();
      return closing;
    },
  };
}
