/**
 * Set-up for the Wallet Manager benches: the local chain behind a counting JSON-RPC proxy (every
 * call the server makes is counted by method, batches included), the app on PGlite (or
 * DATABASE_URL), a signed-in user with SOL and N generated wallets.
 */
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startLocalChain } from '@toolkit/chain';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/lib/config.ts';
import { airdrop, sendAndConfirm, walletSign } from '../apps/server/test/chain-kit.ts';
import { createTestWallet, signIn } from '../apps/server/test/helpers.ts';

export interface RpcCounter {
  url: string;
  /** JSON-RPC calls (a batch counts each call) and HTTP requests since the last reset. */
  calls: Map<string, number>;
  httpRequests: number;
  reset(): void;
  total(): number;
  close(): Promise<void>;
}

export async function countingProxy(target: string): Promise<RpcCounter> {
  const counter = {
    calls: new Map<string, number>(),
    httpRequests: 0,
    reset() {
      counter.calls.clear();
      counter.httpRequests = 0;
    },
    total: () => [...counter.calls.values()].reduce((a, b) => a + b, 0),
  };
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks);
    counter.httpRequests++;
    try {
      const parsed = JSON.parse(body.toString('utf8')) as { method: string } | { method: string }[];
      for (const call of Array.isArray(parsed) ? parsed : [parsed]) counter.calls.set(call.method, (counter.calls.get(call.method) ?? 0) + 1);
    } catch {
      /* not JSON: forwarded as is */
    }
    const upstream = await fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    res.writeHead(upstream.status, { 'content-type': 'application/json' });
    res.end(Buffer.from(await upstream.arrayBuffer()));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as { port: number }).port;
  return Object.assign(counter, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  });
}

export async function walletWorld(walletCount: number, sol = 50n) {
  const dir = await mkdtemp(path.join(tmpdir(), 'toolkit-bench-wallets-'));
  const chain = await startLocalChain({ dataDir: path.join(dir, 'chain-data'), rpcPort: 0, logger: { info() {}, warn() {}, error() {} } });
  const proxy = await countingProxy(chain.rpcUrl);
  const config = loadConfig(
    {},
    {
      dataDir: dir,
      webDist: path.join(dir, 'no-web'),
      localRpcUrl: proxy.url,
      devnetRpcUrl: 'http://127.0.0.1:9/',
      mainnetRpcUrl: 'http://127.0.0.1:9/',
      logLevel: 'silent',
      ...(process.env.DATABASE_URL ? {} : { databaseUrl: null, pgliteDir: 'memory://' }),
    },
  );
  const app = await buildApp({ config, logger: false });
  const user = await signIn(app, createTestWallet());
  await airdrop(chain.rpcUrl, user.wallet.address, sol);
  const call = async <T = any>(method: 'GET' | 'POST', url: string, payload?: unknown): Promise<T> => {
    const r = await app.inject({ method, url: `/api${url}`, headers: user.headers, payload: payload as never });
    if (r.statusCode !== 200) throw new Error(`${url}: ${r.statusCode} ${r.body}`);
    return r.json() as T;
  };
  await call('POST', `/wallet/create/${user.user._id}`, { count: walletCount });
  const wallets = (await call<{ data: { wallets: { address: string; index: number }[] } }>('GET', '/wallet/fetch')).data.wallets;
  /** The wallet signs every transaction (one approval), then each is submitted in order, as the app does. */
  const signAndSubmit = async (transactions: string[]) => {
    const signed = transactions.map((t) => walletSign(t, user.wallet));
    for (const s of signed) {
      const r = await sendAndConfirm(app, user.token, s);
      if (r.status !== 200) throw new Error(`sendAndConfirm: ${JSON.stringify(r.body)}`);
    }
    return { approvals: 1 };
  };
  return {
    app,
    chain,
    proxy,
    user,
    wallets,
    call,
    signAndSubmit,
    async close() {
      await app.close();
      await proxy.close();
      await chain.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
