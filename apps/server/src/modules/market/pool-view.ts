/**
 * A program pool as the app shows it. The program orders a pool's mints by their bytes; the app
 * shows SOL as the quote side when one side is SOL (TKN/SOL, "TKN-SOL LP"), else the program's order.
 */
import { reservesOf, type CpmmPoolSnapshot } from '@toolkit/chain';
import { FEE_RATE_DENOMINATOR } from '@toolkit/programs/cpmm';
import { NATIVE_MINT, spotPrice, type PoolTokenInfo, type PoolView } from '@toolkit/shared';

export interface Oriented {
  baseMint: string;
  quoteMint: string;
  baseVault: string;
  quoteVault: string;
  baseReserve: bigint;
  quoteReserve: bigint;
}

export function oriented(pool: CpmmPoolSnapshot): Oriented {
  const s = pool.state;
  const { reserve0, reserve1 } = reservesOf(pool);
  const zero = { mint: s.token0Mint as string, vault: s.token0Vault as string, reserve: reserve0 };
  const one = { mint: s.token1Mint as string, vault: s.token1Vault as string, reserve: reserve1 };
  const [base, quote] = zero.mint === NATIVE_MINT ? [one, zero] : [zero, one];
  return {
    baseMint: base.mint,
    quoteMint: quote.mint,
    baseVault: base.vault,
    quoteVault: quote.vault,
    baseReserve: base.reserve,
    quoteReserve: quote.reserve,
  };
}

/** Percent: 2,500 per million is the 0.25 % tier. */
export const feeTierOf = (pool: CpmmPoolSnapshot) => Number((pool.rates.tradeFeeRate * 10_000n) / FEE_RATE_DENOMINATOR) / 100;

/** The LP token's name, which the AMM's LP mint does not carry. */
export function lpNaming(base: PoolTokenInfo, quote: PoolTokenInfo): { lpName: string; lpSymbol: string } {
  return { lpName: `${base.symbol}-${quote.symbol} LP`, lpSymbol: `${base.symbol}-${quote.symbol}-LP` };
}

function infoWithFee(info: PoolTokenInfo, fee: CpmmPoolSnapshot['transferFee0']): PoolTokenInfo {
  return fee ? { ...info, transferFee: { bps: fee.basisPoints, maximumFee: fee.maximumFee.toString() } } : info;
}

export function programPoolView(pool: CpmmPoolSnapshot, infos: ReadonlyMap<string, PoolTokenInfo>): PoolView {
  const o = oriented(pool);
  const s = pool.state;
  const feeOf = (mint: string) => (mint === s.token0Mint ? pool.transferFee0 : pool.transferFee1);
  const base = infoWithFee(infos.get(o.baseMint)!, feeOf(o.baseMint));
  const quote = infoWithFee(infos.get(o.quoteMint)!, feeOf(o.quoteMint));
  // The program keeps its open time, not its creation time nor its first deposit: it opens one second after creation by default.
  const openTime = new Date(Number(s.openTime) * 1000).toISOString();
  return {
    pool: pool.address,
    base,
    quote,
    baseVault: o.baseVault,
    quoteVault: o.quoteVault,
    baseReserve: o.baseReserve.toString(),
    quoteReserve: o.quoteReserve.toString(),
    lpMint: s.lpMint,
    lpDecimals: s.lpMintDecimals,
    lpSupply: s.lpSupply.toString(),
    feeTier: feeTierOf(pool),
    startTime: openTime,
    price: o.baseReserve > 0n && o.quoteReserve > 0n ? spotPrice(o.baseReserve, o.quoteReserve, base.decimals, quote.decimals) : 0,
    creator: s.poolCreator,
    createdAt: openTime,
    initBaseAmount: '0',
    initQuoteAmount: '0',
    ...lpNaming(base, quote),
  };
}
