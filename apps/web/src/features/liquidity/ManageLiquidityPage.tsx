/**
 * Manage Liquidity (spec 2): add or remove liquidity by pool address, with the reserves, the
 * user's LP share, and what a removal returns, all from the chain; burn LP, or lock it in an
 * escrow of the lock program until a date.
 */
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { ERRORS, poolParamsSchema, TEXTS } from '@toolkit/shared';
import { messageOf } from '../../shared/api/index.ts';
import { useWalletSession } from '../../shared/session/index.ts';
import { AddressChip, Card, cn, Field, PageHeader, TokenLink } from '../../shared/ui/index.ts';
import { AddLiquidityForm } from './AddLiquidityForm.tsx';
import { usePoolQuery, usePoolsQuery, useWalletTokensQuery } from './api.ts';
import { show } from './amount-text.ts';
import { formResolver } from './form-resolver.ts';
import { LpLockForm } from './LpLockForm.tsx';
import { LpPositionsForm } from './LpPositionsForm.tsx';
import { PoolPriceChart } from './PoolPriceChart.tsx';
import { RemoveLiquidityForm } from './RemoveLiquidityForm.tsx';
import { Stat } from './ui.tsx';

const TAB_LABELS = { add: 'Add Liquidity', remove: 'Remove Liquidity', lp: 'Burn LP', lock: 'Lock LP' } as const;

export function ManageLiquidityPage() {
  const { connected } = useWalletSession();
  const [params, setParams] = useSearchParams();
  const initial = poolParamsSchema.safeParse({ pool: params.get('pool') ?? '' });
  /** The pool address last loaded (a valid address); its pool comes from the API. */
  const [loaded, setLoaded] = useState<string | null>(initial.success ? initial.data.pool : null);
  const [tab, setTab] = useState<'add' | 'remove' | 'lp' | 'lock'>('add');
  const form = useForm<{ pool: string }, unknown, { pool: string }>({
    resolver: formResolver<{ pool: string }, { pool: string }>(poolParamsSchema),
    defaultValues: { pool: params.get('pool') ?? '' },
  });
  const pools = usePoolsQuery().data ?? [];
  const wallet = useWalletTokensQuery(undefined, { skip: !connected }).data;
  const poolQuery = usePoolQuery(loaded ?? skipToken);
  const pool = loaded ? poolQuery.currentData : undefined;
  const poolError =
    form.formState.errors.pool?.message ?? (loaded && poolQuery.isError ? messageOf(poolQuery.error, ERRORS.POOL_NOT_FOUND.message) : null);

  // A pool that loads is the page's address from then on.
  useEffect(() => {
    if (pool && params.get('pool') !== pool.pool) setParams({ pool: pool.pool }, { replace: true });
  }, [pool, params, setParams]);

  const load = form.handleSubmit(
    ({ pool: address }) => setLoaded(address),
    () => setLoaded(null),
  );
  const choose = (address: string) => {
    form.setValue('pool', address);
    form.clearErrors();
    setLoaded(address);
  };

  const lpHeld = pool ? BigInt((connected ? wallet : undefined)?.find((t) => t.mint === pool.lpMint)?.balance ?? '0') : 0n;
  const share = pool && BigInt(pool.lpSupply) > 0n ? Number((lpHeld * 1_000_000n) / BigInt(pool.lpSupply)) / 10_000 : 0;

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={TEXTS.manageLiquidityTitle} subtitle="Add liquidity to a pool or remove your share of it, by pool address." />
      <Card className="mb-6 flex flex-col gap-3">
        <form noValidate className="flex flex-col gap-2 sm:flex-row sm:items-end" onSubmit={(e) => void load(e)}>
          <div className="flex-1">
            <Field tabular label="Pool Address" required placeholder="Pool address" {...form.register('pool')} className="font-mono" />
          </div>
          <button type="submit" className="rounded-xl bg-accent px-5 py-2.5 text-sm font-semibold text-accent-fg hover:bg-accent-strong">
            Load Pool
          </button>
        </form>
        {pools.length > 0 && (
          <div className="flex flex-wrap items-center gap-2 text-xs text-muted">
            <span>Pools:</span>
            {pools.slice(0, 8).map((p) => (
              <button
                key={p.pool}
                type="button"
                onClick={() => choose(p.pool)}
                className={cn(
                  'rounded-full border px-2.5 py-1 font-medium',
                  pool?.pool === p.pool ? 'border-accent text-fg' : 'border-line hover:border-accent/60',
                )}
              >
                {p.base.symbol}/{p.quote.symbol} {p.feeTier}%
              </button>
            ))}
          </div>
        )}
        {poolError && (
          <p role="alert" className="text-sm text-danger">
            {poolError}
          </p>
        )}
      </Card>

      {pool && (
        <div className="grid gap-6 lg:grid-cols-[1fr_1.1fr]">
          <div className="flex flex-col gap-4">
            <Card className="flex flex-col gap-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 className="text-lg font-semibold">
                  <TokenLink mint={pool.base.mint}>{pool.base.symbol}</TokenLink>/<TokenLink mint={pool.quote.mint}>{pool.quote.symbol}</TokenLink> ·{' '}
                  {pool.feeTier}%
                </h2>
                <AddressChip address={pool.pool} label="Copy pool address" />
              </div>
              <p className="-mt-2 text-sm text-muted">
                LP token: <TokenLink mint={pool.lpMint}>{pool.lpName}</TokenLink> ({pool.lpSymbol})
              </p>
              <div className="grid grid-cols-2 gap-3">
                <Stat label={`${pool.base.symbol} reserve`} value={show(pool.baseReserve, pool.base.decimals)} />
                <Stat label={`${pool.quote.symbol} reserve`} value={show(pool.quoteReserve, pool.quote.decimals)} />
                <Stat label="Your LP tokens" value={show(lpHeld, pool.lpDecimals)} />
                <Stat label="Your pool share" value={`${share.toFixed(share < 1 ? 4 : 2)}%`} />
              </div>
            </Card>
            <PoolPriceChart pool={pool} />
          </div>

          <Card className="flex flex-col gap-4">
            <div role="tablist" aria-label="Liquidity action" className="grid grid-cols-2 rounded-xl bg-bg/50 p-1 sm:grid-cols-4">
              {(['add', 'remove', 'lp', 'lock'] as const).map((t) => (
                <button
                  key={t}
                  role="tab"
                  type="button"
                  aria-selected={tab === t}
                  onClick={() => setTab(t)}
                  className={cn('rounded-lg py-2 text-sm font-semibold', tab === t ? 'bg-surface-2 text-fg' : 'text-muted')}
                >
                  {TAB_LABELS[t]}
                </button>
              ))}
            </div>
            {tab === 'add' ? (
              <AddLiquidityForm pool={pool} />
            ) : tab === 'remove' ? (
              <RemoveLiquidityForm pool={pool} lpHeld={lpHeld} />
            ) : tab === 'lp' ? (
              <LpPositionsForm pool={pool} lpHeld={lpHeld} />
            ) : (
              <LpLockForm pool={pool} lpHeld={lpHeld} />
            )}
            <p className="text-xs text-muted">{TEXTS.poolTrustModel}</p>
          </Card>
        </div>
      )}
    </div>
  );
}
