/**
 * The vanity grinder with Node's own Ed25519 (node:crypto, OpenSSL) as its key source: the loop
 * and matcher are the page's (grind.ts); only where keys come from differs. Tests grind real
 * vanity mint keys with it, and `bench/vanity.bench.ts` measures it as the Node figure.
 */
import { createPrivateKey, generateKeyPairSync, sign, type JsonWebKey } from 'node:crypto';
import { grindWith, type KeySource, type VanityPattern } from '../../web/src/features/tokens/create/vanity/grind.ts';
import type { TestWallet } from './helpers.ts';

/**
 * JWK straight from key generation: raw key bytes without a KeyObject export per key (Node
 * supports the 'jwk' format here; its type declarations list only pem and der, hence the cast).
 */
const generateJwkPair = generateKeyPairSync as unknown as (
  type: 'ed25519',
  options: { publicKeyEncoding: { format: 'jwk' }; privateKeyEncoding: { format: 'jwk' } },
) => { privateKey: JsonWebKey };
const AS_JWK = { publicKeyEncoding: { format: 'jwk' }, privateKeyEncoding: { format: 'jwk' } } as const;

/** Fresh Ed25519 key pairs; each private key kept as its JWK (seed `d`, public `x`) until one matches. */
export const nodeKeys: KeySource<JsonWebKey> = async (count) => {
  const keys: JsonWebKey[] = new Array(count);
  const publicKeys: Uint8Array[] = new Array(count);
  for (let i = 0; i < count; i++) {
    const { privateKey } = generateJwkPair('ed25519', AS_JWK);
    keys[i] = privateKey;
    publicKeys[i] = Buffer.from(privateKey.x as string, 'base64url');
  }
  return { keys, publicKeys };
};

/** A wallet whose address matches `pattern`, ground here (keep patterns short: 58^n keys on average). */
export async function grindVanityWallet(pattern: VanityPattern): Promise<TestWallet> {
  const hit = (await grindWith(
    nodeKeys,
    pattern,
    () => {},
    () => false,
  ))!;
  const privateKey = createPrivateKey({ key: hit.keyPair, format: 'jwk' });
  return { address: hit.address, sign: (message) => new Uint8Array(sign(null, message, privateKey)) };
}
