/**
 * Constant-product pool math (DESIGN.md 4) in bigint base units, shared by the server (which
 * builds and checks every pool transaction) and the app (which shows quotes). Every rounding
 * favours the pool: a swap pays floor(dy), an add asks for the larger side rounded up and mints
 * floor(LP), a removal pays floor(share), so k = x*y never falls and no holder takes more than
 * their share.
 */
import { FEE_TIERS, LIMITS, type FeeTier } from '../constants.ts';
import { errorMessage, type ErrorCode, type ErrorContext } from '../errors/codes.ts';
import { grossForNet, netAfterFee, type TransferFeeRate } from '../schemas/token-extensions.ts';

const BPS = 10_000n;

/**
 * A refusal the user can fix (too small, empty pool), with its code from the shared table, so the
 * server answers it as that code. Broken preconditions (a fee tier or slippage out of range) are
 * programming errors and throw RangeError instead.
 */
export class PoolMathError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly context: ErrorContext = {},
  ) {
    super(errorMessage(code, context));
    this.name = 'PoolMathError';
  }
}

/** Whole-number square root (floor) of a non-negative bigint, by Newton's method. */
export function isqrt(n: bigint): bigint {
  if (n < 0n) throw new RangeError('square root of a negative number');
  if (n < 2n) return n;
  // Start above the root: 2^(ceil(bits/2)).
  let x = 1n << BigInt(Math.ceil(n.toString(2).length / 2));
  for (;;) {
    const y = (x + n / x) >> 1n;
    if (y >= x) return x;
    x = y;
  }
}

export const isFeeTier = (tier: unknown): tier is FeeTier => typeof tier === 'number' && (FEE_TIERS as readonly number[]).includes(tier);

/** A fee tier in percent (0.25, 0.5, 1, 2, 4) as basis points. */
export function feeTierBps(tier: number): bigint {
  if (!isFeeTier(tier)) throw new RangeError(`Unknown fee tier ${tier}`);
  return BigInt(Math.round(tier * 100));
}

/** A slippage percentage (0..100, up to two decimals) as basis points. */
export function percentToBps(percent: number): bigint {
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) throw new RangeError(`Slippage ${percent}% is out of range`);
  return BigInt(Math.round(percent * 100));
}

export interface InitialLiquidity {
  /** floor(sqrt(x*y)): the LP supply right after init. */
  total: bigint;
  /** Minted to the pool itself and never withdrawable, so the supply can never return to zero. */
  locked: bigint;
  /** What the creator receives. */
  creator: bigint;
}

export function initialLiquidity(baseAmount: bigint, quoteAmount: bigint): InitialLiquidity {
  if (baseAmount <= 0n || quoteAmount <= 0n) throw new PoolMathError('POOL_AMOUNT_INVALID');
  const total = isqrt(baseAmount * quoteAmount);
  const locked = LIMITS.lockedLiquidity;
  if (total <= locked) throw new PoolMathError('POOL_INIT_DEPOSIT_TOO_SMALL', { locked });
  return { total, locked, creator: total - locked };
}

export interface SwapResult {
  amountOut: bigint;
  /** The part of amountIn kept by the pool as its fee (input units, rounded up). */
  fee: bigint;
}

/**
 * Output of a swap: dy = y * dx' / (x + dx') with dx' = dx * (1 - fee), floored.
 * Computed as one fraction, so no precision is lost before the final floor.
 */
export function swapOut(amountIn: bigint, reserveIn: bigint, reserveOut: bigint, feeBps: bigint): SwapResult {
  if (amountIn <= 0n) throw new PoolMathError('POOL_AMOUNT_INVALID');
  if (reserveIn <= 0n || reserveOut <= 0n) throw new PoolMathError('POOL_EMPTY');
  const inAfterFee = amountIn * (BPS - feeBps);
  const amountOut = (reserveOut * inAfterFee) / (reserveIn * BPS + inAfterFee);
  const fee = (amountIn * feeBps + BPS - 1n) / BPS;
  return { amountOut, fee };
}

/** Does paying `amountOut` for `amountIn` keep k = x*y from falling? */
export function keepsK(amountIn: bigint, amountOut: bigint, reserveIn: bigint, reserveOut: bigint): boolean {
  if (amountOut > reserveOut || amountOut < 0n || amountIn < 0n) return false;
  return (reserveIn + amountIn) * (reserveOut - amountOut) >= reserveIn * reserveOut;
}

export interface SwapQuote {
  /** What the user sends. */
  amountIn: bigint;
  /** What reaches the user's wallet when nothing else trades first (net of any transfer fee). */
  amountOut: bigint;
  /** amountOut less the user's swap slippage: the least the user accepts (net of any transfer fee). */
  minimumReceived: bigint;
  /** What the pool pays in the user's signed transaction so that minimumReceived reaches the wallet. */
  payout: bigint;
  /** Input units. */
  fee: bigint;
  /** Percent the trade moves the price against the trader (fee excluded). */
  priceImpact: number;
  /** Output tokens per one whole input token at this trade's price (display only). */
  rate: number;
}

/** Token-2022 transfer fees of the two sides (absent: none), as the token program applies them now. */
export interface SwapTransferFees {
  in?: TransferFeeRate | null;
  out?: TransferFeeRate | null;
}

export interface QuoteInput {
  amountIn: bigint;
  reserveIn: bigint;
  reserveOut: bigint;
  feeBps: bigint;
  slippagePercent: number;
  decimalsIn: number;
  decimalsOut: number;
  transferFees?: SwapTransferFees;
}

/**
 * What reaches the user's wallet of a swap whose vault pays `amountOut` in all: `payout` in their
 * signed transaction, the rest (the improvement) in the pool's own transfer, each withheld its
 * transfer fee on the way.
 */
export const swapReceived = (amountOut: bigint, payout: bigint, feeOut: TransferFeeRate | null | undefined): bigint =>
  netAfterFee(payout, feeOut) + netAfterFee(amountOut - payout, feeOut);

/**
 * A swap's quote. With transfer fees, the input vault receives amountIn less the input's fee (the
 * pool prices that), and the user receives the vault's payment less the output's fee.
 */
export function quoteSwap(q: QuoteInput): SwapQuote {
  const feeIn = q.transferFees?.in;
  const feeOut = q.transferFees?.out;
  const intoVault = netAfterFee(q.amountIn, feeIn);
  // All of it withheld on the way in: nothing to trade.
  if (q.amountIn > 0n && intoVault <= 0n) throw new PoolMathError('POOL_AMOUNT_TOO_SMALL');
  const { amountOut: fromVault, fee } = swapOut(intoVault, q.reserveIn, q.reserveOut, q.feeBps);
  const minimumReceived = (netAfterFee(fromVault, feeOut) * (BPS - percentToBps(q.slippagePercent))) / BPS;
  const payout = grossForNet(minimumReceived, feeOut);
  const amountOut = swapReceived(fromVault, payout, feeOut);
  // Without the fee, the trade gets y*dx/(x+dx) instead of the spot y*dx/x: impact = dx/(x+dx).
  const priceImpact = ratio(intoVault * 100n, q.reserveIn + intoVault);
  const rate = ratio(amountOut * 10n ** BigInt(q.decimalsIn), q.amountIn * 10n ** BigInt(q.decimalsOut));
  return { amountIn: q.amountIn, amountOut, minimumReceived, payout, fee, priceImpact, rate };
}

/** Spot price: quote tokens per one whole base token (display only). */
export function spotPrice(baseReserve: bigint, quoteReserve: bigint, baseDecimals: number, quoteDecimals: number): number {
  if (baseReserve <= 0n) return 0;
  return ratio(quoteReserve * 10n ** BigInt(baseDecimals), baseReserve * 10n ** BigInt(quoteDecimals));
}

export interface Deposit {
  baseAmount: bigint;
  quoteAmount: bigint;
  /** LP minted for the deposit. */
  lpAmount: bigint;
}

/**
 * A deposit in the current ratio. Given one side, the other follows (rounded up, so the pool is
 * never short); LP = floor(min(dx*S/x, dy*S/y)).
 */
export function depositFor(side: 'base' | 'quote', amount: bigint, baseReserve: bigint, quoteReserve: bigint, lpSupply: bigint): Deposit {
  if (amount <= 0n) throw new PoolMathError('POOL_AMOUNT_INVALID');
  if (baseReserve <= 0n || quoteReserve <= 0n || lpSupply <= 0n) throw new PoolMathError('POOL_EMPTY');
  const baseAmount = side === 'base' ? amount : ceilDiv(amount * baseReserve, quoteReserve);
  const quoteAmount = side === 'quote' ? amount : ceilDiv(amount * quoteReserve, baseReserve);
  const lpAmount = lpForDeposit(baseAmount, quoteAmount, baseReserve, quoteReserve, lpSupply);
  if (lpAmount <= 0n) throw new PoolMathError('POOL_DEPOSIT_TOO_SMALL');
  return { baseAmount, quoteAmount, lpAmount };
}

export interface FeeDeposit extends Deposit {
  /** What the vaults gain: the amounts sent less each side's transfer fee (LP is minted for these). */
  baseIntoVault: bigint;
  quoteIntoVault: bigint;
}

/**
 * A deposit in the current ratio where a side may charge a transfer fee: `amount` of the named side
 * is what the user sends; the other side is sent so that the vaults receive the pool's ratio, and
 * LP is owed for what the vaults actually receive. Without fees it is depositFor's deposit.
 */
export function depositThroughFees(
  side: 'base' | 'quote',
  amount: bigint,
  reserves: { base: bigint; quote: bigint; lpSupply: bigint },
  fees: { base?: TransferFeeRate | null; quote?: TransferFeeRate | null },
): FeeDeposit {
  const intoVault = netAfterFee(amount, fees[side]);
  if (amount > 0n && intoVault <= 0n) throw new PoolMathError('POOL_DEPOSIT_TOO_SMALL');
  const wanted = depositFor(side, intoVault, reserves.base, reserves.quote, reserves.lpSupply);
  const baseAmount = side === 'base' ? amount : grossForNet(wanted.baseAmount, fees.base);
  const quoteAmount = side === 'quote' ? amount : grossForNet(wanted.quoteAmount, fees.quote);
  const baseIntoVault = netAfterFee(baseAmount, fees.base);
  const quoteIntoVault = netAfterFee(quoteAmount, fees.quote);
  const lpAmount = lpForDeposit(baseIntoVault, quoteIntoVault, reserves.base, reserves.quote, reserves.lpSupply);
  return { baseAmount, quoteAmount, lpAmount, baseIntoVault, quoteIntoVault };
}

/** LP owed for depositing both amounts now: the smaller proportional share, floored. */
export function lpForDeposit(baseAmount: bigint, quoteAmount: bigint, baseReserve: bigint, quoteReserve: bigint, lpSupply: bigint): bigint {
  const byBase = (baseAmount * lpSupply) / baseReserve;
  const byQuote = (quoteAmount * lpSupply) / quoteReserve;
  return byBase < byQuote ? byBase : byQuote;
}

export interface Withdrawal {
  baseAmount: bigint;
  quoteAmount: bigint;
}

/** What burning `lpAmount` of `lpSupply` returns: floor of the proportional share of each side. */
export function withdrawalFor(lpAmount: bigint, baseReserve: bigint, quoteReserve: bigint, lpSupply: bigint): Withdrawal {
  if (lpAmount <= 0n) throw new PoolMathError('POOL_AMOUNT_INVALID');
  if (lpAmount > lpSupply) throw new PoolMathError('LP_INSUFFICIENT');
  return { baseAmount: (lpAmount * baseReserve) / lpSupply, quoteAmount: (lpAmount * quoteReserve) / lpSupply };
}

/** Minimum of an amount after a slippage percentage (liquidity slippage bounds). */
export function lessSlippage(amount: bigint, slippagePercent: number): bigint {
  return (amount * (BPS - percentToBps(slippagePercent))) / BPS;
}

const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;

/** a/b as a float with ~12 significant digits, without overflowing Number on huge bigints. */
function ratio(a: bigint, b: bigint): number {
  if (b === 0n) return 0;
  const scale = 10n ** 18n;
  const q = (a * scale) / b;
  return Number(q) / 1e18;
}
