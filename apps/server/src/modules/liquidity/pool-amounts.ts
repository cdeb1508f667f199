/** A user's amounts and the pool math's refusals, as coded errors the user can act on. */
import { AmountFormatError, parseAmount, PoolMathError, U64_MAX } from '@toolkit/shared';
import { AppError } from '../../lib/errors.ts';

/** Parses a user's amount (the request's `field`) exactly at the token's decimals; it must be positive and fit a u64. */
export function amountOf(text: string, decimals: number, field: string): bigint {
  let value: bigint;
  try {
    value = parseAmount(text, decimals);
  } catch (e) {
    // The schemas let only digits and one point through: what is left is too many decimals, or more than a u64 holds.
    if (e instanceof AmountFormatError && e.reason === 'range') throw new AppError('POOL_AMOUNT_TOO_LARGE', { field });
    if (e instanceof AmountFormatError) throw new AppError('POOL_AMOUNT_TOO_MANY_DECIMALS', { context: { decimals }, field });
    throw e;
  }
  if (value <= 0n) throw new AppError('POOL_AMOUNT_INVALID', { field });
  if (value > U64_MAX) throw new AppError('POOL_AMOUNT_TOO_LARGE', { field });
  return value;
}

/** Runs pool math; its refusals (too small, empty pool) become their coded errors. */
export function poolMath<T>(fn: () => T): T {
  try {
    return fn();
  } catch (e) {
    if (e instanceof PoolMathError) throw new AppError(e.code, { context: e.context });
    throw e;
  }
}
