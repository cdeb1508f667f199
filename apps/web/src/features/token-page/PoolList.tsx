/**
 * Every pool of the token on this network (anyone may open one, for any pair and at any price):
 * pair, fee tier, reserves, price and liquidity, the pool the page's price comes from, and a flag
 * on each pool priced more than 5 % away from it.
 */
import { TEXTS, type MarketPool } from '@toolkit/shared';
import { amountText, priceText } from './market-format.ts';
import { PageSection } from './PageSection.tsx';

export function PoolList({ pools }: { pools: MarketPool[] }) {
  if (pools.length === 0) return null;
  return (
    <PageSection id="pools" title={TEXTS.tokenPoolsHeading}>
      <ul className="flex flex-col gap-1.5">
        {pools.map((p) => (
          <li
            key={p.pool}
            aria-label={`${p.base.symbol}/${p.quote.symbol} ${p.feeTier}%`}
            className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1 rounded-xl border border-line bg-bg/40 px-3 py-2 text-sm sm:grid-cols-[minmax(8rem,1fr)_1fr_1fr_auto]"
          >
            <span className="min-w-0 font-semibold">
              {p.base.symbol}/{p.quote.symbol} <span className="font-normal text-muted">· {p.feeTier}%</span>
            </span>
            <span className="tabular min-w-0 break-words text-muted">
              {amountText(p.baseReserve, p.base.decimals)} {p.base.symbol} + {amountText(p.quoteReserve, p.quote.decimals)} {p.quote.symbol}
            </span>
            <span className="tabular min-w-0 break-words">
              {p.price === null ? '—' : `${priceText(p.price)} ${p.priceToken.symbol}`}
              <span className="text-muted">
                {' '}
                · {amountText(p.liquidity, p.priceToken.decimals)} {p.priceToken.symbol} liquidity
              </span>
            </span>
            <span className="justify-self-end text-xs">
              {p.main && <span className="rounded-full bg-accent/15 px-2 py-0.5 font-semibold text-accent">{TEXTS.tokenPoolMain}</span>}
              {p.outlier && (
                <span className="rounded-full bg-danger/15 px-2 py-0.5 font-semibold text-danger" title={TEXTS.tokenPoolOutlierHint}>
                  {TEXTS.tokenPoolOutlier}
                </span>
              )}
            </span>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
