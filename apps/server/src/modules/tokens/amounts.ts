import { tokenAmount, type BaseUnits } from '@toolkit/shared';
import { AppError } from '../../lib/errors.ts';

/** A typed amount in token units to exact base units, or a validation failure of `amount` with the spec's message. */
export function baseUnits(text: string, decimals: number): BaseUnits {
  const amount = tokenAmount(text, decimals);
  if (typeof amount === 'string') throw new AppError('VALIDATION_FAILED', { field: 'amount', message: amount });
  return amount;
}
