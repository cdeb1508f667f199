/**
 * A vesting job survives kill -9 for real: the server runs as its own process on a data folder,
 * is killed with SIGKILL while the job creates escrows, and restarted on the same folder. The job
 * resumes by itself and every recipient ends up with exactly one escrow holding its amount: the
 * chain's escrows of the source are counted per recipient, and the source spent exactly the total.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createSolanaRpc } from '@solana/kit';
import { findVestingEscrows, LOCK_PROGRAM_ADDRESS } from '@toolkit/chain';
import { afterAll, describe, expect, it } from 'vitest';
import { airdrop, createTestToken, giveTokens, tokenBalance } from '../../../test/chain-kit.ts';
import { newWalletAddresses, createTestWallet, startTestChain } from '../../../test/helpers.ts';
import { serverProcess, type ServerProcess } from '../../../test/server-process.ts';

const UNIT = 1_000_000n;
const ROWS = 600;
const cleanups: (() => Promise<void>)[] = [];
let server: ServerProcess | undefined;

afterAll(async () => {
  await server?.kill();
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('vesting jobs and kill -9', () => {
  it(`Given a vesting job of ${ROWS} schedules, when the server is killed with SIGKILL mid-job and restarted, then the job resumes and every recipient has exactly one escrow`, async () => {
    const chain = await startTestChain();
    cleanups.push(() => chain.close());
    const dataDir = await mkdtemp(path.join(tmpdir(), 'toolkit-vesting-crash-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const rpc = createSolanaRpc(chain.rpcUrl);
    server = await serverProcess(dataDir, chain.rpcUrl);
    await server.start();

    // Given a running job from the user's custodial wallet, funded with the tokens
    const wallet = createTestWallet();
    const token = await server.signIn(wallet);
    const get = (p: string) =>
      fetch(`${server!.url}/api${p}`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.json() as Promise<any>);
    const admin: string = (await get('/wallet/fetch')).data.adminWallet.address;
    await airdrop(chain.rpcUrl, admin, 20n);
    await airdrop(chain.rpcUrl, wallet.address, 2n);
    const mint = await createTestToken(chain.rpcUrl, wallet, 6, 10_000_000n * UNIT);
    await giveTokens(chain.rpcUrl, wallet, admin, mint, 10_000_000n * UNIT);
    const wallets = newWalletAddresses(ROWS);
    const amountOf = (i: number) => 100n + BigInt(i);
    const recipients = wallets.map((w, i) => `${w},${amountOf(i)}`).join('\n');
    const body = {
      mint,
      recipients,
      schedule: {
        startTime: new Date().toISOString(),
        cliffTime: new Date(Date.now() + 86_400_000).toISOString(),
        cliffPercent: 10,
        frequencySeconds: 86_400,
        numberOfPeriods: 4,
      },
      source: { type: 'custodial', address: admin },
    };
    const started = await server.post('/vesting/jobs', body, token);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const id = started.body.id;

    // When the server is killed with SIGKILL while it sends
    for (;;) {
      const { job } = await get(`/vesting/jobs/${id}`);
      expect(job.status).toBe('running');
      if (job.paid >= 60) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    await server.kill();
    const atKill = await findVestingEscrows(rpc, LOCK_PROGRAM_ADDRESS, { creator: admin });
    expect(atKill.length).toBeLessThan(ROWS);

    // And restarted on the same data
    await server.start();
    let job;
    for (;;) {
      job = (await get(`/vesting/jobs/${id}`)).job;
      if (job.status !== 'running') break;
      await new Promise((r) => setTimeout(r, 200));
    }

    // Then every recipient has exactly one escrow with its amount, and the source paid each once
    expect(job).toMatchObject({ status: 'done', total: ROWS, paid: ROWS, failed: 0 });
    const escrows = await findVestingEscrows(rpc, LOCK_PROGRAM_ADDRESS, { creator: admin });
    expect(escrows).toHaveLength(ROWS);
    const byRecipient = new Map(escrows.map((e) => [e.recipient as string, e]));
    expect(byRecipient.size).toBe(ROWS);
    for (const [i, w] of wallets.entries()) {
      const e = byRecipient.get(w)!;
      expect(e.cliffUnlockAmount + e.amountPerPeriod * e.numberOfPeriod).toBe(amountOf(i) * UNIT);
    }
    const total = wallets.reduce((s, _, i) => s + amountOf(i), 0n) * UNIT;
    expect(await tokenBalance(chain.rpcUrl, admin, mint)).toBe(10_000_000n * UNIT - total);
    const rows = job.rows as { escrow: string; signature: string }[];
    expect(new Set(rows.map((r) => r.escrow))).toEqual(new Set(escrows.map((e) => e.address)));
  }, 300_000);
});
