/** Account reads and the faucet: balances, account info, program scans, airdrops. */
import type { ChainEngine } from '../engine/chain-engine.js';
import { decodeBase58 } from '../engine/base58.js';
import { AccountAnswer } from './account-answer.js';
import { AccountSizes } from './account-sizes.js';
import { accountJson, addressText, readDataSlice, readEncoding, type EncodingOptions } from './account-encoding.js';
import { withContext, type MethodGroup } from './context.js';
import { config, pubkeyValue, requirePubkey, requireU64, type Params } from './params.js';
import { DEFAULT_RPC_LIMITS, type RpcLimits } from './limits.js';
import type { JsonText } from './json.js';
import { creditsPerEntry, type ScanTurn } from './scan-queue.js';
import { ProgramAccountPages } from './program-account-pages.js';
import { ResponseRoom } from './response-room.js';
import { RpcError } from './rpc-error.js';

const MAX_MULTIPLE_ACCOUNTS = 100;
const MAX_FILTERS = 4;
/** Accounts per getProgramAccountsV2 page: Helius's default and largest. */
const DEFAULT_PAGE = 1_000;
const MAX_PAGE = 10_000;
/** A page's answer around its accounts: JSON-RPC envelope, context, pagination key. */
const PAGE_ENVELOPE_BYTES = 256;

export function encodingOptions(engine: ChainEngine, cfg: Record<string, unknown>, fallback: 'base64' | 'base58' = 'base64'): EncodingOptions {
  return {
    encoding: readEncoding(cfg.encoding, fallback),
    dataSlice: readDataSlice(cfg.dataSlice),
    decimalsOf: (mint) => engine.mintDecimalsOf(mint),
  };
}

type Filter = (data: Uint8Array) => boolean;

/** getProgramAccounts filters: dataSize and memcmp (bytes as base58, or base64 with `encoding`). */
export function readFilters(value: unknown): Filter[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw RpcError.invalidParams('Invalid params: filters must be an array');
  if (value.length > MAX_FILTERS) throw RpcError.invalidParams(`Too many filters provided; max ${MAX_FILTERS}`);
  return value.map((filter: unknown): Filter => {
    const f = filter as { dataSize?: unknown; memcmp?: { offset?: unknown; bytes?: unknown; encoding?: unknown } };
    if (f && typeof f === 'object' && 'dataSize' in f) {
      if (typeof f.dataSize !== 'number' || !Number.isInteger(f.dataSize) || f.dataSize < 0)
        throw RpcError.invalidParams('Invalid params: dataSize must be a non-negative integer');
      const size = f.dataSize;
      return (data) => data.length === size;
    }
    if (f && typeof f === 'object' && f.memcmp && typeof f.memcmp === 'object') {
      const { offset, bytes, encoding } = f.memcmp;
      if (typeof offset !== 'number' || !Number.isInteger(offset) || offset < 0)
        throw RpcError.invalidParams('Invalid params: memcmp offset must be a non-negative integer');
      if (typeof bytes !== 'string') throw RpcError.invalidParams('Invalid params: memcmp bytes must be a string');
      let expected: Uint8Array | null;
      if (encoding === 'base64') expected = Buffer.from(bytes, 'base64');
      else if (encoding === undefined || encoding === 'base58') expected = bytes.length > 175 ? null : decodeBase58(bytes);
      else throw RpcError.invalidParams(`Invalid params: unknown memcmp encoding ${String(encoding)}`);
      if (!expected) throw RpcError.invalidParams('Invalid params: memcmp bytes are not valid base58 (at most 128 bytes)');
      const want = expected;
      return (data) => {
        if (offset + want.length > data.length) return false;
        for (let i = 0; i < want.length; i++) if (data[offset + i] !== want[i]) return false;
        return true;
      };
    }
    throw RpcError.invalidParams('Invalid params: a filter is { dataSize } or { memcmp: { offset, bytes } }');
  });
}

export function accountMethods(
  engine: ChainEngine,
  limits: Pick<RpcLimits, 'maxUnfilteredProgramAccounts' | 'maxProgramAccountsResults'> = DEFAULT_RPC_LIMITS,
): MethodGroup {
  const pages = new ProgramAccountPages();
  const sizes = new AccountSizes(engine);
  return {
    getBalance: (params: Params) => {
      const { bytes } = requirePubkey(params, 0);
      config(params, 1);
      return withContext(engine, engine.getBalance(bytes));
    },
    getAccountInfo: (params: Params, _turn?: ScanTurn, room = new ResponseRoom(Infinity)) => {
      const { bytes, text } = requirePubkey(params, 0);
      const answer = new AccountAnswer(encodingOptions(engine, config(params, 1), 'base58'), room, accountJson, false, sizes);
      answer.count(text, () => engine.getAccount(bytes));
      return withContext(engine, answer.write(text));
    },
    getMultipleAccounts: (params: Params, _turn?: ScanTurn, room = new ResponseRoom(Infinity)) => {
      const keys = params[0];
      if (!Array.isArray(keys)) throw RpcError.invalidParams('Invalid params: expected an array of pubkeys');
      if (keys.length > MAX_MULTIPLE_ACCOUNTS) throw RpcError.invalidParams(`Too many inputs provided; max ${MAX_MULTIPLE_ACCOUNTS}`);
      const answer = new AccountAnswer(encodingOptions(engine, config(params, 1), 'base64'), room, accountJson, false, sizes);
      // Every entry is counted before the first is encoded: an answer that cannot fit costs no encoding.
      const named = keys.map((key) => {
        const { bytes, text } = pubkeyValue(key);
        answer.count(text, () => engine.getAccount(bytes));
        return text;
      });
      return withContext(
        engine,
        named.map((text) => answer.write(text)),
      );
    },
    getProgramAccounts: async (params: Params, turn?: ScanTurn, room = new ResponseRoom(Infinity)) => {
      const { bytes, text: owner } = requirePubkey(params, 0);
      const cfg = config(params, 1);
      const options = encodingOptions(engine, cfg, 'base64');
      const filters = readFilters(cfg.filters);
      const entries = engine.getProgramAccounts(bytes);
      // A whole-program scan is what floods a node: past a limit, ask for filters, as providers do.
      if (filters.length === 0 && entries.length > limits.maxUnfilteredProgramAccounts) {
        throw RpcError.scanTooBroad(
          `getProgramAccounts without filters is limited to programs with at most ${limits.maxUnfilteredProgramAccounts} accounts: add dataSize or memcmp filters`,
        );
      }
      const answer = new AccountAnswer(options, room, accountJson, true);
      const out: JsonText[] = [];
      try {
        for (const entry of entries) {
          // Filtering and encoding give the event loop back every few milliseconds, so a large
          // scan does not hold up everyone else's small requests.
          await turn?.slice();
          const account = entry.account();
          const data = account.data();
          if (!filters.every((filter) => filter(data))) continue;
          if (out.length >= limits.maxProgramAccountsResults) {
            throw RpcError.scanTooBroad(
              `getProgramAccounts matched more than ${limits.maxProgramAccountsResults} accounts: narrow the filters, or page with getProgramAccountsV2`,
            );
          }
          const pubkey = addressText(entry.address);
          answer.count(pubkey, () => account, { data, owner });
          out.push(answer.write(pubkey)!);
        }
      } finally {
        turn?.charge(out.length * creditsPerEntry(options) + entries.length / 10);
      }
      return cfg.withContext ? withContext(engine, out) : out;
    },
    /**
     * Helius's paged scan: up to `limit` matching accounts in the program's list order, and the
     * `paginationKey` of the next page (null after the last). Pages are what let a program too
     * large for one answer be read whole, so neither the filter rule nor the result cap applies.
     */
    getProgramAccountsV2: async (params: Params, turn?: ScanTurn, room = new ResponseRoom(Infinity)) => {
      const { bytes, text: owner } = requirePubkey(params, 0);
      const cfg = config(params, 1);
      if (cfg.changedSinceSlot !== undefined && cfg.changedSinceSlot !== null) {
        throw RpcError.invalidParams('Invalid params: changedSinceSlot is not supported by the local chain');
      }
      const limit = cfg.limit ?? DEFAULT_PAGE;
      if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE) {
        throw RpcError.invalidParams(`Invalid params: limit must be an integer from 1 to ${MAX_PAGE}`);
      }
      const options = encodingOptions(engine, cfg, 'base64');
      const filters = readFilters(cfg.filters);
      const key = cfg.paginationKey;
      if (key !== undefined && key !== null && typeof key !== 'string')
        throw RpcError.invalidParams('Invalid params: paginationKey must be a string');
      const scan = key ? pages.resume(key, owner) : pages.start(owner, engine.getProgramAccounts(bytes));
      // The page moves on only once its answer is known to fit: nothing is written past the room.
      room.claim(PAGE_ENVELOPE_BYTES);
      const answer = new AccountAnswer(options, room, accountJson, true);
      const out: JsonText[] = [];
      let at = scan.next;
      try {
        for (; at < scan.entries.length && out.length < limit; at++) {
          await turn?.slice();
          const entry = scan.entries[at]!;
          const account = entry.account();
          const data = account.data();
          if (!filters.every((filter) => filter(data))) continue;
          const pubkey = addressText(entry.address);
          answer.count(pubkey, () => account, { data, owner });
          out.push(answer.write(pubkey)!);
        }
      } finally {
        turn?.charge(out.length * creditsPerEntry(options) + (at - scan.next) / 10);
      }
      const more = at < scan.entries.length;
      if (!more) pages.end(scan);
      const page = { accounts: out, paginationKey: more ? pages.keep(scan, at) : null };
      return cfg.withContext ? { context: withContext(engine, null).context, ...page } : page;
    },
    requestAirdrop: (params: Params) => {
      const { bytes } = requirePubkey(params, 0);
      const lamports = requireU64(params, 1, 'lamports');
      if (lamports === 0n) throw RpcError.invalidParams('Invalid params: lamports must be greater than zero');
      return engine.airdrop(bytes, lamports);
    },
  };
}
