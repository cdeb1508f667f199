/**
 * `npm run chain`: runs the local validator alone. RPC_PORT (default 8899; WebSocket on +1) and
 * DATA_DIR (default `.data`, relative to where npm was invoked) configure it; CHAIN_SNAPSHOT_MS sets
 * how often state is snapshotted (default 10000); CHAIN_CORS_ORIGINS lists the browser origins
 * allowed besides the app's own (comma-separated, or `*`); CHAIN_CONFIRM_AT_SLOT=1 reports transactions
 * confirmed only at slot boundaries (~400 ms), as a validator does.
 */
import { resolve } from 'node:path';
import { startLocalChain } from './local-chain.js';
import { originsFromEnv } from './rpc/limits.js';

const base = process.env.INIT_CWD ?? process.cwd();
const dataDir = resolve(base, process.env.DATA_DIR ?? '.data');
const rpcPort = process.env.RPC_PORT === undefined ? 8899 : Number(process.env.RPC_PORT);
if (!Number.isInteger(rpcPort) || rpcPort < 0 || rpcPort > 65534) {
  console.error(`RPC_PORT must be a port number, got ${process.env.RPC_PORT}`);
  process.exit(1);
}

const snapshotEveryMs = process.env.CHAIN_SNAPSHOT_MS ? Number(process.env.CHAIN_SNAPSHOT_MS) : undefined;
const allowedOrigins = originsFromEnv(process.env.CHAIN_CORS_ORIGINS);
const chain = await startLocalChain({
  dataDir,
  rpcPort,
  host: process.env.HOST ?? '127.0.0.1',
  snapshotEveryMs,
  limits: allowedOrigins ? { allowedOrigins } : undefined,
});
console.log(`chain ready ${JSON.stringify({ rpcUrl: chain.rpcUrl, wsUrl: chain.wsUrl, dataDir })}`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    chain.close().then(
      () => process.exit(0),
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
