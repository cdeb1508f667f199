/**
 * Takes turns for the expensive methods (whole-state scans). Each scan runs alone and the event
 * loop gets a turn after it, so small requests (getBalance, sendTransaction) are answered between
 * scans instead of behind all of them; a queue past its bound refuses with "node is busy" (-32005)
 * rather than growing without end.
 */
import { RpcError } from './rpc-error.js';

/** Methods that walk many accounts or the whole history. */
export const SCAN_METHODS = new Set([
  'getProgramAccounts',
  'getTokenAccountsByOwner',
  'getTokenAccountsByDelegate',
  'getTokenLargestAccounts',
  'getSignaturesForAddress',
]);

export function createScanQueue(concurrency: number, maxQueued: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  const next = () => {
    running--;
    // Let pending I/O (other clients' requests) run before the next scan starts.
    setImmediate(() => waiting.shift()?.());
  };
  return {
    async run<T>(scan: () => T | Promise<T>): Promise<T> {
      // First come, first served: a newcomer waits behind those already waiting.
      if (running >= concurrency || waiting.length > 0) {
        if (waiting.length >= maxQueued) throw RpcError.serverError('Node is busy: too many scans in flight, try again shortly');
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
      running++;
      try {
        return await scan();
      } finally {
        next();
      }
    },
  };
}
export type ScanQueue = ReturnType<typeof createScanQueue>;
