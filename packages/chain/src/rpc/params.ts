/**
 * Parameter readers shared by the method groups: each checks one parameter and throws
 * RpcError.invalidParams with the wording validators use, so handlers work with typed values.
 */
import { decodeAddress, decodeBase58 } from '../engine/base58.js';
import { RpcError } from './rpc-error.js';

export type Params = unknown[];

export function paramsArray(params: unknown): Params {
  if (params === undefined || params === null) return [];
  if (!Array.isArray(params)) throw RpcError.invalidParams('Invalid params: expected an array of parameters');
  return params;
}

export function requirePubkey(params: Params, index: number): { text: string; bytes: Uint8Array } {
  const value = params[index];
  if (value === undefined) throw RpcError.invalidParams(`Invalid params: missing parameter ${index}, expected a pubkey`);
  if (typeof value !== 'string') throw RpcError.invalidParams('Invalid param: Invalid');
  const bytes = decodeAddress(value);
  if (!bytes) throw RpcError.invalidParams(`Invalid param: Invalid pubkey ${value}`);
  return { text: value, bytes };
}

export function pubkeyValue(value: unknown): { text: string; bytes: Uint8Array } {
  const bytes = decodeAddress(value);
  if (!bytes) throw RpcError.invalidParams(`Invalid param: Invalid pubkey ${String(value)}`);
  return { text: value as string, bytes };
}

export function requireSignature(value: unknown): string {
  if (typeof value !== 'string') throw RpcError.invalidParams('Invalid param: Invalid');
  const bytes = value.length <= 88 ? decodeBase58(value) : null;
  if (!bytes || bytes.length !== 64) throw RpcError.invalidParams(`Invalid param: Invalid signature ${value}`);
  return value;
}

export interface CommonConfig {
  commitment?: string;
  encoding?: string;
  minContextSlot?: number;
  [key: string]: unknown;
}

/** The optional configuration object at `index` (absent → {}). */
export function config(params: Params, index: number): CommonConfig {
  const value = params[index];
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw RpcError.invalidParams('Invalid params: expected a configuration object');
  const result = value as CommonConfig;
  if (
    result.commitment !== undefined &&
    !['processed', 'confirmed', 'finalized', 'recent', 'single', 'singleGossip', 'root', 'max'].includes(String(result.commitment))
  ) {
    throw RpcError.invalidParams(`Invalid params: unknown commitment ${String(result.commitment)}`);
  }
  return result;
}

export function optionalInteger(value: unknown, name: string, min = 0, max = Number.MAX_SAFE_INTEGER): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw RpcError.invalidParams(`Invalid params: ${name} must be an integer between ${min} and ${max}`);
  }
  return value;
}

export function requireInteger(params: Params, index: number, name: string, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  const value = optionalInteger(params[index], name, min, max);
  if (value === undefined) throw RpcError.invalidParams(`Invalid params: missing ${name}`);
  return value;
}

/** A u64 that may arrive as a JSON number beyond 2^53 (our JSON reader keeps those as bigint). */
export function requireU64(params: Params, index: number, name: string): bigint {
  const value = params[index];
  if (typeof value === 'bigint' && value >= 0n && value < 2n ** 64n) return value;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return BigInt(value);
  throw RpcError.invalidParams(`Invalid params: ${name} must be a non-negative integer`);
}
