/** The token page's "View on explorer" button: the mint on the user's explorer (the demo's on Devnet). */
import { ExternalLink } from 'lucide-react';
import type { ExplorerCluster } from '@toolkit/shared';
import { ExplorerLink } from '../../shared/ui/index.ts';

export function TokenExplorerButton({ mint, net }: { mint: string; net?: ExplorerCluster }) {
  return (
    <ExplorerLink
      kind="token"
      id={mint}
      net={net}
      className="inline-flex items-center gap-2 rounded-xl border border-line bg-surface-2 px-4 py-2.5 text-sm font-semibold hover:border-accent/60"
    >
      <ExternalLink className="size-4" aria-hidden /> View on explorer
    </ExplorerLink>
  );
}
