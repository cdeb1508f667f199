/** The token's market in figures: price, liquidity, 24 h volume, holders, supply and market cap. */
import type { MarketView, TokenDetails } from '@toolkit/shared';
import { amountText, priceText } from './market-format.ts';

export function MarketFigures({ market, info }: { market: MarketView | undefined; info: TokenDetails }) {
  const unit = market?.priceToken;
  const inPriceToken = (base: string | null | undefined) => (base && unit ? `${amountText(base, unit.decimals)} ${unit.symbol}` : '—');
  const figures: Array<[string, string]> = [
    ['Price', market?.price != null && unit ? `${priceText(market.price)} ${unit.symbol}` : '—'],
    ['Liquidity', inPriceToken(market?.liquidity)],
    ['24h Volume', inPriceToken(market?.volume24h)],
    ['Holders', info.holders.toLocaleString('en-US')],
    ['Supply', `${amountText(info.supply, info.decimals)} ${info.symbol}`],
    ['Market Cap', inPriceToken(market?.marketCap)],
  ];
  return (
    <section aria-label="Market figures">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-xl border border-line bg-surface/70 px-4 py-3">
            <dt className="text-xs text-muted">{label}</dt>
            <dd className="tabular mt-1 truncate font-semibold" title={value}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {market && market.trades24h > 0 && (
        <p className="mt-2 text-xs text-muted">
          {market.trades24h} trade{market.trades24h === 1 ? '' : 's'} in the last 24 hours
        </p>
      )}
    </section>
  );
}
