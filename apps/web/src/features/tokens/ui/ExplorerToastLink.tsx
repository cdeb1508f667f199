import { ExternalLink } from 'lucide-react';
import { tokenPath } from '../../../shared/routes.ts';
import { useExplorerLink } from '../../../shared/session/index.ts';

const linkClass = 'inline-flex items-center gap-1 underline';

/** A toast's "View transaction": the transaction in the user's explorer. */
export function TransactionLink({ signature }: { signature: string }) {
  const explorerLink = useExplorerLink();
  return (
    <a href={explorerLink({ kind: 'tx', id: signature })} target="_blank" rel="noreferrer" className={linkClass}>
      View transaction <ExternalLink className="size-3" aria-hidden />
    </a>
  );
}

/** The toast's "view it" links: the transaction in the user's explorer, and optionally the token page. */
export function TransactionLinks({ signature, mint }: { signature: string; mint?: string }) {
  return (
    <span className="mt-1 flex flex-wrap gap-3">
      <TransactionLink signature={signature} />
      {mint && (
        <a href={tokenPath(mint)} target="_blank" rel="noreferrer" className={linkClass}>
          Open token page <ExternalLink className="size-3" aria-hidden />
        </a>
      )}
    </span>
  );
}
