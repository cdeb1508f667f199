import { CACHE_KEYS } from '@toolkit/shared';
import type { KeyValueStorage } from '../../shared/api/index.ts';

/** Cached balances belong to one wallet; they are dropped on connect and on disconnect (spec 4). */
export function clearBalanceCache(storage: KeyValueStorage): void {
  storage.removeItem(CACHE_KEYS.walletBalance);
  storage.removeItem(CACHE_KEYS.userWalletBalance);
}
