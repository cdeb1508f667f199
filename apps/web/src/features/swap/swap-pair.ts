/** Which pool serves a pair, and which token the screen starts on. */
import { NATIVE_MINT, type PoolStats } from '@toolkit/shared';
import type { PickerToken } from '../../shared/ui/index.ts';

const pickerTokenOf = (t: PoolStats['base']): PickerToken => ({ mint: t.mint, symbol: t.symbol, name: t.name, decimals: t.decimals });

/** The deepest pool holding both tokens (either way round), or null. */
export function poolForPair(pools: PoolStats[], from: string, to: string): PoolStats | null {
  return (
    pools
      .filter((p) => (p.base.mint === from && p.quote.mint === to) || (p.base.mint === to && p.quote.mint === from))
      .sort((a, b) => Number(BigInt(b.liquidity) - BigInt(a.liquidity)))[0] ?? null
  );
}

/** The deepest SOL pool's other token (else the first pool's), so the screen shows a real pair at once. */
export function startingTo(pools: PoolStats[], from: string): PickerToken | null {
  if (pools.length === 0) return null;
  const p = pools.find((x) => x.base.mint === NATIVE_MINT || x.quote.mint === NATIVE_MINT) ?? pools[0]!;
  const other = p.base.mint === from ? p.quote : p.base.mint === NATIVE_MINT ? p.quote : p.base;
  return pickerTokenOf(other.mint !== from ? other : p.quote);
}
