/** 'Liquidity' tab: pools with liquidity, volume, fees and APR. Owned by the liquidity issue. */
export function LiquidityTab() {
  return <p className="text-sm text-zinc-400">Liquidity pools appear here.</p>;
}
