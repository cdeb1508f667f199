/** A pool's optional start time (spec 2 "Custom start time"): swaps wait for it, deposits do not. */
import { AppError } from '../../lib/errors.ts';
import type { PoolRow } from '../liquidity/index.ts';

export function assertStarted(row: PoolRow): void {
  if (row.startTime && row.startTime.getTime() > Date.now()) {
    throw new AppError('POOL_NOT_STARTED', { context: { startTime: row.startTime.toISOString() } });
  }
}
