import { getBase58Decoder } from '@solana/kit';
import { describe, expect, it } from 'vitest';
import { TEXTS } from '@toolkit/shared';
import { encodePublicKey } from './base58.ts';
import { grind } from './grind.ts';
import { matcher, publicKeyMatcher, type VanityPattern } from './match.ts';
import { signWithMintKey } from './mint-signature.ts';
import { vanityRefusal } from './use-vanity-grinder.ts';

describe('vanity grinding', () => {
  it('Given random public keys, some with leading zero bytes, when encoded, then each reads as kit reads it', () => {
    const decoder = getBase58Decoder();
    for (let i = 0; i < 500; i++) {
      const key = crypto.getRandomValues(new Uint8Array(32));
      if (i % 5 === 0) key[0] = 0;
      if (i % 25 === 0) key[1] = 0;
      expect(encodePublicKey(key)).toBe(decoder.decode(key));
    }
  });

  it('Given a prefix and a suffix, when matching with and without case, then only addresses with both match', () => {
    const exact = matcher({ prefix: 'Ab', suffix: 'pump', ignoreCase: false });
    expect(exact('AbXYZpump')).toBe(true);
    expect(exact('abXYZpump')).toBe(false);
    const loose = matcher({ prefix: 'Ab', suffix: 'PUMP', ignoreCase: true });
    expect(loose('abXYZpump')).toBe(true);
    expect(loose('acXYZpump')).toBe(false);
  });

  it('Given random keys and patterns cut from their own addresses, when matched on the bytes, then the verdict is the same as on the address string', () => {
    const flip = (text: string) => [...text].map((c, i) => (i % 2 ? c.toUpperCase() : c.toLowerCase())).join('');
    let matched = 0;
    for (let i = 0; i < 400; i++) {
      const key = crypto.getRandomValues(new Uint8Array(32));
      if (i % 10 === 0) key[0] = 0;
      const address = encodePublicKey(key);
      const other = encodePublicKey(crypto.getRandomValues(new Uint8Array(32)));
      const n = 1 + (i % 4);
      const patterns: VanityPattern[] = [
        { prefix: address.slice(0, n), suffix: '', ignoreCase: false },
        { prefix: '', suffix: address.slice(-n), ignoreCase: false },
        { prefix: address.slice(0, n), suffix: address.slice(-n), ignoreCase: false },
        { prefix: flip(address.slice(0, n)), suffix: flip(address.slice(-n)), ignoreCase: true },
        { prefix: other.slice(0, n), suffix: '', ignoreCase: i % 2 === 0 },
        { prefix: '', suffix: other.slice(-n), ignoreCase: i % 2 === 0 },
      ];
      for (const pattern of patterns) {
        const expected = matcher(pattern)(address);
        expect(publicKeyMatcher(pattern)(key), `${address} ${JSON.stringify(pattern)}`).toBe(expected);
        matched += Number(expected);
      }
    }
    expect(matched).toBeGreaterThanOrEqual(400 * 4);
  });

  it('Given patterns, when checked before a search, then non-base58 characters and searches over an hour are refused saying why', () => {
    expect(vanityRefusal({ prefix: 'M0ON', suffix: '', ignoreCase: false }, 100_000)).toBe(TEXTS.vanityNotBase58('0O'));
    expect(vanityRefusal({ prefix: '', suffix: '', ignoreCase: false }, 100_000)).toBe(TEXTS.vanityPatternRequired);
    // A suffix of 5 is 58^5 keys: at 100,000 keys/s about 1.8 h; ignoring case (8 spellings) under 14 min
    expect(vanityRefusal({ prefix: '', suffix: 'Moons', ignoreCase: false }, 100_000)).toBe(TEXTS.vanityTooSlow('1.8 h'));
    expect(vanityRefusal({ prefix: '', suffix: 'Moons', ignoreCase: true }, 100_000)).toBeNull();
    // As a prefix, "M" only starts the 1 address in 17 that has 43 digits: about 17 times longer
    expect(vanityRefusal({ prefix: 'Moons', suffix: '', ignoreCase: true }, 100_000)).toBe(TEXTS.vanityTooSlow('3.9 h'));
  });

  it('Given a 1-character suffix, when ground, then the key found ends with it and signs a transaction in its own slot', async () => {
    const hit = (await grind(
      { prefix: '', suffix: 'z', ignoreCase: false },
      () => {},
      () => false,
    ))!;
    expect(hit.address.endsWith('z')).toBe(true);
    // A legacy message with two signers (payer, mint): 2 empty signatures, then the message
    const payer = crypto.getRandomValues(new Uint8Array(32));
    const mintKey = new Uint8Array(await crypto.subtle.exportKey('raw', hit.keyPair.publicKey));
    const message = new Uint8Array([2, 0, 0, 2, ...payer, ...mintKey, ...new Uint8Array(32), 0]);
    const wire = new Uint8Array([2, ...new Uint8Array(128), ...message]);
    const signed = Uint8Array.from(atob(await signWithMintKey(btoa(String.fromCharCode(...wire)), hit)), (c) => c.charCodeAt(0));
    expect(signed.subarray(1, 65).every((b) => b === 0)).toBe(true);
    const signature = signed.subarray(65, 129);
    expect(await crypto.subtle.verify('Ed25519', hit.keyPair.publicKey, signature, message)).toBe(true);
  });
});
