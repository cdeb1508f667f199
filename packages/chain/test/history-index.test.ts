/**
 * The transaction-history index saved beside each snapshot: after a crash the chain starts again
 * reading only the ledger tail for its history, yet getSignaturesForAddress, getTransaction and
 * getSignatureStatuses (searchTransactionHistory) answer for old and new signatures exactly as the
 * chain that wrote them did. A damaged index is refused and the whole ledger is indexed instead.
 * The crash is a copy of the data directory taken while the first engine is still running; the
 * RPC method group is called directly on each engine, so both answer through the same code.
 */
import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { Keypair, LAMPORTS_PER_SOL, SystemProgram, Transaction } from '@solana/web3.js';
import { ChainEngine, type SnapshotStats } from '../src/engine/chain-engine.js';
import { JsonText } from '../src/rpc/json.js';
import { transactionMethods } from '../src/rpc/transaction-methods.js';
import { useEngineFolder, confirmed } from './engine-kit.js';

/** A method's answer as a client reads it (hot methods answer with JSON text already written). */
const read = (answer: unknown): unknown => (answer instanceof JsonText ? JSON.parse(answer.text) : answer);

const { root, engines } = useEngineFolder('chain-history-index-');
const dir = join(root, 'chain');
const open = async (at: string) => {
  const engine = await ChainEngine.open({ dir: at, slotMs: 50, snapshotEveryMs: 3_600_000 });
  engines.push(engine);
  return engine;
};

const alice = Keypair.generate();
const bob = Keypair.generate();
const carol = Keypair.generate();
let chain: ChainEngine;
let snapshot: SnapshotStats;
const before: string[] = [];
let after: string[] = [];

/** A transfer; one larger than the balance lands (skipPreflight) as a failed transaction, with its error. */
function transfer(engine: ChainEngine, from: Keypair, to: Keypair, lamports: number): string {
  const tx = new Transaction({ feePayer: from.publicKey, recentBlockhash: engine.latestBlockhash().blockhash }).add(
    SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to.publicKey, lamports }),
  );
  tx.sign(from);
  return engine.submit(tx.serialize(), { skipPreflight: true });
}

/** What clients read of the history: statuses, each address's signatures (whole and paged) and each transaction. */
function historyAnswers(engine: ChainEngine, signatures: string[]) {
  const rpc = transactionMethods(engine);
  const addresses = [alice, bob, carol].map((keypair) => keypair.publicKey.toBase58());
  return {
    count: engine.history.size,
    statuses: (read(rpc.getSignatureStatuses!([signatures, { searchTransactionHistory: true }])) as { value: unknown }).value,
    forAddress: addresses.map((address) => rpc.getSignaturesForAddress!([address])),
    paged: addresses.map((address) => rpc.getSignaturesForAddress!([address, { limit: 2, before: signatures.at(-1), until: signatures[1] }])),
    transactions: signatures.map((signature) => [
      read(rpc.getTransaction!([signature, { encoding: 'json', maxSupportedTransactionVersion: 0 }])),
      read(rpc.getTransaction!([signature, 'base64'])),
    ]),
  };
}

beforeAll(async () => {
  // Given a chain with a history of successful and failed transfers, snapshotted, then a tail after the snapshot
  chain = await open(dir);
  before.push(chain.airdrop(alice.publicKey.toBytes(), 5n * BigInt(LAMPORTS_PER_SOL)));
  before.push(chain.airdrop(bob.publicKey.toBytes(), BigInt(LAMPORTS_PER_SOL)));
  for (let i = 0; i < 5; i++) before.push(transfer(chain, alice, bob, 1_000_000 + i));
  before.push(transfer(chain, bob, carol, 1_000_000));
  before.push(transfer(chain, carol, alice, 10 * LAMPORTS_PER_SOL)); // fails: carol cannot pay that much
  await confirmed(chain, before);
  snapshot = (await chain.snapshot())!;
  after = [transfer(chain, alice, carol, 2_000_000), transfer(chain, bob, alice, 100 * LAMPORTS_PER_SOL)];
  await confirmed(chain, after);
  expect(chain.status(after[1]!)?.err).not.toBeNull();
});

describe('history index saved with the snapshot', () => {
  it('Given a history index saved with the snapshot, when the chain crashes and restarts, then it indexes only the ledger tail and answers for old and new signatures as before', async () => {
    // When the chain crashes and starts again on what is on disk
    const crashed = join(root, 'crashed');
    cpSync(dir, crashed, { recursive: true });
    expect(readdirSync(crashed)).toContain(`history-${snapshot.ledgerOffset}.bin`);
    const restarted = await open(crashed);

    // Then the history of everything before the snapshot came from the saved index; only the tail was read
    expect(restarted.startStats).toMatchObject({
      snapshotOffset: snapshot.ledgerOffset,
      historyIndexOffset: snapshot.ledgerOffset,
      indexedFromSaved: before.length,
      indexedFromLedger: after.length,
      replayedRecords: after.length,
      ledgerRecords: before.length + after.length,
    });

    // And every history answer is the one the chain gave before the crash, for old and new signatures
    const signatures = [...before, ...after];
    const answers = historyAnswers(restarted, signatures);
    expect(answers).toEqual(historyAnswers(chain, signatures));
    expect(answers.forAddress[0]).toHaveLength(9); // alice: her airdrop, 5 payments, carol's failed one, 2 after the snapshot
    expect(answers.statuses).toMatchObject({ [before.length - 1]: { err: { InstructionError: [0, { Custom: 1 }] } } });

    // And an old transaction is still refused as a duplicate
    const rpc = transactionMethods(restarted);
    const old = (read(rpc.getTransaction!([before[2]!, 'base64'])) as { transaction: [string, string] }).transaction[0];
    expect(() => restarted.submit(Buffer.from(old, 'base64'))).toThrow('This transaction has already been processed');
  });

  it('Given a saved index with one byte flipped, when the chain starts on it, then it ignores the index, indexes the whole ledger and gives the same answers', async () => {
    // Given a crash copy whose saved index has one byte flipped
    const damaged = join(root, 'damaged');
    cpSync(dir, damaged, { recursive: true });
    const path = join(damaged, `history-${snapshot.ledgerOffset}.bin`);
    const bytes = readFileSync(path);
    bytes[bytes.length - 3] ^= 0xff;
    writeFileSync(path, bytes);

    // When the chain starts on it
    const restarted = await open(damaged);

    // Then it ignored the index, read every transaction from the ledger, and answers as before
    expect(restarted.startStats).toMatchObject({
      snapshotOffset: snapshot.ledgerOffset,
      historyIndexOffset: 0,
      indexedFromSaved: 0,
      indexedFromLedger: before.length + after.length,
      replayedRecords: after.length,
    });
    const signatures = [...before, ...after];
    expect(historyAnswers(restarted, signatures)).toEqual(historyAnswers(chain, signatures));
  });
});
