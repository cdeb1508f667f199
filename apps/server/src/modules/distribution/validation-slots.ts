/**
 * One distribution check at a time per user. Checking 10,000 recipients is seconds of work (in
 * slices, so others are served meanwhile), and the rate limit alone would let one user queue dozens
 * back to back; a second check while the first runs is refused at once with a clear 429.
 *
 * Held in this process: each API instance does its own checks, so the guard is about this
 * instance's event loop.
 */
import { AppError } from '../../lib/errors.ts';

export function createValidationSlots() {
  const busy = new Set<string>();
  return {
    async run<T>(userId: string, work: () => Promise<T>): Promise<T> {
      if (busy.has(userId)) throw new AppError('DISTRIBUTION_VALIDATION_BUSY');
      busy.add(userId);
      try {
        return await work();
      } finally {
        busy.delete(userId);
      }
    },
  };
}
