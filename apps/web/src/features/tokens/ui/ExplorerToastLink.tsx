import { ExternalLink } from 'lucide-react';
import { tokenPath } from '../../../shared/routes.ts';
import { TransactionLink } from '../../../shared/ui/index.ts';

const linkClass = 'inline-flex items-center gap-1 underline';

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
