/**
 * The data length of accounts read recently, forgotten as soon as a transaction writes them. An
 * answer counts a known account against the response cap without reading it: reading a 10 MiB
 * account costs ~50 ms of native copies on a loaded 2-core machine, so a request that names one
 * again and again (or a hundred of them in turn) would otherwise hold the event loop that long
 * per request just to learn that it cannot be answered.
 */
import type { ChainEngine } from '../engine/chain-engine.js';
import { addressText } from './account-encoding.js';

/** Entries kept; past it the index starts again (a size is only a shortcut, never the truth). */
const MAX_SIZES = 100_000;

export class AccountSizes {
  private readonly sizes = new Map<string, number>();
  readonly close: () => void;

  constructor(engine: Pick<ChainEngine, 'onAccountWrite'>) {
    this.close = engine.onAccountWrite((address) => this.sizes.delete(addressText(address)));
  }

  get(address: string): number | undefined {
    return this.sizes.get(address);
  }

  set(address: string, length: number): void {
    if (this.sizes.size >= MAX_SIZES) this.sizes.clear();
    this.sizes.set(address, length);
  }
}
