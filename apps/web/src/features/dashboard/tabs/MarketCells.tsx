/**
 * The four market columns both token tables show (price, liquidity, market cap, FDV), from the
 * pools that price the token, in the user's currency (rupees unless they chose dollars).
 */
import { formatAmount, TEXTS, type MintSummary } from '@toolkit/shared';
import { CARD_CELL, cn } from '../../../shared/ui/index.ts';
import { useFiat } from '../../settings/index.ts';

export const DASH = '—';

/** The market columns' headings, in the order MarketCells draws them. */
export const marketColumns = (currency: string) => [TEXTS.priceColumn(currency), 'Liquidity', 'Market Cap', 'FDV'];

/** A mint's supply in whole tokens; null while it is unknown (not read yet, or not found). */
export const wholeSupply = (m: MintSummary | null | undefined) => (m ? Number(formatAmount(BigInt(m.supply), m.decimals)) : null);

export function MarketCells({
  price,
  supply,
}: {
  price: { priceInr?: number | null; liquidityInr?: number | null } | undefined;
  supply: number | null;
}) {
  const fiat = useFiat();
  const inr = (value: number | null | undefined) => (value != null ? (fiat.show(value) ?? DASH) : DASH);
  const cap = price?.priceInr != null && supply != null ? price.priceInr * supply : null;
  const cell = cn(CARD_CELL, 'px-3 py-3 tabular');
  const [priceColumn, liquidityColumn, capColumn, fdvColumn] = marketColumns(fiat.currency);
  return (
    <>
      <td data-label={priceColumn} className={cell}>
        {inr(price?.priceInr)}
      </td>
      <td data-label={liquidityColumn} className={cell}>
        {inr(price?.liquidityInr)}
      </td>
      <td data-label={capColumn} className={cell}>
        {inr(cap)}
      </td>
      {/* Every supply is circulating here (no vesting), so the fully diluted value is the market cap. */}
      <td data-label={fdvColumn} className={cell}>
        {inr(cap)}
      </td>
    </>
  );
}
