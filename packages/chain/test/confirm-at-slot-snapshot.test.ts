/**
 * With confirmation at slot boundaries (CHAIN_CONFIRM_AT_SLOT=1) a transaction is durable some time
 * before it is reported. A snapshot taken in between must still hold it in its saved history
 * index: after a crash, start-up reads only the ledger after the index's offset, so a record left
 * out of the index would be gone from the history and from the duplicate check for good.
 * The crash is a copy of the data directory taken while the engine still runs.
 */
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Keypair, LAMPORTS_PER_SOL, SystemProgram, Transaction } from '@solana/web3.js';
import { ChainEngine, TransactionRejected } from '../src/engine/chain-engine.js';
import { useEngineFolder } from './engine-kit.js';

const { root, engines } = useEngineFolder('chain-confirm-at-slot-');
const open = async (dir: string) => {
  const engine = await ChainEngine.open({ dir, slotMs: 1_500, confirmAtSlot: true, snapshotEveryMs: 3_600_000 });
  engines.push(engine);
  return engine;
};

function reported(engine: ChainEngine, signature: string): Promise<void> {
  return new Promise((resolve) => {
    if (engine.status(signature)) return resolve();
    const stop = engine.onCommit(({ record }) => {
      if (record.signature !== signature) return;
      stop();
      resolve();
    });
  });
}

describe('Confirmation at slot boundaries and snapshots', () => {
  it('Given a transfer that is durable but not yet reported, when a snapshot is taken and the chain then crashes, then the restarted chain has it in its history and refuses it as a duplicate', async () => {
    const engine = await open(join(root, 'chain'));
    const alice = Keypair.generate();
    const bob = Keypair.generate();
    const funded = engine.airdrop(alice.publicKey.toBytes(), BigInt(LAMPORTS_PER_SOL));
    await reported(engine, funded);
    const tx = new Transaction({ feePayer: alice.publicKey, recentBlockhash: engine.latestBlockhash().blockhash }).add(
      SystemProgram.transfer({ fromPubkey: alice.publicKey, toPubkey: bob.publicKey, lamports: LAMPORTS_PER_SOL / 10 }),
    );
    tx.sign(alice);
    const bytes = tx.serialize();
    const signature = engine.submit(bytes, { skipPreflight: true });
    expect(engine.status(signature)).toBeUndefined();

    const snapshot = await engine.snapshot();
    expect(snapshot).not.toBeNull();
    cpSync(join(root, 'chain'), join(root, 'crashed'), { recursive: true });

    const restarted = await open(join(root, 'crashed'));
    expect(restarted.startStats.historyIndexOffset).toBe(snapshot!.ledgerOffset);
    expect(restarted.status(signature)?.err).toBeNull();
    expect(restarted.getBalance(bob.publicKey.toBytes())).toBe(BigInt(LAMPORTS_PER_SOL / 10));
    let refusal: unknown;
    try {
      restarted.submit(bytes, { skipPreflight: true });
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(TransactionRejected);
    expect((refusal as TransactionRejected).kind).toBe('duplicate');
    expect(restarted.getBalance(bob.publicKey.toBytes())).toBe(BigInt(LAMPORTS_PER_SOL / 10));
  });
});
