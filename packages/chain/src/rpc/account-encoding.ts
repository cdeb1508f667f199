/**
 * Account JSON as validators write it (`{ data, executable, lamports, owner, rentEpoch, space }`)
 * in the encodings clients ask for: base58, base64, base64+zstd and jsonParsed (token accounts
 * and mints; anything else falls back to base64 as agave does), with dataSlice.
 */
import { addressText, encodeBase58 } from '../engine/base58.js';
import type { SvmAccount } from '../engine/svm.js';
import { JsonText, stringifyJson } from './json.js';
import { RpcError } from './rpc-error.js';
import { parseTokenAccount } from './token-account-parse.js';
import { ZSTD_MAX_BLOCK, zstdCompress } from './zstd.js';

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

/** The bytes of `data` an answer carries: its dataSlice, if one was asked for. */
export function sliceOf(data: Uint8Array, options: Pick<EncodingOptions, 'dataSlice'>): Uint8Array {
  return options.dataSlice ? data.subarray(options.dataSlice.offset, options.dataSlice.offset + options.dataSlice.length) : data;
}

/** Bytes an account entry takes besides its data, at the least (pubkey, owner, lamports, flags). */
const ENTRY_BYTES = 100;
const ZSTD_FRAME_BYTES = 13;
const ZSTD_BLOCK_HEADER_BYTES = 3;

/**
 * The bytes an account entry of `length` bytes of data takes once written, counted before it is
 * encoded. Never more than it will take, so nothing that fits is refused: base64 and zstd frames
 * are counted exactly, base58 at its shortest, and jsonParsed at the raw bytes its parser reads.
 */
/** Module-level, not a closure: the runtime (tsx, keepNames) names each named closure as it is created. */
function base64(bytes: number): number {
  return 4 * Math.ceil(bytes / 3);
}

export function accountEntryBytes(length: number, options: Pick<EncodingOptions, 'dataSlice' | 'encoding'>): number {
  const n = options.dataSlice ? Math.max(0, Math.min(options.dataSlice.length, length - options.dataSlice.offset)) : length;
  switch (options.encoding) {
    case 'base58':
    case 'binary':
      return ENTRY_BYTES + Math.ceil(n * 1.36);
    case 'base64+zstd':
      return ENTRY_BYTES + base64(n + ZSTD_FRAME_BYTES + ZSTD_BLOCK_HEADER_BYTES * Math.max(1, Math.ceil(n / ZSTD_MAX_BLOCK)));
    case 'jsonParsed':
      return ENTRY_BYTES + n;
    default:
      return ENTRY_BYTES + base64(n);
  }
}

export function encodeData(data: Uint8Array, options: EncodingOptions): unknown {
  const sliced = sliceOf(data, options);
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

/** Addresses as base58, cached: a scan writes the same ones again and again (kept with the engine's cache). */
export { addressText };

/** What a scan already holds, so the account is not asked for it again (each is a native call). */
export interface KnownFields {
  data?: Uint8Array;
  owner?: string;
  /** Set when `data` is already the dataSlice of an account of `space` bytes (a large account is not kept whole). */
  space?: number;
}

/**
 * The account as JSON text (every field is a number, a boolean or base58/base64 text, so a
 * template writes it; only jsonParsed data goes through `stringifyJson`).
 */
export function accountJson(account: SvmAccount, options: EncodingOptions, known: KnownFields = {}): JsonText {
  const data = known.data ?? account.data();
  const space = known.space ?? data.length;
  const owner = known.owner ?? addressText(account.owner());
  let encoded: unknown;
  if (options.encoding === 'jsonParsed') {
    encoded = parseTokenAccount(owner, data, options.decimalsOf) ?? encodeData(data, { ...options, encoding: 'base64' });
  } else encoded = encodeData(data, known.space === undefined ? options : { ...options, dataSlice: undefined });
  const dataText =
    typeof encoded === 'string'
      ? `"${encoded}"`
      : Array.isArray(encoded) && typeof encoded[0] === 'string'
        ? `["${encoded[0]}","${encoded[1]}"]`
        : stringifyJson(encoded);
  return new JsonText(
    `{"data":${dataText},"executable":${account.executable()},"lamports":${account.lamports()},"owner":"${owner}","rentEpoch":${RENT_EXEMPT_EPOCH},"space":${space}}`,
  );
}

/** A program scan's entry `{ pubkey, account }`. */
export function keyedAccountJson(pubkey: string, account: JsonText): JsonText {
  return new JsonText(`{"pubkey":"${pubkey}","account":${account.text}}`);
}
