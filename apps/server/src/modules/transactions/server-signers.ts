/**
 * Keys the server adds to a transaction at submission: new keys made for one transaction (sealed
 * in its pending row until then) and keys the server holds (custodial wallets, pool authorities),
 * found through the key sources that modules register. Seeds exist in memory only while signing.
 */
import type { StoredServerSigner } from '../../db/schema.ts';
import { addressOfSeed, signAsAddress } from '../../lib/ed25519.ts';
import type { KeyVault } from '../../lib/key-vault.ts';

export type ServerSigner = { type: 'ephemeral'; seed: Uint8Array } | { type: 'custodial'; address: string };

/**
 * Answers the 32-byte seed of an address it holds for this user, to sign a transaction of `kind`
 * (a copy of its own: the signer zeroes it after use), or null.
 */
export type KeySource = (address: string, userId: string, kind: string) => Promise<Uint8Array | null>;

const sealContext = (messageHash: string) => `pending-transaction:${messageHash}`;

export function storeServerSigners(vault: KeyVault, signers: ServerSigner[], messageHash: string): StoredServerSigner[] {
  return signers.map((s) =>
    s.type === 'ephemeral'
      ? { type: 'ephemeral', address: addressOfSeed(s.seed), sealed: vault.seal(s.seed, sealContext(messageHash)) }
      : { type: 'custodial', address: s.address },
  );
}

export async function signAsServer(options: {
  vault: KeyVault;
  sources: KeySource[];
  stored: StoredServerSigner[];
  messageHash: string;
  messageBytes: Uint8Array;
  userId: string;
  kind: string;
}): Promise<Map<string, Uint8Array>> {
  const signatures = new Map<string, Uint8Array>();
  for (const signer of options.stored) {
    let seed: Uint8Array | null = null;
    if (signer.type === 'ephemeral') {
      seed = options.vault.open(signer.sealed, sealContext(options.messageHash));
    } else {
      for (const source of options.sources) {
        seed = await source(signer.address, options.userId, options.kind);
        if (seed) break;
      }
    }
    if (!seed) throw new Error(`No key source holds ${signer.address}`);
    try {
      signatures.set(signer.address, signAsAddress(seed, signer.address, options.messageBytes));
    } finally {
      seed.fill(0);
    }
  }
  return signatures;
}
