/**
 * The local chain at 100,000 accounts: funds that many new accounts through JSON-RPC (packed
 * System transfers, 21 per transaction), then measures memory, how long the chain process takes
 * to start again on the same data, and what the account-level snapshot costs:
 * - after a kill -9 with no snapshot yet: the whole ledger is executed again (full replay);
 * - the snapshot written on a clean stop (all 100,000 accounts changed: the worst case) and the
 *   next one after 2,100 more accounts (the usual periodic case): wall time, size, and the longest
 *   time it held the event loop (how long a transaction could wait behind it);
 * - after a clean stop: start from the snapshot and the history index saved with it (only the
 *   ledger tail after the snapshot is read);
 * - the engine alone, in-process: from the snapshot with the saved history index, from the
 *   snapshot without it (the whole ledger read to rebuild the index, as before the index was
 *   saved), and from a full replay (no node/tsx boot).
 */
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ChainEngine } from '../packages/chain/src/engine/chain-engine.ts';
import { base58, closeRpcAgent, keypair, multiTransfer, rpc, startChainProcess, unbase58, type ChainProcess, type Signer } from './chain-support.ts';

const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 100_000);
const PER_TX = 21;
const SENDERS = 8;
const RENT_EXEMPT = 890_880n;
// No periodic snapshot: the kill -9 restart must replay the whole ledger, and the snapshots
// measured are the ones written on a clean stop.
const env = { CHAIN_SNAPSHOT_MS: '3600000' };

function rssMb(chain: ChainProcess): number {
  const status = readFileSync(`/proc/${chain.child.pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024);
}

/** Funds `recipients` from `senders` in packed transfers and waits until all are confirmed. */
async function fund(chain: ChainProcess, senders: Signer[], recipients: Buffer[]): Promise<number> {
  const before = await rpc(chain.rpcUrl, 'getTransactionCount', []);
  let transactions = 0;
  let last = '';
  await Promise.all(
    senders.map(async (sender, s) => {
      for (let i = s * PER_TX; i < recipients.length; i += PER_TX * SENDERS) {
        if (transactions % 200 === 0) last = (await rpc(chain.rpcUrl, 'getLatestBlockhash', [])).value.blockhash;
        const tx = multiTransfer(sender, recipients.slice(i, i + PER_TX), RENT_EXEMPT, unbase58(last));
        await rpc(chain.rpcUrl, 'sendTransaction', [tx.toString('base64'), { encoding: 'base64' }]);
        transactions++;
      }
    }),
  );
  for (let i = 0; i < 500 && (await rpc(chain.rpcUrl, 'getTransactionCount', [])) < before + transactions; i++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return transactions;
}

interface SnapshotLine {
  accounts: number;
  changed: number;
  mib: number;
  ms: number;
  heldMs: number;
  heldCpuMs: number;
}

/** Stops the chain cleanly and reads the snapshot it logs on the way out. */
async function stopWithSnapshot(chain: ChainProcess): Promise<SnapshotLine | null> {
  let out = '';
  chain.child.stdout!.on('data', (chunk) => (out += chunk));
  const drained = new Promise((resolve) => chain.child.stdout!.once('close', resolve));
  await chain.stop('SIGTERM');
  await drained;
  const m =
    /snapshot of (\d+) accounts \((\d+) changed\).*: ([\d.]+) MiB in (\d+) ms, event loop held at most ([\d.]+) ms \(([\d.]+) ms of CPU\)/.exec(out);
  return m ? { accounts: +m[1]!, changed: +m[2]!, mib: +m[3]!, ms: +m[4]!, heldMs: +m[5]!, heldCpuMs: +m[6]! } : null;
}

async function engineStart(dir: string): Promise<ChainEngine['startStats']> {
  const engine = await ChainEngine.open({ dir, snapshotEveryMs: 3_600_000, logger: { info() {}, warn: console.warn, error: console.error } });
  const stats = engine.startStats;
  await engine.close();
  return stats;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-chain-scale-'));
  const chainDir = join(dataDir, 'chain');
  let chain = await startChainProcess(dataDir, env);
  try {
    const senders = Array.from({ length: SENDERS }, keypair);
    for (const sender of senders) await rpc(chain.rpcUrl, 'requestAirdrop', [base58(sender.publicKey), 10_000_000_000_000]);
    // Any 32 bytes can receive lamports; random keys avoid generating 100,000 keypairs.
    const recipients = Array.from({ length: ACCOUNTS }, () => randomBytes(32));
    const loadStart = performance.now();
    const transactions = await fund(chain, senders, recipients);
    const loadSeconds = (performance.now() - loadStart) / 1000;
    const probe = base58(recipients[ACCOUNTS - 1]!);
    const rssLoaded = rssMb(chain);

    // kill -9 before any snapshot: the whole ledger is executed again.
    await chain.stop('SIGKILL');
    chain = await startChainProcess(dataDir, env);
    const replayStartMs = chain.startMs;
    const replayBalance = (await rpc(chain.rpcUrl, 'getBalance', [probe])).value;
    const rssAfterReplay = rssMb(chain);

    // A clean stop snapshots every account (all changed since start: the worst case).
    const fullSnapshot = await stopWithSnapshot(chain);
    chain = await startChainProcess(dataDir, env);
    const snapshotStartMs = chain.startMs;
    const snapshotBalance = (await rpc(chain.rpcUrl, 'getBalance', [probe])).value;
    const rssAfterSnapshot = rssMb(chain);

    // The usual periodic case: a snapshot after some activity (2,100 more accounts).
    await fund(
      chain,
      senders,
      Array.from({ length: 100 * PER_TX }, () => randomBytes(32)),
    );
    const nextSnapshot = await stopWithSnapshot(chain);
    const snapshotFile = readdirSync(chainDir).find((name) => /^snapshot-\d+\.bin$/.test(name));
    const indexFile = readdirSync(chainDir).find((name) => /^history-\d+\.bin$/.test(name));
    const historyIndexKb = indexFile ? Math.round(statSync(join(chainDir, indexFile)).size / 1024) : null;
    const snapshotMb = snapshotFile ? +(statSync(join(chainDir, snapshotFile)).size / 2 ** 20).toFixed(1) : null;

    // The engine alone: from the snapshot and saved index, from copies without the index (whole
    // ledger indexed) and without either (full replay). Copies first: a clean stop rewrites them.
    const noIndexDir = join(dataDir, 'no-index-copy');
    cpSync(chainDir, noIndexDir, { recursive: true, filter: (source) => !/history-\d+\.bin$/.test(source) });
    const replayDir = join(dataDir, 'replay-copy');
    cpSync(chainDir, replayDir, { recursive: true, filter: (source) => !/(snapshot|history)-\d+\.bin$/.test(source) });
    const fromSnapshot = await engineStart(chainDir);
    const fromSnapshotNoIndex = await engineStart(noIndexDir);
    const fromReplay = await engineStart(replayDir);

    console.log(
      JSON.stringify({
        bench: 'chain-scale',
        accounts: ACCOUNTS,
        transactions,
        load_tps: Math.round(transactions / loadSeconds),
        rss_mb_loaded: rssLoaded,
        rss_mb_after_replay: rssAfterReplay,
        rss_mb_after_snapshot_start: rssAfterSnapshot,
        start_ms_after_kill9_full_replay: Math.round(replayStartMs),
        start_ms_from_snapshot: Math.round(snapshotStartMs),
        engine_start_ms_full_replay: fromReplay.totalMs,
        engine_replayed_records_full_replay: fromReplay.replayedRecords,
        engine_start_ms_from_snapshot: fromSnapshot.totalMs,
        engine_snapshot_load_ms: fromSnapshot.snapshotLoadMs,
        engine_replayed_records_from_snapshot: fromSnapshot.replayedRecords,
        ledger_records: fromSnapshot.ledgerRecords,
        engine_history_index_load_ms: fromSnapshot.historyIndexLoadMs,
        engine_indexed_from_saved: fromSnapshot.indexedFromSaved,
        engine_indexed_from_ledger: fromSnapshot.indexedFromLedger,
        engine_start_ms_from_snapshot_without_saved_index: fromSnapshotNoIndex.totalMs,
        engine_indexed_from_ledger_without_saved_index: fromSnapshotNoIndex.indexedFromLedger,
        snapshot_full_write_ms: fullSnapshot?.ms ?? null,
        snapshot_full_accounts: fullSnapshot?.accounts ?? null,
        snapshot_full_event_loop_held_ms: fullSnapshot?.heldMs ?? null,
        snapshot_full_event_loop_held_cpu_ms: fullSnapshot?.heldCpuMs ?? null,
        snapshot_periodic_write_ms: nextSnapshot?.ms ?? null,
        snapshot_periodic_changed_accounts: nextSnapshot?.changed ?? null,
        snapshot_periodic_event_loop_held_ms: nextSnapshot?.heldMs ?? null,
        snapshot_periodic_event_loop_held_cpu_ms: nextSnapshot?.heldCpuMs ?? null,
        load_average: +(await import('node:os')).loadavg()[0]!.toFixed(1),
        ledger_mb: +(statSync(join(chainDir, 'ledger.log')).size / 2 ** 20).toFixed(1),
        snapshot_mb: snapshotMb,
        history_index_kb: historyIndexKb,
        balances_intact: replayBalance === Number(RENT_EXEMPT) && snapshotBalance === Number(RENT_EXEMPT),
      }),
    );
  } finally {
    await chain.stop('SIGTERM').catch(() => {});
    closeRpcAgent();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
