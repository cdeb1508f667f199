import { CLUSTERS, type Cluster } from '@toolkit/shared';
import type { KeyValueStorage } from '../../shared/api/index.ts';
import type { NetworkInfo } from './network-slice.ts';

/** The spec keeps `isMainnet` in session storage; we keep the cluster name beside it. */
export const IS_MAINNET_KEY = 'isMainnet';
export const NETWORK_KEY = 'network';

export function rememberNetwork(storage: KeyValueStorage, info: NetworkInfo): void {
  storage.setItem(IS_MAINNET_KEY, String(info.isMainnet));
  storage.setItem(NETWORK_KEY, info.network);
}

/** The choice remembered in this tab, or null when the session holds none. */
export function recallNetwork(storage: KeyValueStorage): NetworkInfo | null {
  const isMainnet = storage.getItem(IS_MAINNET_KEY);
  if (isMainnet !== 'true' && isMainnet !== 'false') return null;
  const stored = storage.getItem(NETWORK_KEY);
  const network: Cluster = CLUSTERS.includes(stored as Cluster) ? (stored as Cluster) : isMainnet === 'true' ? 'mainnet' : 'devnet';
  return { network, rpcUrl: null, isMainnet: network === 'mainnet' };
}
