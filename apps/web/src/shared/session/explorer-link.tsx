import { createContext, useContext } from 'react';
import type { ExplorerCluster, ExplorerTarget } from '@toolkit/shared';

/**
 * Builds an explorer URL from the user's Preferred Explorer and the current cluster. Provided by
 * the app from the settings and network features, so every link follows the user's choice.
 */
export type ExplorerLink = (target: ExplorerTarget, net?: ExplorerCluster) => string;

export const ExplorerLinkContext = createContext<ExplorerLink>(
  ({ kind, id }) => `https://solscan.io/${kind === 'tx' ? 'tx' : kind === 'token' ? 'token' : 'account'}/${id}`,
);

export function useExplorerLink(): ExplorerLink {
  return useContext(ExplorerLinkContext);
}
