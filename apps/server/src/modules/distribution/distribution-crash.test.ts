/**
 * A distribution survives kill -9 for real: the server runs as its own process (`npm start`'s
 * entry point) on a data folder and database on disk, is killed with SIGKILL while the job sends,
 * and restarted on the same folder. The job resumes by itself and every recipient ends up paid
 * exactly once: each balance is its amount, and the source spent exactly the amounts plus the dry
 * run's cost (a transaction sent twice would show in both).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { address, createSolanaRpc } from '@solana/kit';
import { readOwnerBalances } from '@toolkit/chain';
import { afterAll, describe, expect, it } from 'vitest';
import { newWalletAddresses, airdrop, createTestWallet, startTestChain, toBase58, type TestWallet } from '../../../test/helpers.ts';

const serverDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const running = new Set<ChildProcess>();
const cleanups: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const child of running) child.kill('SIGKILL');
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** Starts `src/server.ts` in its own node process; answers its URL once it listens. */
async function startServerProcess(dataDir: string, rpcUrl: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      LOCAL_RPC_URL: rpcUrl,
      SOLANA_CLUSTER: 'local',
      PORT: '0',
      LOG_LEVEL: 'info',
      WEB_DIST: path.join(dataDir, 'no-web'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const url = await new Promise<string>((resolve, reject) => {
    let stdout = '';
    child.stdout!.on('data', (chunk) => {
      stdout += chunk;
      const match = /Token toolkit on (http:\/\/[^\s"]+) /.exec(stdout);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${stderr}`)));
  });
  return { child, url };
}

async function killHard(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

/** An HTTP client of the running server, signed in as `wallet`. */
async function client(url: string, wallet: TestWallet) {
  const post = (p: string, body: unknown, token?: string) =>
    fetch(`${url}/api${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    }).then((r) => r.json() as Promise<any>);
  const { message } = await post('/user/nonce', { phantomAddress: wallet.address });
  const { token } = await post('/user/connect', {
    phantomAddress: wallet.address,
    message,
    signature: toBase58(wallet.sign(new TextEncoder().encode(message))),
  });
  return {
    post: (p: string, body: unknown = {}) => post(p, body, token),
    get: (p: string) => fetch(`${url}/api${p}`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.json() as Promise<any>),
  };
}

describe('distribution and kill -9', () => {
  it('Given a custodial SOL job of 1,500 recipients, when the server is killed with SIGKILL mid-job and restarted, then the job resumes and every recipient is paid exactly once', async () => {
    const chain = await startTestChain();
    cleanups.push(() => chain.close());
    const dataDir = await mkdtemp(path.join(tmpdir(), 'toolkit-distribution-crash-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const rpc = createSolanaRpc(chain.rpcUrl);

    // Given a running job
    const wallet = createTestWallet();
    let server = await startServerProcess(dataDir, chain.rpcUrl);
    let api = await client(server.url, wallet);
    const admin: string = (await api.get('/wallet/fetch')).data.adminWallet.address;
    await airdrop(chain.rpcUrl, admin, 20_000_000_000n);
    const wallets = newWalletAddresses(1500);
    const amountOf = (i: number) => 1_000_000n + BigInt(i);
    const recipients = wallets.map((w, i) => `${w},${(Number(amountOf(i)) / 1e9).toFixed(9)}`).join('\n');
    const source = { type: 'custodial', address: admin };
    const dry = await api.post('/distribution/validate', { mint: 'SOL', recipients, source });
    expect(dry.errors).toEqual([]);
    const before = (await rpc.getBalance(address(admin), { commitment: 'confirmed' }).send()).value;
    const { id } = await api.post('/distribution', { mint: 'SOL', recipients, source });

    // When the server is killed with SIGKILL while it sends
    for (;;) {
      const { job } = await api.get(`/distribution/${id}`);
      expect(job.status).toBe('running');
      if (job.paid >= 200) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    await killHard(server.child);
    const paidAtKill = (await readOwnerBalances(rpc, wallets, [])).filter((b) => b.lamports > 0n).length;
    expect(paidAtKill).toBeLessThan(1500);

    // And restarted on the same data
    server = await startServerProcess(dataDir, chain.rpcUrl);
    api = await client(server.url, wallet);
    let job;
    for (;;) {
      job = (await api.get(`/distribution/${id}`)).job;
      if (job.status !== 'running') break;
      await new Promise((r) => setTimeout(r, 200));
    }

    // Then every recipient holds exactly its amount and the source paid each once
    expect(job).toMatchObject({ status: 'done', total: 1500, paid: 1500, failed: 0 });
    const balances = await readOwnerBalances(rpc, wallets, []);
    expect(balances.map((b) => b.lamports)).toEqual(wallets.map((_, i) => amountOf(i)));
    const after = (await rpc.getBalance(address(admin), { commitment: 'confirmed' }).send()).value;
    const total = wallets.reduce((s, _, i) => s + amountOf(i), 0n);
    expect(before - after).toBe(total + BigInt(dry.cost.totalLamports));
    await killHard(server.child);
  }, 300_000);
});
