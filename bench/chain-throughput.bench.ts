/**
 * Local chain throughput: 8 concurrent clients send pre-signed SOL transfers over JSON-RPC to the
 * chain running as its own process (`npm run chain`'s entry point, durability on: every answer
 * comes after the ledger fsync). Prints tps, send-to-confirmed latency p50/p99, and the ratio to
 * LiteSVM called directly in this process on the same kind of transactions.
 *
 * Like a validator, sendTransaction answers once the transaction is executed; the transaction is
 * confirmed when its ledger record is fsynced, which is when getSignatureStatuses shows it and
 * subscribers are notified. Latency is measured from the send to that notification (one
 * logsSubscribe('all') on the WebSocket), and every status is checked at the end.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import WebSocket from 'ws';
import { base58, keypair, rpc, startChainProcess, transfer, unbase58, closeRpcAgent } from './chain-support.ts';

const CLIENTS = 8;
const PER_CLIENT = Number(process.env.BENCH_PER_CLIENT ?? 750);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-chain-'));
  const chain = await startChainProcess(dataDir);
  try {
    const { rpcUrl: url, wsUrl } = chain;
    const senders = Array.from({ length: CLIENTS }, keypair);
    await Promise.all(senders.map((s) => rpc(url, 'requestAirdrop', [base58(s.publicKey), 1_000_000_000_000])));
    const recipient = keypair().publicKey;
    const {
      value: { blockhash },
    } = await rpc(url, 'getLatestBlockhash', []);
    const hash = unbase58(blockhash);
    const batches = senders.map((s, c) =>
      Array.from({ length: PER_CLIENT }, (_, i) => transfer(s, recipient, 1_000_000n + BigInt(c * PER_CLIENT + i), hash).toString('base64')),
    );

    // Warm up the connections and the chain's code paths.
    for (const s of senders) await rpc(url, 'sendTransaction', [transfer(s, recipient, 999_999n, hash).toString('base64'), { encoding: 'base64' }]);

    const total = CLIENTS * PER_CLIENT;
    const socket = new WebSocket(wsUrl);
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'logsSubscribe', params: ['all'] }));
    await new Promise((resolve) => socket.once('message', resolve));
    const sentAt = new Map<string, number>();
    const confirmedAt = new Map<string, number>();
    let allConfirmed!: () => void;
    const done = new Promise<void>((resolve) => (allConfirmed = resolve));
    socket.on('message', (data) => {
      const signature = JSON.parse(String(data)).params?.result?.value?.signature;
      if (signature && !confirmedAt.has(signature)) {
        confirmedAt.set(signature, performance.now());
        if (confirmedAt.size === total) allConfirmed();
      }
    });

    const signatures: string[] = [];
    const started = performance.now();
    await Promise.all(
      batches.map(async (batch) => {
        for (const tx of batch) {
          const t0 = performance.now();
          const signature = await rpc(url, 'sendTransaction', [tx, { encoding: 'base64' }]);
          sentAt.set(signature, t0);
          signatures.push(signature);
        }
      }),
    );
    await done;
    const seconds = (Math.max(...confirmedAt.values()) - started) / 1000;
    socket.close();
    const latencies = signatures.map((signature) => confirmedAt.get(signature)! - sentAt.get(signature)!);

    let confirmed = 0;
    for (let i = 0; i < signatures.length; i += 256) {
      const { value } = await rpc(url, 'getSignatureStatuses', [signatures.slice(i, i + 256)]);
      confirmed += value.filter((s: any) => s?.confirmationStatus === 'finalized' && s.err === null).length;
    }

    // The same transfers executed by LiteSVM directly, without RPC or durability.
    const require = createRequire(import.meta.url);
    const { LiteSvm, Account } = require('litesvm/dist/internal.js');
    const svm = new LiteSvm();
    svm.setBlockhashCheck(false);
    svm.setTransactionHistory(0n);
    for (const s of senders) svm.setAccount(s.publicKey, new Account(1_000_000_000_000n, new Uint8Array(), new Uint8Array(32), false, 0n));
    const direct = batches.flat().map((b64) => Buffer.from(b64, 'base64'));
    const d0 = performance.now();
    for (const tx of direct) svm.sendLegacyTransaction(tx);
    const directTps = total / ((performance.now() - d0) / 1000);

    latencies.sort((a, b) => a - b);
    const tps = total / seconds;
    console.log(
      JSON.stringify({
        bench: 'chain-throughput',
        clients: CLIENTS,
        transactions: total,
        confirmed,
        durable: true,
        tps: Math.round(tps),
        p50_ms: +percentile(latencies, 50).toFixed(2),
        p99_ms: +percentile(latencies, 99).toFixed(2),
        litesvm_direct_tps: Math.round(directTps),
        ratio_to_litesvm: +(tps / directTps).toFixed(3),
        goal: { tps: 2000, p50_ms: 10 },
        meets_goal: tps >= 2000 && percentile(latencies, 50) < 10,
      }),
    );
  } finally {
    await chain.stop('SIGTERM');
    closeRpcAgent();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
