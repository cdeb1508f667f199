/**
 * The local chain's RPC under a flood: while 8 HTTP clients post 100-request batches of
 * broad getProgramAccounts scans and 16 WebSocket clients send requests without ever reading the
 * answers, one ordinary client asks getBalance every 20 ms (the attackers run in a child process, so
 * parsing their answers does not delay the ordinary client's event loop). Prints the ordinary client's latency
 * (p50/p99; target p99 < 50 ms), how the flood was answered, and the chain process's resident
 * memory before, at its peak and after (target: bounded growth, not tens of MB per second).
 * `floodAnswers` counts whole batches (ok, -32009 too large, -32010) and, inside the ok ones, the
 * scans served and those refused by the per-connection scan budget (-32005).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { base58, closeRpcAgent, keypair, ordinaryClient, percentile, rpc, rssMb, startAttackers, startChainProcess } from './chain-support.ts';

const FLOOD_MS = Number(process.env.BENCH_FLOOD_MS ?? 10_000);
const ACCOUNTS = 2_000;
const SYSTEM_PROGRAM = '11111111111111111111111111111111';

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-flood-'));
  const chain = await startChainProcess(dataDir);
  const pid = chain.child.pid!;
  try {
    const holder = base58(keypair().publicKey);
    await rpc(chain.rpcUrl, 'requestAirdrop', [holder, 1_000_000_000]);
    for (let i = 0; i < ACCOUNTS; i += 100) {
      await Promise.all(Array.from({ length: 100 }, () => rpc(chain.rpcUrl, 'requestAirdrop', [base58(keypair().publicKey), 1_000_000])));
    }
    const rssBefore = rssMb(pid);
    const attackers = await startAttackers(
      fileURLToPath(import.meta.url),
      { BENCH_FLOOD_TARGET: JSON.stringify({ rpcUrl: chain.rpcUrl, wsUrl: chain.wsUrl }) },
      'flooding',
    );
    const { latencies, peakRssMb: peak } = await ordinaryClient(chain.rpcUrl, holder, pid, FLOOD_MS);
    const answers = JSON.parse(/answers (\{.*\})/.exec(await attackers.stop())![1]!);
    await new Promise((r) => setTimeout(r, 1_000));
    const rssAfter = rssMb(pid);
    console.log(
      JSON.stringify({
        bench: 'chain-flood',
        floodSeconds: FLOOD_MS / 1000,
        programAccounts: ACCOUNTS,
        getBalanceCalls: latencies.length,
        getBalanceP50Ms: Number(percentile(latencies, 50).toFixed(1)),
        getBalanceP99Ms: Number(percentile(latencies, 99).toFixed(1)),
        targetP99Ms: 50,
        rssBeforeMb: Number(rssBefore.toFixed(0)),
        rssPeakMb: Number(peak.toFixed(0)),
        rssAfterMb: Number(rssAfter.toFixed(0)),
        rssGrowthMbPerSecond: Number(((peak - rssBefore) / (FLOOD_MS / 1000)).toFixed(2)),
        floodAnswers: answers,
      }),
    );
  } finally {
    await chain.stop('SIGTERM');
    closeRpcAgent();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The attackers: 8 HTTP clients posting scan batches, 16 WebSockets sending and never reading, until SIGTERM. */
async function flood({ rpcUrl, wsUrl }: { rpcUrl: string; wsUrl: string }): Promise<void> {
  let stop = false;
  const answers = { ok: 0, scansServed: 0, scansRateLimited: 0, tooLarge: 0, scanRefused: 0, other: 0, socketsClosed: 0 };

  // HTTP flood: batches of broad scans (each scan matches every system account).
  const scan = JSON.stringify(
    Array.from({ length: 100 }, (_, id) => ({
      jsonrpc: '2.0',
      id,
      method: 'getProgramAccounts',
      params: [SYSTEM_PROGRAM, { filters: [{ dataSize: 0 }] }],
    })),
  );
  const httpFlooders = Array.from({ length: process.env.BENCH_NO_HTTP ? 0 : 8 }, async () => {
    while (!stop) {
      const res = await fetch(rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: scan }).catch(() => null);
      const json = res ? await res.json().catch(() => null) : null;
      const code = Array.isArray(json) ? 0 : json?.error?.code;
      if (code === 0) {
        answers.ok++;
        for (const item of json) {
          if (item.result) answers.scansServed++;
          else if (item.error?.code === -32005) answers.scansRateLimited++;
        }
      } else if (code === -32009) answers.tooLarge++;
      else if (code === -32010) answers.scanRefused++;
      else answers.other++;
    }
  });

  // WebSocket flood: clients that send and never read.
  const sockets = await Promise.all(
    Array.from(
      { length: process.env.BENCH_NO_WS ? 0 : 16 },
      () =>
        new Promise<WebSocket | null>((resolve) => {
          const s = new WebSocket(wsUrl);
          s.once('open', () => resolve(s));
          s.once('error', () => resolve(null));
          s.once('unexpected-response', () => resolve(null));
        }),
    ),
  );
  const wsTimers = sockets
    .filter((s): s is WebSocket => s !== null)
    .map((s) => {
      (s as unknown as { _socket: { pause(): void } })._socket.pause();
      s.once('close', () => answers.socketsClosed++);
      const message = JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'getAccountInfo',
        params: ['ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL', { encoding: 'base64', dataSlice: { offset: 0, length: 60_000 } }],
      });
      return setInterval(() => s.readyState === s.OPEN && s.send(message), 2);
    });

  console.log('flooding');
  await new Promise<void>((resolve) => process.once('SIGTERM', () => resolve()));
  stop = true;
  wsTimers.forEach(clearInterval);
  sockets.forEach((s) => s?.terminate());
  await Promise.all(httpFlooders);
  console.log(`answers ${JSON.stringify(answers)}`);
  // Keep-alive sockets would keep this process alive; stdout to a pipe is synchronous on Linux.
  process.exit(0);
}

const target = process.env.BENCH_FLOOD_TARGET;
if (target) await flood(JSON.parse(target));
else await main();
