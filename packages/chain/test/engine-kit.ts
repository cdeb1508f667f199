/**
 * For tests of the chain engine itself, without its RPC server: a scratch folder for the file's
 * engines (every engine pushed to `engines` is closed, and the folder removed, after the file's
 * tests), a v0 transaction sent straight to an engine, and the wait for its confirmation.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TransactionMessage, VersionedTransaction, type AddressLookupTableAccount, type Keypair, type TransactionInstruction } from '@solana/web3.js';
import { afterAll } from 'vitest';
import type { ChainEngine } from '../src/engine/chain-engine.js';

export function useEngineFolder(folderPrefix: string): { root: string; engines: ChainEngine[] } {
  const root = mkdtempSync(join(tmpdir(), folderPrefix));
  const engines: ChainEngine[] = [];
  afterAll(async () => {
    for (const engine of engines) await engine.close();
    rmSync(root, { recursive: true, force: true });
  });
  return { root, engines };
}

/** Signs `instructions` into a v0 transaction paid by `payer` on the engine's latest blockhash and submits it; the signature. */
export function sendV0(
  engine: ChainEngine,
  payer: Keypair,
  instructions: TransactionInstruction[],
  tables: AddressLookupTableAccount[] = [],
): string {
  const message = new TransactionMessage({
    payerKey: payer.publicKey,
    recentBlockhash: engine.latestBlockhash().blockhash,
    instructions,
  }).compileToV0Message(tables);
  const tx = new VersionedTransaction(message);
  tx.sign([payer]);
  return engine.submit(tx.serialize());
}

/** Resolves once every signature is confirmed (its ledger record fsynced). */
export function confirmed(engine: ChainEngine, signatures: string[]): Promise<void> {
  const waiting = new Set(signatures.filter((signature) => !engine.status(signature)));
  return new Promise((resolve) => {
    if (waiting.size === 0) return resolve();
    const stop = engine.onCommit(({ record }) => {
      waiting.delete(record.signature);
      if (waiting.size === 0) {
        stop();
        resolve();
      }
    });
  });
}
