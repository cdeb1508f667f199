/**
 * The vanity grinder's loop: fresh Ed25519 key pairs from a key source, each public key matched
 * on its bytes (match.ts), until one matches. The browser's source is WebCrypto (as kit's
 * generateKeyPair makes keys); Node tools bring node:crypto's. Import-free apart from its own
 * folder, so the worker bundle stays small and the benchmark can bundle it alone.
 */
import { encodePublicKey } from './base58.ts';
import { publicKeyMatcher, type VanityPattern } from './match.ts';

export type { VanityPattern } from './match.ts';

/** Keys generated per round: WebCrypto is asynchronous, so a round keeps its queue full. */
const ROUND = 128;

/** `count` fresh key pairs: each private key (in whatever form the source keeps it) and its public key's 32 bytes. */
export type KeySource<K> = (count: number) => Promise<{ keys: K[]; publicKeys: Uint8Array[] }>;

export interface VanityHit<K = CryptoKeyPair> {
  keyPair: K;
  address: string;
}

/** WebCrypto key pairs whose private key is not extractable: it can sign, and be handed to the page, never read. */
export const webCryptoKeys: KeySource<CryptoKeyPair> = async (count) => {
  const generate = () => crypto.subtle.generateKey({ name: 'Ed25519' }, false, ['sign', 'verify']) as Promise<CryptoKeyPair>;
  const keys = await Promise.all(Array.from({ length: count }, generate));
  const publics = await Promise.all(keys.map((p) => crypto.subtle.exportKey('raw', p.publicKey)));
  return { keys, publicKeys: publics.map((b) => new Uint8Array(b)) };
};

/**
 * Grinds until a key matches or `stop()` says so; `onAttempts` hears how many keys each round
 * tried. Only the matching key is base58-encoded.
 */
export async function grindWith<K>(
  source: KeySource<K>,
  pattern: VanityPattern,
  onAttempts: (n: number) => void,
  stop: () => boolean,
): Promise<VanityHit<K> | null> {
  const matches = publicKeyMatcher(pattern);
  while (!stop()) {
    const { keys, publicKeys } = await source(ROUND);
    for (let i = 0; i < publicKeys.length; i++) {
      if (matches(publicKeys[i]!)) {
        onAttempts(i + 1);
        return { keyPair: keys[i]!, address: encodePublicKey(publicKeys[i]!) };
      }
    }
    onAttempts(publicKeys.length);
  }
  return null;
}

/** The browser's grinder: WebCrypto key pairs. */
export const grind = (pattern: VanityPattern, onAttempts: (n: number) => void, stop: () => boolean) =>
  grindWith(webCryptoKeys, pattern, onAttempts, stop);
