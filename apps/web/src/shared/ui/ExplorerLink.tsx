/**
 * Links into the user's Preferred Explorer, for every screen: an account, a transaction or a token,
 * on the cluster the app is on unless the record names its own (a bot's fills), always in a new tab.
 */
import type { ReactNode } from 'react';
import { ExternalLink } from 'lucide-react';
import { shortenAddress, type ExplorerCluster, type ExplorerTarget } from '@toolkit/shared';
import { useExplorerLink } from '../session/index.ts';

export type ExplorerLinkProps = ExplorerTarget & {
  /** The cluster the target lives on when it is not the app's current one. */
  net?: ExplorerCluster;
  className?: string;
  title?: string;
  'aria-label'?: string;
  children: ReactNode;
};

export function ExplorerLink({ kind, id, net, children, ...anchor }: ExplorerLinkProps) {
  const explorerLink = useExplorerLink();
  return (
    <a href={explorerLink({ kind, id }, net)} target="_blank" rel="noreferrer" {...anchor}>
      {children}
    </a>
  );
}

/** "View transaction" with the external-link mark, as toasts and outcomes say it. */
export function TransactionLink({ signature, className = 'inline-flex items-center gap-1 underline' }: { signature: string; className?: string }) {
  return (
    <ExplorerLink kind="tx" id={signature} className={className}>
      View transaction <ExternalLink className="size-3" aria-hidden />
    </ExplorerLink>
  );
}

/** An account by its shortened address, the full one on hover. */
export function AddressLink({ address, className }: { address: string; className?: string }) {
  return (
    <ExplorerLink kind="address" id={address} title={address} className={className}>
      {shortenAddress(address)}
    </ExplorerLink>
  );
}
