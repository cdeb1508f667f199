/**
 * The local chain under two abuses anyone can afford with faucet SOL, each while an ordinary
 * client asks getBalance every 20 ms (the attackers run in a child process, so handling their
 * answers does not delay the ordinary client's event loop):
 * - big-account batch: one 10 MiB account named 100 times in one getMultipleAccounts, posted
 *   again and again by 4 clients (it used to hold the event loop for 16 s and take RSS from 1.3 to
 *   4.3 GB, then fail with "Invalid string length");
 * - subscription fan-out: 200 accountSubscribe on that account over each of 4 sockets (whole
 *   account and 512 KiB slices, half of the sockets not reading), then a 1-lamport transfer to it
 *   every 500 ms (200 subscriptions on one socket used to hold the process for 14 s);
 * - big-account transfers: the same transfers with nobody subscribed, so the fan-out's own cost
 *   reads as the difference (executing a transfer to a 10 MiB account copies it several times).
 * Prints, per scenario, the ordinary client's getBalance p50/p99 (target p99 < 100 ms) and the chain
 * process's resident memory before and at its peak (target growth < 200 MB), and how the attacks
 * were answered.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { createBigAccount } from '../packages/chain/test/big-account.ts';
import {
  base58,
  closeRpcAgent,
  keypair,
  ordinaryClient,
  percentile,
  rpc,
  rssMb,
  startAttackers,
  startChainProcess,
  transfer,
  unbase58,
} from './chain-support.ts';

const ABUSE_MS = Number(process.env.BENCH_ABUSE_MS ?? 10_000);
const BIG_ACCOUNT_BYTES = 10 * 1024 * 1024;
const SCENARIOS = ['big-account-batch', 'big-account-transfers', 'subscription-fan-out'] as const;
type Scenario = (typeof SCENARIOS)[number];

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-abuse-'));
  const chain = await startChainProcess(dataDir);
  const pid = chain.child.pid!;
  try {
    const holder = base58(keypair().publicKey);
    await rpc(chain.rpcUrl, 'requestAirdrop', [holder, 1_000_000_000]);
    const big = await createBigAccount(chain.rpcUrl, BIG_ACCOUNT_BYTES);
    for (const scenario of SCENARIOS) {
      const rssBefore = rssMb(pid);
      const attackers = await startAttackers(
        fileURLToPath(import.meta.url),
        { BENCH_ABUSE_TARGET: JSON.stringify({ scenario, rpcUrl: chain.rpcUrl, wsUrl: chain.wsUrl, big: big.address }) },
        'attacking',
      );
      const { latencies, peakRssMb: peak } = await ordinaryClient(chain.rpcUrl, holder, pid, ABUSE_MS);
      const answers = JSON.parse(/answers (\{.*\})/.exec(await attackers.stop())![1]!);
      console.log(
        JSON.stringify({
          bench: 'chain-abuse',
          scenario,
          abuseSeconds: ABUSE_MS / 1000,
          bigAccountBytes: BIG_ACCOUNT_BYTES,
          getBalanceCalls: latencies.length,
          getBalanceP50Ms: Number(percentile(latencies, 50).toFixed(1)),
          getBalanceP99Ms: Number(percentile(latencies, 99).toFixed(1)),
          getBalanceMaxMs: Number(latencies[latencies.length - 1]!.toFixed(1)),
          targetP99Ms: 100,
          rssBeforeMb: Math.round(rssBefore),
          rssPeakMb: Math.round(peak),
          rssGrowthMb: Math.round(peak - rssBefore),
          targetRssGrowthMb: 200,
          answers,
        }),
      );
    }
  } finally {
    await chain.stop('SIGTERM');
    closeRpcAgent();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

interface Target {
  scenario: Scenario;
  rpcUrl: string;
  wsUrl: string;
  big: string;
}

/** The attacker of one scenario, until SIGTERM; prints how it was answered. */
async function attack(target: Target): Promise<void> {
  let stop = false;
  const answers: Record<string, number> = {};
  const count = (what: string) => (answers[what] = (answers[what] ?? 0) + 1);
  const stopped = new Promise<void>((resolve) => process.once('SIGTERM', () => resolve()));
  const work: Array<Promise<unknown>> = [];

  if (target.scenario === 'big-account-batch') {
    const body = JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'getMultipleAccounts',
      params: [Array.from({ length: 100 }, () => target.big), { encoding: 'base64' }],
    });
    for (let client = 0; client < 4; client++) {
      work.push(
        (async () => {
          while (!stop) {
            const res = await fetch(target.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body }).catch(() => null);
            const json = res ? await res.json().catch(() => null) : null;
            count(json?.error ? `error ${json.error.code}` : json?.result ? 'answered' : 'no answer');
          }
        })(),
      );
    }
  } else {
    const subscribe = (slice: boolean) =>
      Array.from({ length: 100 }, (_, id) => ({
        jsonrpc: '2.0',
        id,
        method: 'accountSubscribe',
        params: [target.big, slice ? { encoding: 'base64', dataSlice: { offset: 0, length: 512 * 1024 } } : { encoding: 'base64' }],
      }));
    for (const [slice, reading] of (target.scenario === 'big-account-transfers'
      ? []
      : [
          [false, true],
          [false, false],
          [true, true],
          [true, false],
        ]) as Array<readonly [boolean, boolean]>) {
      const socket = new WebSocket(target.wsUrl);
      await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
      socket.on('message', (m) => {
        const message = JSON.parse(m.toString());
        if (message.method === 'accountNotification')
          count(message.params.error ? `notification error ${message.params.error.code}` : 'notification');
      });
      socket.once('close', (code) => count(`socket closed ${code}`));
      socket.send(JSON.stringify(subscribe(slice)));
      socket.send(JSON.stringify(subscribe(slice)));
      await new Promise((r) => setTimeout(r, 200));
      if (!reading) (socket as unknown as { _socket: { pause(): void } })._socket.pause();
    }
    // Each transfer is a new transaction writing the account: every subscription hears of it.
    const payer = keypair();
    await rpc(target.rpcUrl, 'requestAirdrop', [base58(payer.publicKey), 1_000_000_000]);
    await new Promise((r) => setTimeout(r, 500));
    work.push(
      (async () => {
        for (let lamports = 1n; !stop; lamports++) {
          const { blockhash } = (await rpc(target.rpcUrl, 'getLatestBlockhash', [])).value;
          const tx = transfer(payer, unbase58(target.big), lamports, unbase58(blockhash));
          await rpc(target.rpcUrl, 'sendTransaction', [tx.toString('base64'), { encoding: 'base64' }]).then(
            () => count('transfer'),
            () => count('transfer refused'),
          );
          await new Promise((r) => setTimeout(r, 500));
        }
      })(),
    );
  }
  console.log('attacking');
  await stopped;
  stop = true;
  await Promise.race([Promise.all(work), new Promise((r) => setTimeout(r, 2_000))]);
  console.log(`answers ${JSON.stringify(answers)}`);
  process.exit(0);
}

const target = process.env.BENCH_ABUSE_TARGET;
if (target) await attack(JSON.parse(target));
else await main();
