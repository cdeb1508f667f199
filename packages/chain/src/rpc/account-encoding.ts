/**
 * Account JSON as validators write it (`{ data, executable, lamports, owner, rentEpoch, space }`)
 * in the encodings clients ask for: base58, base64, base64+zstd and jsonParsed (token accounts
 * and mints; anything else falls back to base64 as agave does), with dataSlice.
 */
import { encodeBase58 } from '../engine/base58.js';
import type { SvmAccount } from '../engine/svm.js';
import { RpcError } from './rpc-error.js';
import { parseTokenAccount } from './token-account-parse.js';
import { zstdCompress } from './zstd.js';

export type AccountEncoding = 'base58' | 'base64' | 'base64+zstd' | 'jsonParsed' | 'binary';
const ENCODINGS = new Set(['base58', 'base64', 'base64+zstd', 'jsonParsed', 'binary']);
const RENT_EXEMPT_EPOCH = 18446744073709551615n;

export interface DataSlice {
  offset: number;
  length: number;
}

export interface EncodingOptions {
  encoding: AccountEncoding;
  dataSlice?: DataSlice;
  decimalsOf: (mint: string) => number | null;
}

export function readEncoding(value: unknown, fallback: AccountEncoding = 'base64'): AccountEncoding {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'string' || !ENCODINGS.has(value)) throw RpcError.invalidParams(`Invalid params: unknown encoding ${String(value)}`);
  return value as AccountEncoding;
}

export function readDataSlice(value: unknown): DataSlice | undefined {
  if (value === undefined || value === null) return undefined;
  const slice = value as DataSlice;
  if (typeof value !== 'object' || !Number.isInteger(slice.offset) || !Number.isInteger(slice.length) || slice.offset < 0 || slice.length < 0) {
    throw RpcError.invalidParams('Invalid params: dataSlice must be { offset, length } with non-negative integers');
  }
  return slice;
}

export function encodeData(data: Uint8Array, options: EncodingOptions): unknown {
  const sliced = options.dataSlice ? data.subarray(options.dataSlice.offset, options.dataSlice.offset + options.dataSlice.length) : data;
  switch (options.encoding) {
    case 'base58':
    case 'binary':
      if (sliced.length > 128)
        throw RpcError.invalidRequest('Encoded binary (base 58) data should be less than 128 bytes, please use Base64 encoding.');
      return options.encoding === 'binary' ? encodeBase58(sliced) : [encodeBase58(sliced), 'base58'];
    case 'base64+zstd':
      return [zstdCompress(sliced).toString('base64'), 'base64+zstd'];
    default:
      return [Buffer.from(sliced.buffer, sliced.byteOffset, sliced.length).toString('base64'), 'base64'];
  }
}

export function accountJson(account: SvmAccount, options: EncodingOptions): Record<string, unknown> {
  const data = account.data();
  const owner = encodeBase58(account.owner());
  let encoded: unknown;
  if (options.encoding === 'jsonParsed') {
    encoded = parseTokenAccount(owner, data, options.decimalsOf) ?? encodeData(data, { ...options, encoding: 'base64' });
  } else encoded = encodeData(data, options);
  return {
    data: encoded,
    executable: account.executable(),
    lamports: account.lamports(),
    owner,
    rentEpoch: RENT_EXEMPT_EPOCH,
    space: data.length,
  };
}
