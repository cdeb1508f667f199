/**
 * Configuration from the environment with safe defaults (contracts.md "Environment";
 * documented in /.env.example). Pure: reading env never touches the disk; secrets that are
 * generated on first start live in ./secrets.ts.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export const CONFIG_CLUSTERS = ['local', 'devnet', 'mainnet'] as const;
export type DefaultCluster = (typeof CONFIG_CLUSTERS)[number];

export interface Config {
  port: number;
  host: string;
  /** Absolute. Files, secrets, the embedded chain and the PGlite database live here. */
  dataDir: string;
  /** PostgreSQL connection string; null = PGlite. */
  databaseUrl: string | null;
  /** PGlite location when databaseUrl is null: a folder, or 'memory://' (tests). */
  pgliteDir: string;
  solanaCluster: DefaultCluster;
  /** null = start the embedded chain (when the cluster is local). Filled in by startServer. */
  localRpcUrl: string | null;
  rpcPort: number;
  devnetRpcUrl: string;
  mainnetRpcUrl: string;
  allowCustomRpc: boolean;
  allowPrivateRpc: boolean;
  /** null = generated once into dataDir. */
  treasuryAddress: string | null;
  /** null = http://localhost:<port>, known once the server listens. */
  publicUrl: string | null;
  /** Hex (64 chars) or base64 of 32 bytes; null = generated once into dataDir. */
  masterKey: string | null;
  sessionSecret: string | null;
  solPriceUsd: number;
  usdInr: number;
  webDist: string;
  /** Extra allowed browser origins, comma separated in env; default: the public URL. */
  corsOrigins: string[];
  /**
   * Browser origins the embedded chain's RPC serves besides the app's own (CHAIN_CORS_ORIGINS,
   * comma separated, or `*`), e.g. an explorer pointed at the local chain.
   */
  chainCorsOrigins: string[];
  /** Sign-in requests (nonce, connect) per IP per minute. */
  signInRateLimit: number;
  sessionTtlHours: number;
  /** Seconds a sign-in message stays valid. */
  signInTtlSeconds: number;
  /** Timeout of the "does this cluster answer" check when switching networks. */
  rpcCheckTimeoutMs: number;
  /** Minutes between housekeeping runs (dead built transactions, orphan uploads); 0 = never. */
  housekeepingIntervalMinutes: number;
  /** Bytes of images and documents one user may publish in 24 hours (uploads are kept a day even when unused). */
  uploadQuotaBytesPerDay: number;
  /** Wind down the server-held pools of earlier versions found at start (their funds back to their LP holders). */
  legacyPoolsWindDown: boolean;
  logLevel: string;
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no', '']).transform((v) => v === 'true' || v === '1' || v === 'yes');
const port = z.coerce.number().int().min(0).max(65535);
const url = z.url({ protocol: /^https?$/ });
/** "https://a.example, http://b.example/" -> ['https://a.example', 'http://b.example'] */
const originList = (v: string | undefined) =>
  (v ?? '')
    .split(',')
    .map((s) => s.trim().replace(/\/+$/, ''))
    .filter(Boolean);
const nonEmpty = (v: string | undefined) => (v === undefined || v.trim() === '' ? undefined : v.trim());

const envSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('.data'),
  DATABASE_URL: z.string().optional(),
  PGLITE_DIR: z.string().optional(),
  SOLANA_CLUSTER: z.enum(CONFIG_CLUSTERS).default('local'),
  LOCAL_RPC_URL: url.optional(),
  RPC_PORT: port.default(8899),
  DEVNET_RPC_URL: url.default('https://api.devnet.solana.com'),
  MAINNET_RPC_URL: url.default('https://api.mainnet-beta.solana.com'),
  ALLOW_CUSTOM_RPC: bool.default(false),
  ALLOW_PRIVATE_RPC: bool.default(false),
  TREASURY_ADDRESS: z.string().optional(),
  PUBLIC_URL: url.optional(),
  MASTER_KEY: z.string().optional(),
  SESSION_SECRET: z.string().optional(),
  SOL_PRICE_USD: z.coerce.number().positive().default(150),
  USD_INR: z.coerce.number().positive().default(85),
  WEB_DIST: z.string().optional(),
  CORS_ORIGIN: z.string().optional(),
  CHAIN_CORS_ORIGINS: z.string().optional(),
  SIGN_IN_RATE_LIMIT: z.coerce.number().int().positive().default(60),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .positive()
    .default(24 * 7),
  HOUSEKEEPING_INTERVAL_MINUTES: z.coerce
    .number()
    .min(0)
    .max(24 * 60)
    .default(10),
  UPLOAD_QUOTA_MB_PER_DAY: z.coerce.number().positive().default(50),
  LEGACY_POOLS_WIND_DOWN: bool.default(true),
  LOG_LEVEL: z.string().default('info'),
});

/**
 * Reads the environment (blank values count as unset) and applies overrides on top.
 * Relative paths resolve against the directory npm was invoked from.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env, overrides: Partial<Config> = {}): Config {
  const cleaned = Object.fromEntries(
    Object.entries(env)
      .map(([k, v]) => [k, nonEmpty(v)])
      .filter(([, v]) => v !== undefined),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`Invalid configuration: ${issue.path.join('.')}: ${issue.message}`);
  }
  const e = parsed.data;
  const cwd = env.INIT_CWD ?? process.cwd();
  const dataDir = path.resolve(cwd, overrides.dataDir ?? e.DATA_DIR);
  const config: Config = {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL ?? null,
    pgliteDir: e.PGLITE_DIR ?? path.join(dataDir, 'db'),
    solanaCluster: e.SOLANA_CLUSTER,
    localRpcUrl: e.LOCAL_RPC_URL ?? null,
    rpcPort: e.RPC_PORT,
    devnetRpcUrl: e.DEVNET_RPC_URL,
    mainnetRpcUrl: e.MAINNET_RPC_URL,
    allowCustomRpc: e.ALLOW_CUSTOM_RPC,
    allowPrivateRpc: e.ALLOW_PRIVATE_RPC,
    treasuryAddress: e.TREASURY_ADDRESS ?? null,
    publicUrl: e.PUBLIC_URL ? e.PUBLIC_URL.replace(/\/+$/, '') : null,
    masterKey: e.MASTER_KEY ?? null,
    sessionSecret: e.SESSION_SECRET ?? null,
    solPriceUsd: e.SOL_PRICE_USD,
    usdInr: e.USD_INR,
    webDist: path.resolve(cwd, e.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    corsOrigins: originList(e.CORS_ORIGIN),
    chainCorsOrigins: originList(e.CHAIN_CORS_ORIGINS),
    signInRateLimit: e.SIGN_IN_RATE_LIMIT,
    sessionTtlHours: e.SESSION_TTL_HOURS,
    signInTtlSeconds: 10 * 60,
    rpcCheckTimeoutMs: 3000,
    housekeepingIntervalMinutes: e.HOUSEKEEPING_INTERVAL_MINUTES,
    uploadQuotaBytesPerDay: Math.floor(e.UPLOAD_QUOTA_MB_PER_DAY * 1024 * 1024),
    legacyPoolsWindDown: e.LEGACY_POOLS_WIND_DOWN,
    logLevel: e.LOG_LEVEL,
    ...overrides,
  };
  if (overrides.dataDir && !overrides.pgliteDir && !e.PGLITE_DIR) config.pgliteDir = path.join(dataDir, 'db');
  config.dataDir = dataDir;
  return config;
}

/** The URL people open; before listening on port 0 it is not known yet. */
export function publicUrlOf(config: Config): string {
  return config.publicUrl ?? `http://localhost:${config.port}`;
}
