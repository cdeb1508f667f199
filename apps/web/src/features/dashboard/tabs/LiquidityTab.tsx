/** 'Liquidity' tab: the pools on the user's network with their LP token, liquidity, volume, fees and APR (24 h), from the server. */
import { Loader2 } from 'lucide-react';
import { Link } from 'react-router';
import { TEXTS, type PoolStats } from '@toolkit/shared';
import { messageOf } from '../../../shared/api/index.ts';
import { ROUTES } from '../../../shared/routes.ts';
import { AddressChip, CARD_BODY, CARD_CELL, CARD_HEAD, CARD_ROW, CARD_TABLE, cn, TokenLink } from '../../../shared/ui/index.ts';
import { usePoolsQuery } from '../../liquidity/index.ts';
import { SolPriceNote, useFiat, type Fiat } from '../../settings/index.ts';

/** A figure in the user's currency, else in the pool's own token. */
const value = (fiat: Fiat, inr: number | null, base: string, p: PoolStats) => {
  const shown = inr !== null ? fiat.show(inr) : null;
  if (shown !== null) return shown;
  const token = p.valueMint === p.base.mint ? p.base : p.quote;
  return `${(Number(base) / 10 ** token.decimals).toLocaleString(undefined, { maximumFractionDigits: 4 })} ${token.symbol}`;
};

export function LiquidityTab() {
  const { data: pools, error } = usePoolsQuery();
  const fiat = useFiat();

  if (error)
    return (
      <p role="alert" className="text-sm text-danger">
        {messageOf(error, TEXTS.couldNotLoadPools)}
      </p>
    );
  if (!pools)
    return (
      <p className="flex items-center gap-2 text-sm text-muted">
        <Loader2 className="size-4 animate-spin" aria-hidden /> Loading pools…
      </p>
    );
  if (pools.length === 0)
    return (
      <p className="text-sm text-muted">
        No pools on this network yet.{' '}
        <Link to={ROUTES.createPool} className="text-accent underline">
          Create a liquidity pool
        </Link>
        .
      </p>
    );
  return (
    <div className="overflow-x-auto">
      <SolPriceNote />
      <table className={cn(CARD_TABLE, 'sm:min-w-[720px]')}>
        <thead className={cn(CARD_HEAD, 'text-left text-xs uppercase tracking-wide text-muted')}>
          <tr>
            {['Pool', 'Pool ID', 'Liquidity', 'Volume 24H', 'Fees 24H', 'APR 24H'].map((h) => (
              <th key={h} scope="col" className="px-3 py-2 font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={CARD_BODY}>
          {pools.map((p) => (
            <tr key={p.pool} className={cn(CARD_ROW, 'border-t border-line')}>
              <td data-label="Pool" className={cn(CARD_CELL, 'px-3 py-3 font-semibold')}>
                <TokenLink mint={p.base.mint}>{p.base.symbol}</TokenLink>/<TokenLink mint={p.quote.mint}>{p.quote.symbol}</TokenLink>{' '}
                <span className="ml-1 rounded-md bg-surface-2 px-1.5 py-0.5 text-xs font-medium text-muted">{p.feeTier}%</span>
                <div className="mt-0.5 text-xs font-normal text-muted">
                  LP token: <TokenLink mint={p.lpMint}>{p.lpName}</TokenLink>
                </div>
              </td>
              <td data-label="Pool ID" className={cn(CARD_CELL, 'px-3 py-3')}>
                <AddressChip address={p.pool} label="Copy pool ID" />
              </td>
              <td data-label="Liquidity" className={cn(CARD_CELL, 'tabular px-3 py-3')}>
                {value(fiat, p.liquidityInr, p.liquidity, p)}
              </td>
              <td data-label="Volume 24H" className={cn(CARD_CELL, 'tabular px-3 py-3')}>
                {value(fiat, p.volume24hInr, p.volume24h, p)}
              </td>
              <td data-label="Fees 24H" className={cn(CARD_CELL, 'tabular px-3 py-3')}>
                {value(fiat, p.fees24hInr, p.fees24h, p)}
              </td>
              <td data-label="APR 24H" className={cn(CARD_CELL, 'tabular px-3 py-3')}>
                {p.apr24h.toFixed(2)}%
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
