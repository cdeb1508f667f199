/** What every method group receives: the engine, and the `{ context, value }` wrapper. */
import type { ChainEngine } from '../engine/chain-engine.js';
import type { Params } from './params.js';
import type { ResponseRoom } from './response-room.js';
import type { ScanTurn } from './scan-queue.js';

export const API_VERSION = '2.2.0';

/**
 * A method; scans (SCAN_METHODS) also get their turn of the scan lane, to yield and to charge their
 * cost, and methods that return account data claim their answer's size from the response room.
 */
export type RpcMethod = (params: Params, turn?: ScanTurn, room?: ResponseRoom) => unknown;
export type MethodGroup = Record<string, RpcMethod>;

export function withContext(engine: ChainEngine, value: unknown): { context: { apiVersion: string; slot: number }; value: unknown } {
  return { context: { apiVersion: API_VERSION, slot: engine.slot }, value };
}
