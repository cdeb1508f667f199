import { describe, expect, it } from 'vitest';
import type { KeyValueStorage } from '../../shared/api/index.ts';
import { IS_MAINNET_KEY, recallNetwork, rememberNetwork } from './network-storage.ts';

function memoryStorage(): KeyValueStorage {
  const map = new Map<string, string>();
  return { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
}

describe('network choice in session storage', () => {
  it('Given a switch to mainnet, when recalled, then isMainnet is true and the cluster is mainnet', () => {
    const s = memoryStorage();
    rememberNetwork(s, { network: 'mainnet', rpcUrl: 'https://x', isMainnet: true });
    expect(s.getItem(IS_MAINNET_KEY)).toBe('true');
    expect(recallNetwork(s)).toEqual({ network: 'mainnet', rpcUrl: null, isMainnet: true });
  });

  it('Given an empty session, when recalled, then there is nothing (the app shows the spec toast)', () => {
    expect(recallNetwork(memoryStorage())).toBeNull();
  });

  it('Given only the spec key isMainnet=false, when recalled, then the spec default devnet applies', () => {
    const s = memoryStorage();
    s.setItem(IS_MAINNET_KEY, 'false');
    expect(recallNetwork(s)?.network).toBe('devnet');
  });
});
