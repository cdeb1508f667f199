/** Share: copies the link to this trading page (the address has its own copy button beside it). */
import { Check, Share2 } from 'lucide-react';
import { TEXTS } from '@toolkit/shared';
import { tokenPath } from '../../shared/routes.ts';
import { useCopied } from '../../shared/ui/index.ts';

export function ShareButton({ mint }: { mint: string }) {
  const { copied, copy } = useCopied();
  return (
    <button
      type="button"
      onClick={() => void copy(`${window.location.origin}${tokenPath(mint)}`)}
      aria-label={copied ? 'Link copied' : TEXTS.tradeShareLink}
      title={TEXTS.tradeShareLink}
      className="inline-flex items-center gap-2 rounded-xl border border-line bg-surface-2 px-4 py-2.5 text-sm font-semibold hover:border-accent/60"
    >
      {copied ? <Check className="size-4 text-ok" aria-hidden /> : <Share2 className="size-4" aria-hidden />}
      {copied ? 'Copied' : 'Share'}
    </button>
  );
}
