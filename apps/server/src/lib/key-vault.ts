/**
 * Encryption at rest for custodial keys (DESIGN.md 5): AES-256-GCM under the master key.
 * A sealed value is `v1.<iv>.<tag>.<ciphertext>` (base64url). The optional `context` is bound as
 * additional authenticated data, so a sealed key copied onto another record will not open.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export interface KeyVault {
  seal(plaintext: Uint8Array, context?: string): string;
  open(sealed: string, context?: string): Uint8Array;
}

const VERSION = 'v1';

export function createKeyVault(masterKey: Uint8Array): KeyVault {
  if (masterKey.length !== 32) throw new Error('The master key must be 32 bytes');
  const key = Buffer.from(masterKey);
  return {
    seal(plaintext, context = '') {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, iv, tag, ciphertext].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
    },
    open(sealed, context = '') {
      const [version, iv, tag, ciphertext] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || ciphertext === undefined) throw new Error('Not a sealed value');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      // final() throws when the key, context or ciphertext does not match: nothing half-decrypted leaks.
      return new Uint8Array(Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]));
    },
  };
}
