/**
 * Balances cached in local storage under the spec's keys until a forced refresh (spec 3, 4).
 * Each entry remembers whose it is, so another wallet signing in on this browser never sees them.
 * A read or write failure is only logged (spec 8).
 */
import { CACHE_KEYS, type ConnectedWalletBalance, type WalletBalanceData } from '@toolkit/shared';
import type { KeyValueStorage } from '../../../shared/api/index.ts';

interface Entry<T> {
  owner: string;
  data: T;
}

function read<T>(storage: KeyValueStorage, key: string, owner: string): T | null {
  try {
    const raw = storage.getItem(key);
    if (!raw) return null;
    const entry = JSON.parse(raw) as Entry<T>;
    return entry && entry.owner === owner ? entry.data : null;
  } catch (err) {
    console.warn('balance cache unreadable', err);
    return null;
  }
}

function write<T>(storage: KeyValueStorage, key: string, owner: string, data: T) {
  try {
    storage.setItem(key, JSON.stringify({ owner, data } satisfies Entry<T>));
  } catch (err) {
    console.warn('balance cache not written', err);
  }
}

export const balanceCache = (storage: KeyValueStorage) => ({
  readWallets: (owner: string) => read<WalletBalanceData>(storage, CACHE_KEYS.walletBalance, owner),
  writeWallets: (owner: string, data: WalletBalanceData) => write(storage, CACHE_KEYS.walletBalance, owner, data),
  readUserWallet: (owner: string) => read<ConnectedWalletBalance>(storage, CACHE_KEYS.userWalletBalance, owner),
  writeUserWallet: (owner: string, data: ConnectedWalletBalance) => write(storage, CACHE_KEYS.userWalletBalance, owner, data),
});
