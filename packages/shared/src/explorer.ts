/**
 * Explorer links (Settings popup "Preferred Explorer"). The spec's four names are kept as labels;
 * each maps to a real explorer. The local chain has no public explorer, so links carry the RPC
 * URL as a custom cluster where the explorer supports it.
 */
import type { Cluster, Explorer } from './settings.ts';

export type ExplorerTarget = { kind: 'tx' | 'address' | 'token'; id: string };
export type ExplorerCluster = { cluster: Cluster; rpcUrl?: string };

export function explorerUrl(explorer: Explorer, target: ExplorerTarget, net: ExplorerCluster): string {
  const { kind, id } = target;
  const cluster = net.cluster === 'mainnet' ? '' : net.cluster;
  const customRpc = net.cluster === 'local' || net.cluster === 'custom' ? net.rpcUrl : undefined;
  switch (explorer) {
    case 'Solscan': {
      const path = kind === 'tx' ? 'tx' : kind === 'token' ? 'token' : 'account';
      const q = customRpc ? `?cluster=custom&customUrl=${encodeURIComponent(customRpc)}` : cluster ? `?cluster=${cluster}` : '';
      return `https://solscan.io/${path}/${id}${q}`;
    }
    case 'Solscan Beach': {
      const path = kind === 'tx' ? 'transaction' : 'address';
      const q = cluster && !customRpc ? `?cluster=${cluster}` : '';
      return `https://solanabeach.io/${path}/${id}${q}`;
    }
    case 'Solscan Explorer': {
      const path = kind === 'tx' ? 'tx' : 'address';
      const q = customRpc ? `?cluster=custom&customUrl=${encodeURIComponent(customRpc)}` : cluster ? `?cluster=${cluster}` : '';
      return `https://explorer.solana.com/${path}/${id}${q}`;
    }
    case 'SolscanFM': {
      const path = kind === 'tx' ? 'tx' : 'address';
      const q = customRpc ? `?cluster=custom-${encodeURIComponent(customRpc)}` : cluster ? `?cluster=${cluster}-solana` : '';
      return `https://solana.fm/${path}/${id}${q}`;
    }
  }
}
