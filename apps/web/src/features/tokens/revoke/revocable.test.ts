import { describe, expect, test } from 'vitest';
import type { TokenDetails } from '@toolkit/shared';
import { whyNotRevocable } from './revocable.ts';

const ME = 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB';
const OTHER = 'So11111111111111111111111111111111111111112';
const info = { mintAuthority: ME, freezeAuthority: null, updateAuthority: OTHER } as TokenDetails;

describe('which authorities the connected wallet can revoke', () => {
  test('Given the wallet holds the mint authority, when asked, then it may revoke it', () => {
    expect(whyNotRevocable('mint', info, ME)).toBeNull();
  });

  test('Given a revoked freeze authority and an update authority held by another wallet, when asked, then each reason is told', () => {
    expect(whyNotRevocable('freeze', info, ME)).toBe('The freeze authority is already revoked.');
    expect(whyNotRevocable('update', info, ME)).toBe('The update authority is So11...1112, not your connected wallet: only it can revoke.');
  });
});
