/** A user's amounts and the pool math's refusals, as coded errors the user can act on. */
import { AmountFormatError, parseAmount, PoolMathError } from '@toolkit/shared';
import { AppError } from '../../lib/errors.ts';

/** Parses a user's amount exactly at the token's decimals; it must be positive. */
export function amountOf(text: string, decimals: number): bigint {
  let value: bigint;
  try {
    value = parseAmount(text, decimals);
  } catch (e) {
    // The schemas let only digits and one point through: what is left is too many decimals, or more than a u64 holds.
    if (e instanceof AmountFormatError && e.reason === 'range') throw new AppError('VALIDATION_FAILED', { message: e.message });
    if (e instanceof AmountFormatError) throw new AppError('POOL_AMOUNT_TOO_MANY_DECIMALS', { context: { decimals } });
    throw e;
  }
  if (value <= 0n) throw new AppError('POOL_AMOUNT_INVALID');
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
