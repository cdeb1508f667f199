/** The shared token picker fed with pool data: tokens with pools first, the wallet's tokens, mint look-up. */
import { NATIVE_MINT, TEXTS, type PoolStats, type PoolTokenInfo } from '@toolkit/shared';
import type { ComponentProps } from 'react';
import { useWalletSession } from '../../shared/session/index.ts';
import { TokenPicker, type PickerToken } from '../../shared/ui/index.ts';
import { useLazyPoolTokenInfoQuery, usePoolsQuery, useWalletTokensQuery } from './api.ts';

export const SOL_TOKEN: PickerToken = { mint: NATIVE_MINT, symbol: 'SOL', name: 'Solana', decimals: 9 };

const pickerToken = (t: PoolTokenInfo): PickerToken => ({ mint: t.mint, symbol: t.symbol, name: t.name, decimals: t.decimals, program: t.program });

/** Tokens that have a pool, most liquid first (SOL always among them). */
function popularFrom(pools: PoolStats[]): PickerToken[] {
  const seen = new Map<string, { token: PickerToken; liquidity: number }>([[NATIVE_MINT, { token: SOL_TOKEN, liquidity: Infinity }]]);
  for (const p of pools) {
    for (const side of [p.base, p.quote]) {
      const prev = seen.get(side.mint);
      seen.set(side.mint, { token: pickerToken(side), liquidity: (prev?.liquidity ?? 0) + Number(p.liquidity) });
    }
  }
  return [...seen.values()].sort((a, b) => b.liquidity - a.liquidity).map((v) => v.token);
}

type PoolTokenPickerProps = Omit<ComponentProps<typeof TokenPicker>, 'popular' | 'walletTokens' | 'loading' | 'lookUpToken'>;

export function PoolTokenPicker(props: PoolTokenPickerProps) {
  const { connected } = useWalletSession();
  const pools = usePoolsQuery(undefined, { skip: !props.open });
  const wallet = useWalletTokensQuery(undefined, { skip: !props.open || !connected });
  const [lookUp] = useLazyPoolTokenInfoQuery();
  return (
    <TokenPicker
      {...props}
      popular={popularFrom(pools.data ?? [])}
      walletTokens={connected ? (wallet.data ?? []) : []}
      loading={pools.isFetching || wallet.isFetching}
      lookUpToken={async (mint) => {
        const info = await lookUp(mint).unwrap();
        if (!info) throw new Error(TEXTS.tokenNotFound);
        return pickerToken(info);
      }}
    />
  );
}
