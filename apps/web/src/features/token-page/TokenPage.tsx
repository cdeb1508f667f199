/**
 * The trading page of any token (`/solana/token/:mint`): price chart, Buy / Sell, market figures,
 * the risk panel, labelled holders and recent trades from its main pool, then what its metadata
 * says. Without a pool it says so and offers its authority Create Pool.
 */
import { lazy, Suspense, useEffect } from 'react';
import { useParams } from 'react-router';
import { messageOf } from '../../shared/api/index.ts';
import { CopyButton, ServerTokenHeader, type PickerToken } from '../../shared/ui/index.ts';
import { TokenOpenOrders } from '../bots/index.ts';
import { useTokenInfoQuery } from '../tokens/index.ts';
import { LIVE_MARKET, useCandlesQuery, useMarketQuery } from './api.ts';
import { HolderList } from './HolderList.tsx';
import { MarketFigures } from './MarketFigures.tsx';
import { NoPool } from './NoPool.tsx';
import { PoolList } from './PoolList.tsx';
import { FIRST_RANGE, PriceChart } from './PriceChart.tsx';
import { RecentTrades } from './RecentTrades.tsx';
import { RiskAnalysis } from './RiskAnalysis.tsx';
import { TokenExplorerButton } from './TokenExplorerButton.tsx';
import { ShareButton } from './ShareButton.tsx';
import { TokenAbout } from './TokenAbout.tsx';
import { readTokenDocument } from './token-document.ts';
import { imageUrl } from '../../shared/lib/image-url.ts';

// Buy / Sell brings the swap's quoting, forms and signing: it loads beside the page's first paint.
const TradeBox = lazy(async () => ({ default: (await import('./TradeBox.tsx')).TradeBox }));

const NETWORKS: Record<string, string> = { local: 'Solana Local', devnet: 'Solana Devnet', mainnet: 'Solana Mainnet', custom: 'Solana (custom RPC)' };

export function TokenPage() {
  const { mint = '' } = useParams();
  const query = useTokenInfoQuery(mint);
  const { currentData: market } = useMarketQuery(mint, LIVE_MARKET);
  // The chart's candles are asked for with the token, not once the token has arrived: the chart
  // is what the page paints last, and this saves it a round trip.
  useCandlesQuery({ mint, range: FIRST_RANGE });
  const info = query.currentData;
  useEffect(() => {
    if (info) document.title = `${info.name}${info.symbol ? ` (${info.symbol})` : ''} · Token Toolkit`;
  }, [info]);

  if (query.isError) {
    return (
      <div role="alert" className="mx-auto max-w-xl rounded-2xl border border-line bg-surface p-8 text-center">
        <h1 className="text-xl font-semibold">Token not found</h1>
        <p className="mt-2 text-sm text-muted">{messageOf(query.error, 'This token could not be read')}</p>
      </div>
    );
  }
  if (!info) return <PageSkeleton mint={mint} />;

  const doc = readTokenDocument(info.metadata);
  const image = imageUrl(doc.image);
  const token: PickerToken = { mint: info.mint, symbol: info.symbol || info.name, name: info.name, decimals: info.decimals, program: info.program };
  const pool = market?.pool ?? null;
  const priceToken = market?.priceToken ?? null;

  return (
    <article className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <header className="flex flex-wrap items-center gap-4">
        {image ? (
          <img src={image} alt={`${info.name} logo`} className="size-14 rounded-full bg-surface object-cover" />
        ) : (
          <div
            role="img"
            aria-label={`${info.name} logo`}
            className="flex size-14 items-center justify-center rounded-full bg-accent text-2xl font-bold text-accent-fg"
          >
            {(info.symbol || info.name).slice(0, 1).toUpperCase()}
          </div>
        )}
        <div className="min-w-40 flex-1">
          <h1 className="truncate text-2xl font-semibold">{info.name}</h1>
          <p className="text-muted">
            {info.symbol && <span className="font-mono">{info.symbol}</span>}
            {info.symbol && ' · '}
            {NETWORKS[info.cluster] ?? info.cluster}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <TokenExplorerButton mint={info.mint} />
          <ShareButton mint={info.mint} />
          <CopyButton value={info.mint} label="Copy token address" />
        </div>
      </header>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_380px]">
        <div className="flex min-w-0 flex-col gap-6">
          {market && !pool ? <NoPool info={info} /> : <PriceChart mint={info.mint} symbol={token.symbol} priceSymbol={priceToken?.symbol ?? 'SOL'} />}
          <MarketFigures market={market} info={info} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          {pool && priceToken && (
            <Suspense
              fallback={<div className="h-80 animate-pulse rounded-2xl border border-line bg-surface/70" aria-busy="true" aria-label="Trade" />}
            >
              <TradeBox
                token={token}
                priceToken={{ mint: priceToken.mint, symbol: priceToken.symbol, name: priceToken.name, decimals: priceToken.decimals }}
                onTraded={() => void query.refetch()}
              />
            </Suspense>
          )}
          {pool && <TokenOpenOrders mint={info.mint} pool={pool.pool} />}
          <div className="rounded-2xl border border-line bg-surface/70 px-4 pb-4 [&>section]:mt-3">
            <RiskAnalysis risks={info.risks} columns={2} />
          </div>
        </div>
      </div>

      {pool && priceToken && <RecentTrades mint={info.mint} token={token} priceToken={priceToken} />}
      <PoolList pools={market?.pools ?? []} />
      <HolderList info={info} labels={market?.labels ?? []} />
      <TokenAbout info={info} doc={doc} />
    </article>
  );
}

function PageSkeleton({ mint }: { mint: string }) {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6" aria-busy="true" aria-label="Reading the token">
      <ServerTokenHeader mint={mint} fallback={<div className="h-14 w-64 animate-pulse rounded-xl bg-surface-2/60" />} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_380px]">
        <div className="h-72 animate-pulse rounded-2xl bg-surface-2/60" />
        <div className="h-72 animate-pulse rounded-2xl bg-surface-2/60" />
      </div>
    </div>
  );
}
