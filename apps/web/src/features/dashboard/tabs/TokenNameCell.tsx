/**
 * A token list's Name cell: the token's image (or its first letter), its name as the caller links
 * it, its symbol and, for a mint, the shortened address with a copy button.
 */
import { useState, type ReactNode } from 'react';
import { AddressChip, CARD_CELL, cn } from '../../../shared/ui/index.ts';
import { imageUrl } from '../../../shared/lib/image-url.ts';

export function TokenNameCell({ symbol, image, mint, children }: { symbol: string; image?: string; mint?: string; children: ReactNode }) {
  return (
    <td data-label="Name" className={cn(CARD_CELL, 'px-3 py-3')}>
      <div className="flex items-center gap-3">
        <TokenAvatar src={image} symbol={symbol} />
        <div>
          {children}
          <span className="ml-1.5 text-xs text-muted">{symbol}</span>
          {mint && (
            <div>
              <AddressChip address={mint} label={`Copy ${symbol} address`} />
            </div>
          )}
        </div>
      </div>
    </td>
  );
}

/** The token's image, or its first letter when it has none or the image does not load. */
function TokenAvatar({ src, symbol }: { src?: string; symbol: string }) {
  const [broken, setBroken] = useState(false);
  const url = imageUrl(src);
  if (url && !broken) return <img src={url} alt="" className="size-8 rounded-full object-cover" onError={() => setBroken(true)} />;
  return (
    <span className="flex size-8 items-center justify-center rounded-full bg-accent/20 text-xs font-bold text-accent">{symbol.slice(0, 1)}</span>
  );
}
