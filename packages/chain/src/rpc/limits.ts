/**
 * Limits of the local chain's RPC, as RPC providers and validators keep them, so a flood, a huge
 * batch or a web page the developer happens to visit cannot exhaust the process.
 * Every limit answers with a clear JSON-RPC error (or a WebSocket close reason), never silence.
 */
export interface RpcLimits {
  /** Requests in one JSON-RPC batch. */
  maxBatch: number;
  /** Bytes of one HTTP request body or WebSocket message. */
  maxRequestBytes: number;
  /** Bytes of one response (a batch counts as a whole); past it, the caller gets -32009. */
  maxResponseBytes: number;
  /** Accounts `getProgramAccounts` may scan without filters; past it, filters are required. */
  maxUnfilteredProgramAccounts: number;
  /** Accounts `getProgramAccounts` may return even with filters. */
  maxProgramAccountsResults: number;
  /**
   * Scans (getProgramAccounts, token account scans, address history) hold one lane, one at a time,
   * giving the event loop back every `scanSliceMs` so small requests are answered between slices;
   * up to `maxQueuedScans` more wait their turn, and past that the caller is told the node is busy.
   */
  scanSliceMs: number;
  maxQueuedScans: number;
  /**
   * Scan credits of one client (an HTTP connection or a WebSocket), refilled per second, with bursts
   * up to `scanBudgetBurst`: a scan costs one credit per account it writes and a tenth per account
   * it examines. A scan asked for with the budget spent is refused at once (-32005, rate limited).
   */
  scanBudgetPerSecond: number;
  scanBudgetBurst: number;
  /** Open WebSocket connections, in all, and from one remote address. */
  maxSockets: number;
  maxSocketsPerAddress: number;
  /** Subscriptions on one WebSocket connection. */
  maxSubscriptionsPerSocket: number;
  /** Messages per second one WebSocket connection may send (a burst may use one second of it), else it is closed. */
  maxMessagesPerSecondPerSocket: number;
  /** Requests one WebSocket connection may have in flight before it is closed. */
  maxInFlightPerSocket: number;
  /** Bytes queued for a socket that does not read; past it, the slow consumer is disconnected. */
  maxSocketBufferBytes: number;
  /**
   * Bytes of one account notification, counted before it is encoded; past it, the subscriber is
   * told so (-32009, with a hint to subscribe with a dataSlice) and the subscription ends.
   */
  maxNotificationBytes: number;
  /**
   * Browser origins allowed to call the RPC (CORS) and open WebSockets. Requests without an
   * Origin header (CLIs, servers, wallets' background workers) are always served. `['*']` allows
   * every origin, as solana-test-validator does. A function is asked on every request (an app
   * started on port 0 knows its own origin only once it listens).
   */
  allowedOrigins: readonly string[] | (() => readonly string[]);
}

/** The app's own origins on their default ports; `npm start` adds its public URL. */
export const DEFAULT_ALLOWED_ORIGINS = ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://localhost:5173', 'http://127.0.0.1:5173'];

export const DEFAULT_RPC_LIMITS: RpcLimits = {
  maxBatch: 100,
  maxRequestBytes: 2 * 1024 * 1024,
  maxResponseBytes: 8 * 1024 * 1024,
  maxUnfilteredProgramAccounts: 1_000,
  maxProgramAccountsResults: 10_000,
  scanSliceMs: 2,
  maxQueuedScans: 64,
  scanBudgetPerSecond: 2_000,
  scanBudgetBurst: 4_000,
  maxSockets: 256,
  maxSocketsPerAddress: 32,
  maxSubscriptionsPerSocket: 1_000,
  maxMessagesPerSecondPerSocket: 50,
  maxInFlightPerSocket: 64,
  maxSocketBufferBytes: 4 * 1024 * 1024,
  maxNotificationBytes: 1024 * 1024,
  allowedOrigins: DEFAULT_ALLOWED_ORIGINS,
};

export function rpcLimits(overrides: Partial<RpcLimits> = {}): RpcLimits {
  return { ...DEFAULT_RPC_LIMITS, ...overrides };
}

/**
 * Browser extensions (wallets such as Phantom on Localnet) send their own origin; no web page can
 * claim one of these, so they are always allowed.
 */
const EXTENSION_ORIGIN = /^(chrome-extension|moz-extension|safari-web-extension):\/\//;

export const allowedOriginsOf = (limits: RpcLimits): readonly string[] =>
  typeof limits.allowedOrigins === 'function' ? limits.allowedOrigins() : limits.allowedOrigins;

/** Whether a browser origin may call; no Origin header means a non-browser client. */
export function originAllowed(limits: RpcLimits, origin: string | undefined): boolean {
  if (origin === undefined || EXTENSION_ORIGIN.test(origin)) return true;
  const allowed = allowedOriginsOf(limits);
  return allowed.includes('*') || allowed.includes(origin);
}

/** `CHAIN_CORS_ORIGINS="https://explorer.solana.com, http://localhost:3000"` or `*`. */
export function originsFromEnv(value: string | undefined): string[] | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  return value
    .split(',')
    .map((o) => o.trim().replace(/\/$/, ''))
    .filter(Boolean);
}
