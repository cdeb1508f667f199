/**
 * Account JSON as validators write it (`{ data, executable, lamports, owner, rentEpoch, space }`)
 * in the encodings clients ask for: base58, base64, base64+zstd and jsonParsed (token accounts
 * and mints; anything else falls back to base64 as agave does), with dataSlice.
 */
import { encodeBase58 } from '../engine/base58.js';
import type { SvmAccount } from '../engine/svm.js';
import { JsonText, stringifyJson } from './json.js';
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

/** Addresses written recently, as base58 (a scan writes the same ones again and again; base58 costs ~10 µs each). */
const ADDRESS_TEXT = new Map<string, string>();
const ADDRESS_TEXT_CAP = 50_000;

export function addressText(address: Uint8Array): string {
  const key = Buffer.from(address.buffer, address.byteOffset, address.length).toString('latin1');
  let text = ADDRESS_TEXT.get(key);
  if (text === undefined) {
    if (ADDRESS_TEXT.size >= ADDRESS_TEXT_CAP) ADDRESS_TEXT.clear();
    text = encodeBase58(address);
    ADDRESS_TEXT.set(key, text);
  }
  return text;
}

/** What a scan already holds, so the account is not asked for it again (each is a native call). */
export interface KnownFields {
  data?: Uint8Array;
  owner?: string;
}

/**
 * The account as JSON text (every field is a number, a boolean or base58/base64 text, so a
 * template writes it; only jsonParsed data goes through `stringifyJson`).
 */
export function accountJson(account: SvmAccount, options: EncodingOptions, known: KnownFields = {}): JsonText {
  const data = known.data ?? account.data();
  const owner = known.owner ?? addressText(account.owner());
  let encoded: unknown;
  if (options.encoding === 'jsonParsed') {
    encoded = parseTokenAccount(owner, data, options.decimalsOf) ?? encodeData(data, { ...options, encoding: 'base64' });
  } else encoded = encodeData(data, options);
  const dataText =
    typeof encoded === 'string'
      ? `"${encoded}"`
      : Array.isArray(encoded) && typeof encoded[0] === 'string'
        ? `["${encoded[0]}","${encoded[1]}"]`
        : stringifyJson(encoded);
  return new JsonText(
    `{"data":${dataText},"executable":${account.executable()},"lamports":${account.lamports()},"owner":"${owner}","rentEpoch":${RENT_EXEMPT_EPOCH},"space":${data.length}}`,
  );
}

/** A program scan's entry `{ pubkey, account }`. */
export function keyedAccountJson(address: Uint8Array, account: SvmAccount, options: EncodingOptions, known: KnownFields = {}): JsonText {
  return new JsonText(`{"pubkey":"${addressText(address)}","account":${accountJson(account, options, known).text}}`);
}
