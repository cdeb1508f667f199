/** Ed25519 signature check against a Solana address (its 32 bytes are the public key). */
import { createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify, type KeyObject } from 'node:crypto';
import { getBase58Decoder, getBase58Encoder } from '@solana/kit';

const base58 = getBase58Encoder();

/** Decodes base58, or returns null for text that is not base58. */
export function decodeBase58(text: string): Uint8Array | null {
  try {
    return new Uint8Array(base58.encode(text));
  } catch {
    return null;
  }
}

/**
 * Public keys of recent signers: a user signs many transactions, and importing the key (base58,
 * then OpenSSL's key parsing) cost more than the signature check itself. Emptied when full.
 */
const publicKeys = new Map<string, KeyObject | null>();
const MAX_PUBLIC_KEYS = 10_000;

function publicKeyOf(address: string): KeyObject | null {
  let key = publicKeys.get(address);
  if (key !== undefined) return key;
  const bytes = decodeBase58(address);
  key = null;
  if (bytes && bytes.length === 32) {
    try {
      key = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(bytes).toString('base64url') }, format: 'jwk' });
    } catch {
      // not a valid curve point
    }
  }
  if (publicKeys.size >= MAX_PUBLIC_KEYS) publicKeys.clear();
  publicKeys.set(address, key);
  return key;
}

export function verifySolanaSignature(address: string, message: Uint8Array, signature: Uint8Array): boolean {
  const key = publicKeyOf(address);
  if (!key || signature.length !== 64) return false;
  try {
    return verify(null, message, key, signature);
  } catch {
    return false;
  }
}

/** A private key object from a 32-byte ed25519 seed (the first half of a solana-keygen secret). */
function privateKeyOfSeed(seed: Uint8Array) {
  if (seed.length !== 32) throw new Error('An ed25519 seed is 32 bytes');
  // PKCS#8 wrapping of a raw Ed25519 seed (RFC 8410): fixed 16-byte prefix + the seed.
  const prefix = Buffer.from('302e020100300506032b657004220420', 'hex');
  return createPrivateKey({ key: Buffer.concat([prefix, seed]), format: 'der', type: 'pkcs8' });
}

const addressOfKey = (key: KeyObject) => getBase58Decoder().decode(Buffer.from(createPublicKey(key).export({ format: 'jwk' }).x!, 'base64url'));

export function addressOfSeed(seed: Uint8Array): string {
  return addressOfKey(privateKeyOfSeed(seed));
}

/**
 * Signs `message` with `seed` if it is the key of `address` (the key is parsed once for both).
 * The seed is imported as a JWK, which OpenSSL takes as raw key bytes: about ten times cheaper
 * than the PKCS#8 form, whose decoder lookup cost a third of a millisecond per signature on the
 * swap path. Node derives the public key from `d` (the `x` given is only the expected one), so
 * the address is still checked against the key itself.
 */
export function signAsAddress(seed: Uint8Array, address: string, message: Uint8Array): Uint8Array {
  const publicKey = decodeBase58(address);
  if (seed.length !== 32 || !publicKey) throw new Error(`Key for ${address} does not match`);
  const key = createPrivateKey({
    key: { kty: 'OKP', crv: 'Ed25519', d: Buffer.from(seed).toString('base64url'), x: Buffer.from(publicKey).toString('base64url') },
    format: 'jwk',
  });
  if (addressOfKey(key) !== address) throw new Error(`Key for ${address} does not match`);
  return new Uint8Array(sign(null, message, key));
}

/** A fresh keypair as its 32-byte seed and address. */
export function generateSeed(): { seed: Uint8Array; address: string } {
  const { privateKey } = generateKeyPairSync('ed25519');
  const seed = new Uint8Array(Buffer.from(privateKey.export({ format: 'jwk' }).d!, 'base64url'));
  return { seed, address: addressOfSeed(seed) };
}
