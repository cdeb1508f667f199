import { ExternalLink } from 'lucide-react';
import { tokenPath } from '../../../shared/routes.ts';
import { useExplorerLink } from '../../../shared/session/index.ts';

/** The toast's "view it" links: the transaction in the user's explorer, and optionally the token page. */
export function TransactionLinks({ signature, mint }: { signature: string; mint?: string }) {
  const explorerLink = useExplorerLink();
  return (
    <span className="mt-1 flex flex-wrap gap-3">
      <a href={explorerLink({ kind: 'tx', id: signature })} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 underline">
        View transaction <ExternalLink className="size-3" aria-hidden />
      </a>
      {mint && (
        <a href={tokenPath(mint)} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 underline">
          Open token page <ExternalLink className="size-3" aria-hidden />
        </a>
      )}
    </span>
  );
}
