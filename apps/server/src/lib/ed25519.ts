/** Ed25519 signature check against a Solana address (its 32 bytes are the public key). */
import { createPublicKey, verify } from 'node:crypto';
import { getBase58Encoder } from '@solana/kit';

const base58 = getBase58Encoder();

/** Decodes base58, or returns null for text that is not base58. */
export function decodeBase58(text: string): Uint8Array | null {
  try {
    return new Uint8Array(base58.encode(text));
  } catch {
    return null;
  }
}

export function verifySolanaSignature(address: string, message: Uint8Array, signature: Uint8Array): boolean {
  const publicKey = decodeBase58(address);
  if (!publicKey || publicKey.length !== 32 || signature.length !== 64) return false;
  try {
    const key = createPublicKey({
      key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(publicKey).toString('base64url') },
      format: 'jwk',
    });
    return verify(null, message, key, signature);
  } catch {
    return false; // not a valid curve point
  }
}
