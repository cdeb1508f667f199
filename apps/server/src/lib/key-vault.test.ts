import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createKeyVault } from './key-vault.ts';

describe('key vault', () => {
  const vault = createKeyVault(randomBytes(32));
  const secret = randomBytes(64);

  it('Given a sealed secret, When opened, Then it comes back and the sealed text does not contain it', () => {
    // Given a custodial secret key
    // When it is sealed and opened again
    const sealed = vault.seal(secret, 'wallet:1');
    // Then the same bytes come back, and the stored text reveals nothing of them
    expect(Buffer.from(vault.open(sealed, 'wallet:1'))).toEqual(secret);
    expect(sealed).not.toContain(secret.toString('base64url'));
    expect(sealed).not.toContain(secret.toString('hex'));
  });

  it('Given one secret, When sealed twice, Then the sealed texts differ (fresh IV)', () => {
    expect(vault.seal(secret)).not.toEqual(vault.seal(secret));
  });

  it('Given another master key, another record or a tampered value, When opening, Then it refuses', () => {
    const sealed = vault.seal(secret, 'wallet:1');
    expect(() => createKeyVault(randomBytes(32)).open(sealed, 'wallet:1')).toThrow();
    expect(() => vault.open(sealed, 'wallet:2')).toThrow();
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3]!, 'base64url');
    body[0]! ^= 1;
    expect(() => vault.open([...parts.slice(0, 3), body.toString('base64url')].join('.'), 'wallet:1')).toThrow();
    expect(() => vault.open('garbage')).toThrow();
  });

  it('Given a master key that is not 32 bytes, When the vault is made, Then it refuses', () => {
    expect(() => createKeyVault(randomBytes(16))).toThrow();
  });
});
