/** The latest buys and sells through the token's main pool, each with its transaction on the explorer. */
import { shortenAddress, type PoolTokenInfo } from '@toolkit/shared';
import { ExplorerLink } from '../../shared/ui/index.ts';
import { LIVE_MARKET, useTradesQuery } from './api.ts';
import { amountText, priceText } from './market-format.ts';
import { PageSection } from './PageSection.tsx';

export function RecentTrades({ mint, token, priceToken }: { mint: string; token: { symbol: string; decimals: number }; priceToken: PoolTokenInfo }) {
  const { data: trades } = useTradesQuery(mint, LIVE_MARKET);
  return (
    <PageSection id="trades" title="Recent trades">
      {!trades ? (
        <div className="h-24 animate-pulse rounded-xl bg-surface-2/60" aria-busy="true" />
      ) : trades.length === 0 ? (
        <p className="text-sm text-muted">No trades yet.</p>
      ) : (
        <ul className="flex flex-col gap-1.5">
          {trades.map((t) => (
            <li
              key={t.signature}
              className="grid grid-cols-[3.5rem_1fr_auto] items-center gap-x-3 rounded-xl border border-line bg-bg/40 px-3 py-2 text-sm sm:grid-cols-[3.5rem_1fr_1fr_auto]"
            >
              <span className={t.side === 'buy' ? 'font-semibold text-ok' : 'font-semibold text-danger'}>{t.side === 'buy' ? 'Buy' : 'Sell'}</span>
              <span className="tabular min-w-0 break-words">
                {amountText(t.tokenAmount, token.decimals)} {token.symbol} · {amountText(t.priceTokenAmount, priceToken.decimals)} {priceToken.symbol}
              </span>
              <span className="tabular hidden text-muted sm:block">
                @ {priceText(t.price)} · {t.trader ? shortenAddress(t.trader) : '—'}
              </span>
              <ExplorerLink kind="tx" id={t.signature} className="text-xs text-muted hover:text-accent" title={new Date(t.time).toLocaleString()}>
                {new Date(t.time).toLocaleTimeString()}
              </ExplorerLink>
            </li>
          ))}
        </ul>
      )}
    </PageSection>
  );
}
