/**
 * What one fill of an order does on the pool as it is now on chain: how much it spends, what it
 * should receive, and the least it accepts (enforced on chain by the swap's minimum amount out).
 * Scheduled kinds spend their fill's amount at the order's slippage; a limit spends as much of
 * what is left as trades at its price or better (fully or partly), a stop-loss or take-profit sells
 * everything once the pool's price crosses its level. Null: nothing should fill now.
 */
import type { Address } from '@solana/kit';
import { minimumAfterSlippage, sidesFrom, type CpmmPoolSnapshot } from '@toolkit/chain';
import { CpmmQuoteError, quoteSwapBaseInput } from '@toolkit/programs/cpmm';
import {
  minimumAtPrice,
  parsePrice,
  priceConditionMet,
  scheduledFillAmount,
  spotPriceRatio,
  type BotOrderKind,
  type BotSide,
  type Ratio,
} from '@toolkit/shared';
import { appSides } from '../liquidity/index.ts';

export interface FillOrder {
  kind: BotOrderKind;
  side: BotSide;
  /** Base units: per fill for a DCA, in all otherwise. */
  amount: bigint;
  total: bigint;
  spent: bigint;
  count: number | null;
  fills: number;
  price: string | null;
  /** Percent. */
  slippage: number;
}

export interface PlannedFill {
  inputMint: Address;
  amountIn: bigint;
  expected: bigint;
  minimumReceived: bigint;
  /** The slippage (basis points) that gives `minimumReceived` from `expected` in the swap builder. */
  slippageBps: bigint;
}

/** What `amountIn` would receive on the pool now; null when the pool cannot trade it. */
export function received(pool: CpmmPoolSnapshot, inputMint: Address, amountIn: bigint): bigint | null {
  const [from, to] = sidesFrom(pool, inputMint);
  try {
    return quoteSwapBaseInput(amountIn, {
      reserveIn: from.reserve,
      reserveOut: to.reserve,
      rates: pool.rates,
      inputTransferFee: from.transferFee,
      outputTransferFee: to.transferFee,
    }).amountReceived;
  } catch (e) {
    if (e instanceof CpmmQuoteError) return null;
    throw e;
  }
}

export const spendMintOf = (pool: CpmmPoolSnapshot, side: BotSide): Address => {
  const { base, quote } = appSides(pool);
  return side === 'buy' ? quote.mint : base.mint;
};

export function poolPrice(pool: CpmmPoolSnapshot): Ratio | null {
  const { base, quote } = appSides(pool);
  return spotPriceRatio(base.reserve, quote.reserve, base.decimals, quote.decimals);
}

const BPS = 10_000n;
const slippageBpsOf = (percent: number) => BigInt(Math.round(percent * 100));

/** The slippage (bps) that makes the builder's minimum at least `floor` for `expected`. */
function bpsFor(expected: bigint, floor: bigint, slippageBps: bigint): bigint {
  if (minimumAfterSlippage(expected, slippageBps) >= floor) return slippageBps;
  return ((expected - floor) * BPS) / expected;
}

export function planFill(pool: CpmmPoolSnapshot, order: FillOrder): PlannedFill | null {
  const inputMint = spendMintOf(pool, order.side);
  const remaining = order.total - order.spent;
  if (remaining <= 0n) return null;
  const slippageBps = slippageBpsOf(order.slippage);
  const at = (amountIn: bigint, floor = 0n): PlannedFill | null => {
    const expected = received(pool, inputMint, amountIn);
    if (expected === null || expected <= 0n || expected < floor) return null;
    const bps = bpsFor(expected, floor, slippageBps);
    const minimumReceived = minimumAfterSlippage(expected, bps);
    if (minimumReceived <= 0n) return null;
    return { inputMint, amountIn, expected, minimumReceived, slippageBps: bps };
  };

  if (order.kind === 'dca' || order.kind === 'twap') {
    const amount = scheduledFillAmount({ kind: order.kind, amount: order.amount, count: order.count ?? 1 }, order.fills);
    return at(amount < remaining ? amount : remaining);
  }
  const target = parsePrice(order.price ?? '');
  const now = poolPrice(pool);
  if (!target || !now || !priceConditionMet(order.kind, order.side, now, target)) return null;
  if (order.kind !== 'limit') return at(remaining);
  // A limit never trades worse than its price: the most of what is left that still does.
  const { base, quote } = appSides(pool);
  const floorOf = (amountIn: bigint) => minimumAtPrice(order.side, amountIn, target, base.decimals, quote.decimals);
  const fits = (amountIn: bigint) => {
    const got = received(pool, inputMint, amountIn);
    return got !== null && got > 0n && got >= floorOf(amountIn);
  };
  if (fits(remaining)) return at(remaining, floorOf(remaining));
  let lo = 0n;
  let hi = remaining;
  while (hi - lo > 1n) {
    const mid = (lo + hi) / 2n;
    if (fits(mid)) lo = mid;
    else hi = mid;
  }
  // Dust is not worth a transaction: a partial fill spends at least a thousandth of what is left.
  if (lo === 0n || lo * 1_000n < remaining) return null;
  return at(lo, floorOf(lo));
}
