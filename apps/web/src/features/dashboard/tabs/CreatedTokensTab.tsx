import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo, useState } from 'react';
import { abbreviateNumber, TEXTS, type ManagedToken } from '@toolkit/shared';
import { ROUTES, tokenPath } from '../../../shared/routes.ts';
import { useWalletSession } from '../../../shared/session/index.ts';
import { Button, CARD_CELL, CARD_ROW, cn, SkeletonBlock } from '../../../shared/ui/index.ts';
import { useMintSummariesQuery } from '../api.ts';
import { DASH, MarketCells, wholeSupply } from './MarketCells.tsx';
import { TokenNameCell } from './TokenNameCell.tsx';
import { TokenTable } from './TokenTable.tsx';
import { SolPriceNote } from '../../settings/index.ts';
import { usePricesQuery } from '../../liquidity/index.ts';
import { TokenExtensionsDialog } from '../../tokens/index.ts';
import { TokenActionDialog, type TokenAction } from '../TokenActionDialog.tsx';

const PAGE = 10;

/** 'Token Created by You': the user's tokens with supply from the chain and prices where a pool exists. */
export function CreatedTokensTab({ tokens, loading, error }: { tokens: ManagedToken[]; loading: boolean; error: string | null }) {
  const { connected, walletAddress } = useWalletSession();
  const addresses = useMemo(() => tokens.map((t) => t.address), [tokens]);
  // A failed read shows dashes, as a missing one does.
  const mints = useMintSummariesQuery(addresses.length > 0 ? addresses : skipToken).currentData ?? {};
  // Prices where a pool exists; none (dashes) when the liquidity module cannot answer.
  const prices = usePricesQuery(addresses.length > 0 ? addresses : skipToken).currentData ?? {};
  const [shown, setShown] = useState(PAGE);
  const [active, setActive] = useState<{ token: ManagedToken; action: TokenAction } | null>(null);
  const [extensionsOf, setExtensionsOf] = useState<ManagedToken | null>(null);

  if (!connected) return <p className="py-10 text-center text-sm text-muted">Connect your wallet to see your tokens.</p>;
  if (loading && tokens.length === 0) return <SkeletonBlock label="Loading your tokens" className="py-6" />;
  if (error)
    return (
      <p role="alert" className="py-10 text-center text-sm text-danger">
        {error}
      </p>
    );
  if (tokens.length === 0) {
    return (
      <div className="py-10 text-center text-sm text-muted">
        <p>No tokens yet.</p>
        <a href={ROUTES.createToken} className="mt-2 inline-block font-medium text-accent hover:underline">
          Create your first token
        </a>
      </div>
    );
  }

  return (
    <div>
      <SolPriceNote />
      <div className="overflow-x-auto">
        <TokenTable amountColumn="Supply" actionColumn="Actions" className="sm:min-w-[820px]">
          {tokens.slice(0, shown).map((t) => {
            const m = mints[t.address];
            const supply = wholeSupply(m);
            const canMint = m?.mintAuthority != null && m.mintAuthority === walletAddress;
            return (
              <tr key={t._id} className={cn(CARD_ROW, 'border-t border-line')}>
                <TokenNameCell symbol={t.symbol} image={t.imageURL} mint={t.address}>
                  <a href={tokenPath(t.address)} target="_blank" rel="noreferrer" className="font-medium hover:text-accent">
                    {t.name}
                  </a>
                </TokenNameCell>
                <td data-label="Supply" className={cn(CARD_CELL, 'px-3 py-3 tabular')}>
                  {m === undefined ? DASH : m === null ? 'Not found' : abbreviateNumber(supply!)}
                </td>
                <MarketCells price={prices[t.address]} supply={supply} />
                <td data-label="Actions" className={cn(CARD_CELL, 'px-3 py-3')}>
                  <div className="flex flex-wrap gap-1.5" role="group" aria-label={`Actions for ${t.name}`}>
                    <Button variant="secondary" className="px-2.5 py-1.5 text-xs" onClick={() => setActive({ token: t, action: 'send' })}>
                      Send
                    </Button>
                    <Button
                      variant="secondary"
                      className="px-2.5 py-1.5 text-xs"
                      disabled={m != null && !canMint}
                      title={m != null && !canMint ? 'Your wallet does not hold the mint authority' : undefined}
                      onClick={() => setActive({ token: t, action: 'mint' })}
                    >
                      Mint
                    </Button>
                    <Button variant="secondary" className="px-2.5 py-1.5 text-xs" onClick={() => setActive({ token: t, action: 'burn' })}>
                      Burn
                    </Button>
                    <Button variant="secondary" className="px-2.5 py-1.5 text-xs" onClick={() => setActive({ token: t, action: 'authority' })}>
                      Change Authority
                    </Button>
                    <Button variant="secondary" className="px-2.5 py-1.5 text-xs" onClick={() => setExtensionsOf(t)}>
                      {TEXTS.extensionsDialog.open}
                    </Button>
                  </div>
                </td>
              </tr>
            );
          })}
        </TokenTable>
      </div>
      {tokens.length > shown && (
        <div className="mt-4 text-center">
          <Button variant="ghost" onClick={() => setShown((s) => s + PAGE)}>
            {TEXTS.viewMoreTokens}
          </Button>
        </div>
      )}
      {extensionsOf && <TokenExtensionsDialog key={extensionsOf._id} token={extensionsOf} onClose={() => setExtensionsOf(null)} />}
      {active && (
        <TokenActionDialog key={`${active.token._id}-${active.action}`} token={active.token} action={active.action} onClose={() => setActive(null)} />
      )}
    </div>
  );
}
