/** Token reads: token accounts by owner or delegate, balances, supply, largest accounts. */
import type { ChainEngine } from '../engine/chain-engine.js';
import type { MethodGroup } from './context.js';

export function tokenMethods(_engine: ChainEngine): MethodGroup {
  return {};
}
