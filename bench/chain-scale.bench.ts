/**
 * The local chain at 100,000 accounts: funds that many new accounts through JSON-RPC (packed
 * System transfers, 21 per transaction), then measures the chain process's memory and how long it
 * takes to start again on the same data: after a kill -9 (snapshot-less, the whole ledger is
 * replayed) and after a clean stop (latest snapshot, history index rebuilt from the ledger).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { base58, closeRpcAgent, keypair, multiTransfer, rpc, startChainProcess, unbase58, type ChainProcess } from './chain-support.ts';

const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 100_000);
const PER_TX = 21;
const SENDERS = 8;
const RENT_EXEMPT = 890_880n;

function rssMb(chain: ChainProcess): number {
  const status = readFileSync(`/proc/${chain.child.pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024);
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-chain-scale-'));
  // No periodic snapshot during the load, so the kill -9 restart replays the whole ledger.
  const env = { CHAIN_SNAPSHOT_MS: '3600000' };
  let chain = await startChainProcess(dataDir, env);
  try {
    const senders = Array.from({ length: SENDERS }, keypair);
    for (const sender of senders) await rpc(chain.rpcUrl, 'requestAirdrop', [base58(sender.publicKey), 10_000_000_000_000]);
    // Any 32 bytes can receive lamports; random keys avoid generating 100,000 keypairs.
    const recipients = Array.from({ length: ACCOUNTS }, () => randomBytes(32));
    const loadStart = performance.now();
    let transactions = 0;
    let last = '';
    await Promise.all(senders.map(async (sender, s) => {
      for (let i = s * PER_TX; i < recipients.length; i += PER_TX * SENDERS) {
        if (transactions % 200 === 0) last = (await rpc(chain.rpcUrl, 'getLatestBlockhash', [])).value.blockhash;
        const tx = multiTransfer(sender, recipients.slice(i, i + PER_TX), RENT_EXEMPT, unbase58(last));
        await rpc(chain.rpcUrl, 'sendTransaction', [tx.toString('base64'), { encoding: 'base64' }]);
        transactions++;
      }
    }));
    const loadSeconds = (performance.now() - loadStart) / 1000;
    const probe = base58(recipients[ACCOUNTS - 1]!);
    // Wait until the last transfers are durable (confirmed) before killing.
    for (let i = 0; i < 200; i++) {
      const { value } = await rpc(chain.rpcUrl, 'getTransactionCount', []).then((count) => ({ value: count }));
      if (value >= transactions + SENDERS) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const rssLoaded = rssMb(chain);

    await chain.stop('SIGKILL');
    chain = await startChainProcess(dataDir, env);
    const replayStartMs = chain.startMs;
    const replayBalance = (await rpc(chain.rpcUrl, 'getBalance', [probe])).value;
    const rssAfterReplay = rssMb(chain);

    await chain.stop('SIGTERM'); // a clean stop writes a snapshot
    chain = await startChainProcess(dataDir, env);
    const snapshotStartMs = chain.startMs;
    const snapshotBalance = (await rpc(chain.rpcUrl, 'getBalance', [probe])).value;
    const rssAfterSnapshot = rssMb(chain);
    const chainDir = join(dataDir, 'chain');
    const snapshotFile = readdirSync(chainDir).find((name) => name.endsWith('.bin'));

    console.log(JSON.stringify({
      bench: 'chain-scale', accounts: ACCOUNTS, transactions, load_tps: Math.round(transactions / loadSeconds),
      rss_mb_loaded: rssLoaded, rss_mb_after_replay: rssAfterReplay, rss_mb_after_snapshot_start: rssAfterSnapshot,
      start_ms_after_kill9_full_replay: Math.round(replayStartMs), start_ms_from_snapshot: Math.round(snapshotStartMs),
      ledger_mb: +(statSync(join(chainDir, 'ledger.log')).size / 2 ** 20).toFixed(1),
      snapshot_mb: snapshotFile ? +(statSync(join(chainDir, snapshotFile)).size / 2 ** 20).toFixed(1) : null,
      balances_intact: replayBalance === Number(RENT_EXEMPT) && snapshotBalance === Number(RENT_EXEMPT),
    }));
  } finally {
    await chain.stop('SIGTERM').catch(() => {});
    closeRpcAgent();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
