/**
 * Composes the local validator: the engine, the JSON-RPC method groups, the HTTP endpoint and the
 * WebSocket endpoint on the next port (as solana-test-validator does: 8899 / 8900).
 */
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { ChainEngine, type ChainLogger } from './engine/chain-engine.js';
import { accountMethods } from './rpc/account-methods.js';
import { Dispatcher } from './rpc/dispatcher.js';
import { createRpcHttpServer } from './rpc/http-server.js';
import { minimalMethods } from './rpc/minimal-methods.js';
import { attachSubscriptions } from './rpc/subscriptions.js';
import { tokenMethods } from './rpc/token-methods.js';
import { transactionMethods } from './rpc/transaction-methods.js';
import { rpcLimits, type RpcLimits } from './rpc/limits.js';
import { ammVenueAccounts, hostedProgramBytes } from './genesis/index.js';

/** Every cluster's rent: (128 + size) bytes at 3,480 lamports a byte-year, exempt at two years. */
const rentExemptMinimum = (size: number) => BigInt(128 + size) * 6_960n;

export interface LocalChainOptions {
  /** Chain state goes in `${dataDir}/chain`. */
  dataDir: string;
  /** Default 8899; WebSocket on rpcPort + 1; 0 picks a free pair. */
  rpcPort?: number;
  host?: string;
  slotMs?: number;
  /** Confirm only at slot boundaries, as a validator does (default: CHAIN_CONFIRM_AT_SLOT=1 in the environment). */
  confirmAtSlot?: boolean;
  /** How often the state is snapshotted when it changed (default 10 s); the ledger covers the rest. */
  snapshotEveryMs?: number;
  logger?: ChainLogger;
  /** RPC limits (batch, response size, scans, sockets, CORS origins); defaults in rpc/limits.ts. */
  limits?: Partial<RpcLimits>;
  /**
   * Who receives the AMM's create-pool fees (the owner of its wrapped-SOL fee account) and may
   * collect its protocol and fund fees: the platform's treasury. Default: CHAIN_POOL_FEE_OWNER, else
   * an address no one holds.
   */
  poolFeeOwner?: string;
}

export interface LocalChain {
  rpcUrl: string;
  wsUrl: string;
  rpcPort: number;
  wsPort: number;
  /**
   * Moves the chain's clock `seconds` forward (never back): a test's way past a vesting cliff or
   * an unlock date. In-process only, deliberately not an RPC method: any web page can call the RPC.
   */
  advanceClock(seconds: number): void;
  close(): Promise<void>;
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => {
      server.off('listening', onListening);
      reject(error);
    };
    const onListening = () => {
      server.off('error', onError);
      resolve((server.address() as { port: number }).port);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections?.();
  });
}

/** Listens on `port` and `port + 1`; with port 0, retries until a free adjacent pair is found. */
async function listenPair(http: Server, ws: Server, port: number, host: string): Promise<[number, number]> {
  for (let attempt = 0; ; attempt++) {
    const rpcPort = await listen(http, port, host);
    try {
      const wsPort = await listen(ws, rpcPort + 1, host);
      return [rpcPort, wsPort];
    } catch (error) {
      await closeServer(http);
      if (port !== 0 || attempt >= 50) throw error;
    }
  }
}

export async function startLocalChain(options: LocalChainOptions): Promise<LocalChain> {
  const host = options.host ?? '127.0.0.1';
  const logger = options.logger ?? {
    info: (m: string) => console.log(m),
    warn: (m: string) => console.warn(m),
    error: (m: string) => console.error(m),
  };
  const engine = await ChainEngine.open({
    dir: join(options.dataDir, 'chain'),
    slotMs: options.slotMs,
    confirmAtSlot: options.confirmAtSlot ?? process.env.CHAIN_CONFIRM_AT_SLOT === '1',
    snapshotEveryMs: options.snapshotEveryMs,
    logger,
    programs: hostedProgramBytes(),
    genesisAccounts: await ammVenueAccounts(options.poolFeeOwner ?? process.env.CHAIN_POOL_FEE_OWNER, rentExemptMinimum),
  });
  const limits = rpcLimits(options.limits);
  const dispatcher = new Dispatcher(
    [minimalMethods(engine), accountMethods(engine, limits), tokenMethods(engine), transactionMethods(engine)],
    logger,
    limits,
  );
  const http = createRpcHttpServer(dispatcher, limits);
  const wsHttp = createServer((_req, res) => res.writeHead(426, { 'content-type': 'text/plain' }).end('WebSocket only'));
  let ports: [number, number];
  try {
    ports = await listenPair(http, wsHttp, options.rpcPort ?? 8899, host);
  } catch (error) {
    await engine.close();
    throw error;
  }
  const subscriptions = attachSubscriptions(wsHttp, engine, dispatcher, limits, logger);
  const [rpcPort, wsPort] = ports;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  logger.info(`chain: JSON-RPC on http://${urlHost}:${rpcPort}, WebSocket on ws://${urlHost}:${wsPort}`);
  let closing: Promise<void> | null = null;
  return {
    rpcUrl: `http://${urlHost}:${rpcPort}`,
    wsUrl: `ws://${urlHost}:${wsPort}`,
    rpcPort,
    wsPort,
    advanceClock: (seconds) => engine.advanceClock(seconds),
    close() {
      closing ??= (async () => {
        subscriptions.close();
        await Promise.all([closeServer(http), closeServer(wsHttp)]);
        await engine.close();
      })();
      return closing;
    },
  };
}
