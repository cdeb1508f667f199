/**
 * Test helpers for API tests: a real app (fastify.inject) on a real database, and a real
 * ed25519 wallet that signs in. Later modules reuse these.
 *
 *   describe.each(testDatabases())('tokens on $name', (database) => {
 *     let t: TestApp;
 *     beforeAll(async () => { t = await buildTestApp({ database }); });
 *     afterAll(() => t.close());
 *     it('...', async () => { const { token } = await signIn(t.app); ... });
 *   });
 */
import { generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createSolanaRpc,
  getBase58Decoder,
  getBase64Decoder,
  getBase64Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type Rpc,
  type SolanaRpcApi,
} from '@solana/kit';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app.ts';
import { pendingTransactions } from '../src/db/schema.ts';
import { loadConfig, type Config } from '../src/lib/config.ts';

const base58 = getBase58Decoder();
export const toBase58 = (bytes: Uint8Array) => base58.decode(bytes);

/** A database the API tests run against: PGlite always, PostgreSQL when DATABASE_URL is set. */
export interface TestDatabase {
  name: string;
  /** Creates an empty database; returns the config that points at it and how to drop it. */
  create(): Promise<{ overrides: Partial<Config>; drop(): Promise<void> }>;
}

export function testDatabases(): TestDatabase[] {
  const list: TestDatabase[] = [
    { name: 'PGlite', create: async () => ({ overrides: { databaseUrl: null, pgliteDir: 'memory://' }, drop: async () => {} }) },
  ];
  const url = process.env.DATABASE_URL;
  if (url) {
    list.push({
      name: 'PostgreSQL',
      async create() {
        // A fresh database per test file, dropped afterwards: files run in parallel safely.
        const name = `toolkit_test_${randomBytes(6).toString('hex')}`;
        const admin = new pg.Client({ connectionString: url });
        await admin.connect();
        await admin.query(`CREATE DATABASE ${name}`);
        await admin.end();
        const testUrl = new URL(url);
        testUrl.pathname = `/${name}`;
        return {
          overrides: { databaseUrl: testUrl.toString() },
          async drop() {
            const c = new pg.Client({ connectionString: url });
            await c.connect();
            await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
            await c.end();
          },
        };
      },
    });
  }
  return list;
}

/** startServer's settings for nothing but a fresh data folder: the embedded chain, PGlite in the folder, free ports, no web build. */
export const freshFolderServer = (dataDir: string): Partial<Config> => ({
  port: 0,
  rpcPort: 0,
  host: '127.0.0.1',
  dataDir,
  databaseUrl: null,
  pgliteDir: path.join(dataDir, 'db'),
  solanaCluster: 'local',
  localRpcUrl: null,
  webDist: path.join(dataDir, 'no-build'),
  logLevel: 'silent',
});

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * The real app on a fresh database and data folder. Nothing reaches outside 127.0.0.1: devnet and
 * mainnet point at a closed local port unless a test overrides them.
 */
export async function buildTestApp(options: { database?: TestDatabase; config?: Partial<Config> } = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'toolkit-server-test-'));
  const database = await (options.database ?? testDatabases()[0]!).create();
  const config = loadConfig(
    {},
    {
      dataDir,
      port: 3000,
      webDist: path.join(dataDir, 'no-web-build'),
      devnetRpcUrl: 'http://127.0.0.1:9/',
      mainnetRpcUrl: 'http://127.0.0.1:9/',
      localRpcUrl: 'http://127.0.0.1:9/',
      rpcCheckTimeoutMs: 1000,
      logLevel: 'silent',
      ...database.overrides,
      ...options.config,
    },
  );
  let app: FastifyInstance;
  try {
    app = await buildApp({ config, logger: false });
  } catch (e) {
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
    throw e;
  }
  return {
    app,
    config,
    dataDir,
    async close() {
      await app.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A wallet with a real ed25519 keypair, as Phantom would hold. */
export interface TestWallet {
  address: string;
  sign(message: Uint8Array): Uint8Array;
}

export function createTestWallet(): TestWallet {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const raw = Buffer.from(publicKey.export({ format: 'jwk' }).x!, 'base64url');
  return {
    address: toBase58(raw),
    sign: (message) => new Uint8Array(sign(null, message, privateKey)),
  };
}

export interface SignedIn {
  token: string;
  wallet: TestWallet;
  user: { _id: string; phantomAddress: string; createdAt: string };
  /** `Authorization` header for inject. */
  headers: { authorization: string };
}

/** Signs in as the given (or a fresh) wallet the way the app does: nonce, sign, connect. */
export async function signIn(app: FastifyInstance, wallet: TestWallet = createTestWallet()): Promise<SignedIn> {
  const nonce = await app.inject({ method: 'POST', url: '/api/user/nonce', payload: { phantomAddress: wallet.address } });
  if (nonce.statusCode !== 200) throw new Error(`nonce failed: ${nonce.statusCode} ${nonce.body}`);
  const { message } = nonce.json() as { message: string };
  const signature = toBase58(wallet.sign(new TextEncoder().encode(message)));
  const connect = await app.inject({
    method: 'POST',
    url: '/api/user/connect',
    payload: { phantomAddress: wallet.address, message, signature },
  });
  if (connect.statusCode !== 200) throw new Error(`connect failed: ${connect.statusCode} ${connect.body}`);
  const { token, user } = connect.json() as { token: string; user: SignedIn['user'] };
  return { token, wallet, user, headers: { authorization: `Bearer ${token}` } };
}

/** How many transactions the app has recorded for the user (built, whether sent or not): a refusal records none. */
export async function recordedTransactions(app: FastifyInstance, who: SignedIn): Promise<number> {
  return (await app.db.select({ id: pendingTransactions.id }).from(pendingTransactions).where(eq(pendingTransactions.userId, who.user._id))).length;
}

/** `app.inject` that returns status and parsed JSON body. */
export async function call<T = any>(app: FastifyInstance, options: InjectOptions & { token?: string }): Promise<{ status: number; body: T }> {
  const { token, ...rest } = options;
  const response = await app.inject({
    ...rest,
    headers: { ...(rest.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  let body: unknown;
  try {
    body = response.json();
  } catch {
    body = response.body;
  }
  return { status: response.statusCode, body: body as T };
}

/** A local chain of the test's own; `advanceClock(seconds)` moves its clock forward (never back) at once. */
export async function startTestChain(): Promise<{ rpcUrl: string; wsUrl: string; advanceClock(seconds: number): void; close(): Promise<void> }> {
  const { startLocalChain } = await import('@toolkit/chain');
  const dir = await mkdtemp(path.join(tmpdir(), 'toolkit-test-chain-'));
  const chain = await startLocalChain({ dataDir: dir, rpcPort: 0, logger: { info() {}, warn() {}, error() {} } });
  return {
    rpcUrl: chain.rpcUrl,
    wsUrl: chain.wsUrl,
    advanceClock: (seconds) => chain.advanceClock(seconds),
    async close() {
      await chain.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export interface ChainApp {
  chain: Awaited<ReturnType<typeof startTestChain>>;
  t: TestApp;
  /** A kit client of the chain. */
  rpc: Rpc<SolanaRpcApi>;
  /** `call` on `/api${url}` as the signed-in `who`. */
  api(who: SignedIn, method: 'GET' | 'POST', url: string, payload?: unknown): Promise<{ status: number; body: any }>;
}

/**
 * For the enclosing describe block: a local chain of its own and the real app on it, started
 * before its tests and closed after them. Read `world.t` and `world.chain` inside tests.
 * `config` as a function is read when the app starts, for settings known only by then (a server
 * an earlier `beforeAll` of the block started).
 */
export function useChainApp(database: TestDatabase, config: Partial<Config> | (() => Partial<Config>) = {}): ChainApp {
  const world = {
    api: (who, method, url, payload) => call(world.t.app, { method, url: `/api${url}`, token: who.token, payload: payload as never }),
  } as ChainApp;
  beforeAll(async () => {
    world.chain = await startTestChain();
    world.rpc = createSolanaRpc(world.chain.rpcUrl);
    const extra = typeof config === 'function' ? config() : config;
    world.t = await buildTestApp({ database, config: { localRpcUrl: world.chain.rpcUrl, ...extra } });
  });
  afterAll(async () => {
    await world.t?.close();
    await world.chain?.close();
  });
  return world;
}

/** Addresses of `n` new wallets no one has used (recipients that hold nothing yet). */
export const newWalletAddresses = (n: number): string[] => Array.from({ length: n }, () => createTestWallet().address);

/** Signs a base64 wire transaction as the wallet does (`solana:signTransaction`), keeping other signatures. */
export function signWireTransaction(base64Transaction: string, wallet: TestWallet): string {
  const tx = getTransactionDecoder().decode(getBase64Encoder().encode(base64Transaction));
  const signatures = { ...tx.signatures, [wallet.address]: wallet.sign(new Uint8Array(tx.messageBytes)) };
  return getBase64Decoder().decode(getTransactionEncoder().encode({ ...tx, signatures } as typeof tx));
}

/** Airdrops SOL (in lamports) on a local chain and waits until it is confirmed. */
export async function airdrop(rpcUrl: string, address: string, lamports: bigint): Promise<void> {
  const { createSolanaRpc, address: toAddress, lamports: toLamports } = await import('@solana/kit');
  const rpc = createSolanaRpc(rpcUrl);
  const signature = await rpc.requestAirdrop(toAddress(address), toLamports(lamports)).send();
  for (let i = 0; i < 400; i++) {
    const { value } = await rpc.getSignatureStatuses([signature]).send();
    if (value[0]?.confirmationStatus === 'confirmed' || value[0]?.confirmationStatus === 'finalized') return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('airdrop not confirmed');
}
