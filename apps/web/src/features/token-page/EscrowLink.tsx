/**
 * An escrow of the lock program in the risk panel's proofs: its shortened address (full on hover)
 * linking to the account on the user's explorer, so a buyer can check the lock on chain.
 */
import { AddressLink } from '../../shared/ui/index.ts';

export function EscrowLink({ escrow }: { escrow: string }) {
  return <AddressLink address={escrow} className="font-mono text-accent hover:underline" />;
}
