/**
 * The four market columns both token tables show (price, liquidity, market cap, FDV), from the
 * pools that price the token, in the user's currency (rupees unless they chose dollars).
 */
import { TEXTS } from '@toolkit/shared';
import { CARD_CELL, cn } from '../../../shared/ui/index.ts';
import { useFiat } from '../../settings/index.ts';

export const DASH = '—';

export function MarketCells({ price, cap }: { price: { priceInr?: number | null; liquidityInr?: number | null } | undefined; cap: number | null }) {
  const fiat = useFiat();
  const inr = (value: number | null | undefined) => (value != null ? (fiat.show(value) ?? DASH) : DASH);
  const cell = cn(CARD_CELL, 'px-3 py-3 tabular');
  return (
    <>
      <td data-label={TEXTS.priceColumn(fiat.currency)} className={cell}>
        {inr(price?.priceInr)}
      </td>
      <td data-label="Liquidity" className={cell}>
        {inr(price?.liquidityInr)}
      </td>
      <td data-label="Market Cap" className={cell}>
        {inr(cap)}
      </td>
      {/* Every supply is circulating here (no vesting), so the fully diluted value is the market cap. */}
      <td data-label="FDV" className={cell}>
        {inr(cap)}
      </td>
    </>
  );
}
