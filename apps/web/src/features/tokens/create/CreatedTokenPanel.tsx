/**
 * What the user sees once a token is created: the mint address to copy (it no longer
 * disappears with a toast), the next steps (token page, explorer, Create Pool) and how Phantom
 * shows it. The form it replaces is gone, so a second click cannot make a second token.
 */
import { CheckCircle2, ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { ROUTES, tokenPath } from '../../../shared/routes.ts';
import { Button, Card, CopyButton, ExplorerLink } from '../../../shared/ui/index.ts';

export interface CreatedToken {
  mint: string;
  signature: string;
  name: string;
  symbol: string;
}

const linkClass = 'inline-flex items-center gap-1.5 rounded-xl border border-line px-3.5 py-2 text-sm font-semibold hover:border-accent/60';

export function CreatedTokenPanel({ token, onCreateAnother }: { token: CreatedToken; onCreateAnother(): void }) {
  return (
    <Card className="space-y-5">
      <section aria-labelledby="created-heading" className="space-y-5">
        <h2 id="created-heading" className="flex items-center gap-2 text-lg font-semibold">
          <CheckCircle2 className="size-6 text-ok" aria-hidden />
          {token.name} ({token.symbol}) is created
        </h2>
        <div className="space-y-1.5">
          <p className="text-sm text-muted">Mint address</p>
          <div className="flex min-w-0 items-center gap-2">
            <code
              aria-label="Mint address"
              className="min-w-0 flex-1 break-all rounded-xl border border-line bg-bg/60 px-3.5 py-2.5 font-mono text-sm"
            >
              {token.mint}
            </code>
            <CopyButton value={token.mint} label="Copy mint address" />
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to={tokenPath(token.mint)} className={linkClass}>
            Open token page
          </Link>
          <ExplorerLink kind="token" id={token.mint} className={linkClass}>
            View on explorer <ExternalLink className="size-3.5" aria-hidden />
          </ExplorerLink>
          <ExplorerLink kind="tx" id={token.signature} className={linkClass}>
            View transaction <ExternalLink className="size-3.5" aria-hidden />
          </ExplorerLink>
          <Link to={ROUTES.createPool} className={linkClass}>
            Create Pool
          </Link>
        </div>
        <p className="rounded-xl border border-line bg-bg/40 p-3 text-sm text-muted">
          <span className="font-semibold text-fg">In Phantom:</span> the whole supply is in your wallet, so Phantom lists {token.symbol} by itself on
          this network. If it is hidden, open Phantom, choose Manage token list, and paste the mint address above.
        </p>
        <Button variant="secondary" onClick={onCreateAnother}>
          Create another token
        </Button>
      </section>
    </Card>
  );
}
