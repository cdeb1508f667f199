/**
 * `jsonParsed` for SPL Token and Token-2022 accounts, in the shapes agave's account decoder
 * produces (`{ program, parsed: { type, info }, space }`), decoded with the Token-2022 client's
 * codecs so every extension (MetadataPointer, TokenMetadata, ImmutableOwner, ...) is read.
 */
import { getMintDecoder, getTokenDecoder, AccountState, type Extension } from '@solana-program/token-2022';
import { tokenProgramName } from '../engine/programs.js';
import { uiTokenAmount } from '../engine/token-amount.js';

const MINT_SIZE = 82;
const ACCOUNT_SIZE = 165;
const ACCOUNT_TYPE_MINT = 1;
const ACCOUNT_TYPE_ACCOUNT = 2;
const mintDecoder = getMintDecoder();
const tokenDecoder = getTokenDecoder();

export interface ParsedTokenData {
  program: 'spl-token' | 'spl-token-2022';
  parsed: { type: 'mint' | 'account'; info: Record<string, unknown> };
  space: number;
}

type Option<T> = { __option: 'Some'; value: T } | { __option: 'None' };

function optionValue<T>(option: Option<T>): T | null {
  return option.__option === 'Some' ? option.value : null;
}

/** Decoded values to agave's JSON: options to value/null, maps to pairs, u64 to numbers. */
function plain(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === 'bigint') return value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : value.toString();
  if (value instanceof Map) return Array.from(value.entries());
  if (value instanceof Uint8Array) return Buffer.from(value).toString('base64');
  if (Array.isArray(value)) return value.map(plain);
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (record.__option === 'Some') return plain(record.value);
    if (record.__option === 'None') return null;
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(record)) if (key !== '__kind') out[key] = plain(item);
    return out;
  }
  return value;
}

function extensionsJson(extensions: Option<Extension[]>): Array<Record<string, unknown>> {
  const list = optionValue(extensions) ?? [];
  return list
    .filter((extension) => extension.__kind !== 'Uninitialized')
    .map((extension) => {
      const name = extension.__kind[0]!.toLowerCase() + extension.__kind.slice(1);
      const state = plain(extension) as Record<string, unknown>;
      return Object.keys(state).length === 0 ? { extension: name } : { extension: name, state };
    });
}

/**
 * Parses token program account data, or returns null when it is not a mint or token account
 * (the caller then falls back to base64, as agave does). `decimalsOf` resolves an account's mint.
 */
export function parseTokenAccount(owner: string, data: Uint8Array, decimalsOf: (mint: string) => number | null): ParsedTokenData | null {
  const program = tokenProgramName(owner);
  if (!program) return null;
  const isMint = data.length === MINT_SIZE || (data.length > ACCOUNT_SIZE && data[ACCOUNT_SIZE] === ACCOUNT_TYPE_MINT);
  const isAccount = data.length === ACCOUNT_SIZE || (data.length > ACCOUNT_SIZE && data[ACCOUNT_SIZE] === ACCOUNT_TYPE_ACCOUNT);
  if (program === 'spl-token' && data.length !== MINT_SIZE && data.length !== ACCOUNT_SIZE) return null;
  try {
    if (isMint) {
      const mint = mintDecoder.decode(data);
      if (!mint.isInitialized) return null;
      const info: Record<string, unknown> = {
        decimals: mint.decimals,
        freezeAuthority: optionValue(mint.freezeAuthority),
        isInitialized: mint.isInitialized,
        mintAuthority: optionValue(mint.mintAuthority),
        supply: mint.supply.toString(),
      };
      const extensions = extensionsJson(mint.extensions as Option<Extension[]>);
      if (extensions.length > 0) info.extensions = extensions;
      return { program, parsed: { type: 'mint', info }, space: data.length };
    }
    if (isAccount) {
      const token = tokenDecoder.decode(data);
      if (token.state === AccountState.Uninitialized) return null;
      const decimals = decimalsOf(token.mint);
      if (decimals === null) return null;
      const native = optionValue(token.isNative as Option<bigint>);
      const delegate = optionValue(token.delegate as Option<string>);
      const closeAuthority = optionValue(token.closeAuthority as Option<string>);
      const info: Record<string, unknown> = {
        isNative: native !== null,
        mint: token.mint,
        owner: token.owner,
        state: token.state === AccountState.Frozen ? 'frozen' : 'initialized',
        tokenAmount: uiTokenAmount(token.amount, decimals),
      };
      if (delegate) {
        info.delegate = delegate;
        info.delegatedAmount = uiTokenAmount(token.delegatedAmount, decimals);
      }
      if (native !== null) info.rentExemptReserve = uiTokenAmount(native, decimals);
      if (closeAuthority) info.closeAuthority = closeAuthority;
      const extensions = extensionsJson(token.extensions as Option<Extension[]>);
      if (extensions.length > 0) info.extensions = extensions;
      return { program, parsed: { type: 'account', info }, space: data.length };
    }
  } catch {
    return null;
  }
  return null;
}
