/**
 * An escrow of the lock program in the risk panel's proofs: its shortened address (full on hover)
 * linking to the account on the user's explorer, so a buyer can check the lock on chain.
 */
import { shortenAddress } from '@toolkit/shared';
import { useExplorerLink } from '../../shared/session/index.ts';

export function EscrowLink({ escrow }: { escrow: string }) {
  const explorerLink = useExplorerLink();
  return (
    <a
      href={explorerLink({ kind: 'address', id: escrow })}
      target="_blank"
      rel="noreferrer"
      className="font-mono text-accent hover:underline"
      title={escrow}
    >
      {shortenAddress(escrow)}
    </a>
  );
}
