/**
 * What of an RPC URL may leave the server. The operator's configured endpoints often carry an API
 * key in their path, query or credentials (`https://mainnet.provider.com/?api-key=...`,
 * `https://x.provider.pro/<token>/`), so only their origin is shown. A custom URL the user typed
 * is their own and is shown to them whole.
 */
import type { Cluster } from '@toolkit/shared';

export function shownRpcUrl(network: Cluster, rpcUrl: string): string {
  if (network === 'custom') return rpcUrl;
  try {
    return new URL(rpcUrl).origin;
  } catch {
    return '';
  }
}
