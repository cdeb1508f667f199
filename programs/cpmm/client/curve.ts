/**
 * CPMM's money math as a pure TypeScript port of the program's (src/curve.c, src/fees.c,
 * src/token.c), with the same rounding, so a quote is what the program pays to the base unit:
 * - the trade fee rounds up, its protocol and fund shares round down;
 * - an amount out rounds down, an amount in rounds up;
 * - LP to token amounts round up for a deposit and down for a withdrawal;
 * - Token-2022 transfer fees are charged on what is sent, and grossed up where an exact amount
 *   must arrive, as Token-2022 and CPMM compute them.
 * Functions throw a CpmmQuoteError where the program would refuse or abort.
 */
import { LOCKED_LP_AMOUNT } from './program.ts';

export const FEE_RATE_DENOMINATOR = 1_000_000n;
const MAX_FEE_BASIS_POINTS = 10_000n;
const U64_MAX = (1n << 64n) - 1n;

export class CpmmQuoteError extends Error {
  /** The program's error name (see errors.ts), or 'Abort' where the program aborts. */
  constructor(readonly reason: string) {
    super(`the program would refuse: ${reason}`);
  }
}

export interface FeeRates {
  tradeFeeRate: bigint;
  protocolFeeRate: bigint;
  fundFeeRate: bigint;
}

/** A Token-2022 transfer fee in force (one epoch's of a TransferFeeConfig). */
export interface TransferFee {
  basisPoints: number;
  maximumFee: bigint;
}

/** A mint's TransferFeeConfig: the older fee applies before the newer one's epoch. */
export interface TransferFeeConfig {
  olderTransferFee: TransferFee & { epoch: bigint };
  newerTransferFee: TransferFee & { epoch: bigint };
}

/** The fee in force at `epoch`. */
export function transferFeeAt(config: TransferFeeConfig, epoch: bigint): TransferFee {
  return epoch >= config.newerTransferFee.epoch ? config.newerTransferFee : config.olderTransferFee;
}

const ceilDiv = (n: bigint, d: bigint) => (n + d - 1n) / d;

/** Trade fee on an amount in: ceil(amount * rate / 1,000,000). */
export function tradingFee(amount: bigint, tradeFeeRate: bigint): bigint {
  return ceilDiv(amount * tradeFeeRate, FEE_RATE_DENOMINATOR);
}

/** The protocol's or fund's share of a trade fee: floor(fee * rate / 1,000,000). */
export function feeShare(tradeFee: bigint, shareRate: bigint): bigint {
  return (tradeFee * shareRate) / FEE_RATE_DENOMINATOR;
}

/** The smallest amount whose trade fee leaves postFeeAmount: ceil(post * 1e6 / (1e6 - rate)). */
export function preFeeAmount(postFeeAmount: bigint, tradeFeeRate: bigint): bigint {
  if (tradeFeeRate === 0n) return postFeeAmount;
  return ceilDiv(postFeeAmount * FEE_RATE_DENOMINATOR, FEE_RATE_DENOMINATOR - tradeFeeRate);
}

/** What Token-2022 withholds when `amount` is sent: min(ceil(amount * bps / 10,000), maximum). */
export function transferFee(fee: TransferFee | null | undefined, amount: bigint): bigint {
  if (!fee || fee.basisPoints === 0 || amount === 0n) return 0n;
  const raw = ceilDiv(amount * BigInt(fee.basisPoints), MAX_FEE_BASIS_POINTS);
  return raw < fee.maximumFee ? raw : fee.maximumFee;
}

/** The fee to add so that exactly postFeeAmount arrives, as CPMM computes it. */
export function transferInverseFee(fee: TransferFee | null | undefined, postFeeAmount: bigint): bigint {
  if (!fee) return 0n;
  const bps = BigInt(fee.basisPoints);
  if (bps === MAX_FEE_BASIS_POINTS) return fee.maximumFee;
  if (bps === 0n || postFeeAmount === 0n) return 0n;
  const raw = ceilDiv(postFeeAmount * MAX_FEE_BASIS_POINTS, MAX_FEE_BASIS_POINTS - bps);
  const pre = raw - postFeeAmount >= fee.maximumFee ? postFeeAmount + fee.maximumFee : raw;
  if (pre > U64_MAX) throw new CpmmQuoteError('Abort');
  return transferFee(fee, pre);
}

/** CPMM's ceiling division: a quotient below one is 1 when n is at least half of d, else 0. */
function cpmmCeilDiv(n: bigint, d: bigint): bigint {
  if (d === 0n) throw new CpmmQuoteError('Abort');
  const q = n / d;
  if (q === 0n) return n * 2n >= d ? 1n : 0n;
  return n % d === 0n ? q : q + 1n;
}

export interface CurveSwap {
  sourceAmountSwapped: bigint;
  destinationAmountSwapped: bigint;
  tradeFee: bigint;
  protocolFee: bigint;
  fundFee: bigint;
}

/** The curve alone, over fee-less reserves: exactly sourceAmount in. */
export function curveSwapBaseInput(sourceAmount: bigint, reserveIn: bigint, reserveOut: bigint, rates: FeeRates): CurveSwap {
  const tradeFee = tradingFee(sourceAmount, rates.tradeFeeRate);
  const lessFees = sourceAmount - tradeFee;
  const denominator = reserveIn + lessFees;
  if (denominator === 0n) throw new CpmmQuoteError('Abort');
  return {
    sourceAmountSwapped: sourceAmount,
    destinationAmountSwapped: (lessFees * reserveOut) / denominator,
    tradeFee,
    protocolFee: feeShare(tradeFee, rates.protocolFeeRate),
    fundFee: feeShare(tradeFee, rates.fundFeeRate),
  };
}

/** The curve alone, over fee-less reserves: exactly destinationAmount out. */
export function curveSwapBaseOutput(destinationAmount: bigint, reserveIn: bigint, reserveOut: bigint, rates: FeeRates): CurveSwap {
  if (destinationAmount > reserveOut) throw new CpmmQuoteError('Abort');
  const lessFees = cpmmCeilDiv(reserveIn * destinationAmount, reserveOut - destinationAmount);
  const sourceAmount = preFeeAmount(lessFees, rates.tradeFeeRate);
  if (sourceAmount > U64_MAX) throw new CpmmQuoteError('Abort');
  const tradeFee = tradingFee(sourceAmount, rates.tradeFeeRate);
  return {
    sourceAmountSwapped: sourceAmount,
    destinationAmountSwapped: destinationAmount,
    tradeFee,
    protocolFee: feeShare(tradeFee, rates.protocolFeeRate),
    fundFee: feeShare(tradeFee, rates.fundFeeRate),
  };
}

export interface SwapQuoteInput {
  /** Reserves without fees owed (see poolReserves). */
  reserveIn: bigint;
  reserveOut: bigint;
  rates: FeeRates;
  inputTransferFee?: TransferFee | null;
  outputTransferFee?: TransferFee | null;
}

export interface SwapQuote extends CurveSwap {
  /** What leaves the payer's input account. */
  amountIn: bigint;
  /** What the output vault sends. */
  amountOut: bigint;
  /** What arrives in the payer's output account. */
  amountReceived: bigint;
  inputTransferFee: bigint;
  outputTransferFee: bigint;
}

/** swap_base_input of exactly amountIn, as the program settles it. */
export function quoteSwapBaseInput(amountIn: bigint, q: SwapQuoteInput): SwapQuote {
  const inputTransferFee = transferFee(q.inputTransferFee, amountIn);
  const actualAmountIn = amountIn > inputTransferFee ? amountIn - inputTransferFee : 0n;
  if (actualAmountIn === 0n) throw new CpmmQuoteError('RequireGtViolated');
  const curve = curveSwapBaseInput(actualAmountIn, q.reserveIn, q.reserveOut, q.rates);
  const amountOut = curve.destinationAmountSwapped;
  const outputTransferFee = transferFee(q.outputTransferFee, amountOut);
  const amountReceived = amountOut - outputTransferFee;
  if (amountReceived === 0n) throw new CpmmQuoteError('RequireGtViolated');
  return { ...curve, amountIn, amountOut, amountReceived, inputTransferFee, outputTransferFee };
}

/** swap_base_output receiving exactly amountOut (after the output mint's fee), as the program settles it. */
export function quoteSwapBaseOutput(amountOut: bigint, q: SwapQuoteInput): SwapQuote {
  if (amountOut === 0n) throw new CpmmQuoteError('RequireGtViolated');
  const outputTransferFee = transferInverseFee(q.outputTransferFee, amountOut);
  const actualAmountOut = amountOut + outputTransferFee;
  const curve = curveSwapBaseOutput(actualAmountOut, q.reserveIn, q.reserveOut, q.rates);
  if (curve.sourceAmountSwapped === 0n) throw new CpmmQuoteError('RequireGtViolated');
  const inputTransferFee = transferInverseFee(q.inputTransferFee, curve.sourceAmountSwapped);
  return {
    ...curve,
    amountIn: curve.sourceAmountSwapped + inputTransferFee,
    amountOut: actualAmountOut,
    amountReceived: amountOut,
    inputTransferFee,
    outputTransferFee,
  };
}

/** lpAmount's share of each reserve, rounded up (deposit) or down (withdraw); zero stays zero. */
export function lpToTokenAmounts(lpAmount: bigint, lpSupply: bigint, reserve0: bigint, reserve1: bigint, round: 'up' | 'down'): [bigint, bigint] {
  if (lpSupply === 0n) throw new CpmmQuoteError('ZeroTradingTokens');
  return [reserve0, reserve1].map((reserve) => {
    const amount = (lpAmount * reserve) / lpSupply;
    return round === 'up' && amount > 0n && (lpAmount * reserve) % lpSupply !== 0n ? amount + 1n : amount;
  }) as [bigint, bigint];
}

export interface LiquidityQuoteInput {
  /** PoolState.lpSupply (includes the locked 100). */
  lpSupply: bigint;
  reserve0: bigint;
  reserve1: bigint;
  transferFee0?: TransferFee | null;
  transferFee1?: TransferFee | null;
}

export interface DepositQuote {
  /** What the vaults receive. */
  token0Amount: bigint;
  token1Amount: bigint;
  /** What leaves the owner's accounts (to compare with the maximums). */
  token0Sent: bigint;
  token1Sent: bigint;
}

/** deposit minting exactly lpAmount. */
export function quoteDeposit(lpAmount: bigint, q: LiquidityQuoteInput): DepositQuote {
  if (lpAmount === 0n) throw new CpmmQuoteError('RequireGtViolated');
  const [token0Amount, token1Amount] = lpToTokenAmounts(lpAmount, q.lpSupply, q.reserve0, q.reserve1, 'up');
  if (token0Amount === 0n || token1Amount === 0n) throw new CpmmQuoteError('ZeroTradingTokens');
  return {
    token0Amount,
    token1Amount,
    token0Sent: token0Amount + transferInverseFee(q.transferFee0, token0Amount),
    token1Sent: token1Amount + transferInverseFee(q.transferFee1, token1Amount),
  };
}

export interface WithdrawQuote {
  /** What the vaults send. */
  token0Amount: bigint;
  token1Amount: bigint;
  /** What arrives (to compare with the minimums). */
  token0Received: bigint;
  token1Received: bigint;
}

/** withdraw burning exactly lpAmount. */
export function quoteWithdraw(lpAmount: bigint, q: LiquidityQuoteInput): WithdrawQuote {
  if (lpAmount === 0n) throw new CpmmQuoteError('RequireGtViolated');
  const [raw0, raw1] = lpToTokenAmounts(lpAmount, q.lpSupply, q.reserve0, q.reserve1, 'down');
  if (raw0 === 0n || raw1 === 0n) throw new CpmmQuoteError('ZeroTradingTokens');
  const token0Amount = raw0 < q.reserve0 ? raw0 : q.reserve0;
  const token1Amount = raw1 < q.reserve1 ? raw1 : q.reserve1;
  return {
    token0Amount,
    token1Amount,
    token0Received: token0Amount - transferFee(q.transferFee0, token0Amount),
    token1Received: token1Amount - transferFee(q.transferFee1, token1Amount),
  };
}

/** floor(sqrt(n)) of a non-negative bigint. */
export function integerSqrt(n: bigint): bigint {
  if (n < 2n) return n;
  let x = BigInt(Math.floor(Math.sqrt(Number(n))));
  while (x * x > n) x--;
  while ((x + 1n) * (x + 1n) <= n) x++;
  return x;
}

export interface InitialLpQuote {
  /** floor(sqrt(vault0 * vault1)): the pool's lpSupply. */
  liquidity: bigint;
  /** What the creator receives (100 fewer, locked for ever). */
  creatorLp: bigint;
  /** What the vaults receive after any transfer fee. */
  vault0Amount: bigint;
  vault1Amount: bigint;
}

/** initialize depositing initAmount0 and initAmount1. */
export function quoteInitialize(
  initAmount0: bigint,
  initAmount1: bigint,
  transferFee0?: TransferFee | null,
  transferFee1?: TransferFee | null,
): InitialLpQuote {
  const vault0Amount = initAmount0 - transferFee(transferFee0, initAmount0);
  const vault1Amount = initAmount1 - transferFee(transferFee1, initAmount1);
  if (vault0Amount === 0n || vault1Amount === 0n) throw new CpmmQuoteError('EmptySupply');
  const liquidity = integerSqrt(vault0Amount * vault1Amount);
  if (liquidity < LOCKED_LP_AMOUNT) throw new CpmmQuoteError('InitLpAmountTooLess');
  return { liquidity, creatorLp: liquidity - LOCKED_LP_AMOUNT, vault0Amount, vault1Amount };
}
