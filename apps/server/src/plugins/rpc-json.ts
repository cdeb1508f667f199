/**
 * JSON-RPC answers parsed with every integer exact, as kit's parser (parseJsonWithBigInts) gives
 * them, for a fraction of its CPU. Kit's walks the text a character at a time, copying the rest of
 * the text at each number it meets, and wraps every integer in an object a reviver then unwraps:
 * about a third of the CPU of each of the server's RPC calls, on answers whose integers are almost
 * all small.
 *
 * kit's response transformer turns each integer into a bigint or a number by where it sits,
 * whichever the parser gave it, so only the integers a JavaScript number cannot hold exactly need
 * care (an account's rentEpoch, u64::MAX, is in every account answer). Those alone are found with
 * one regular expression that steps over strings, written as marked strings, and turned into
 * bigints by a reviver; an answer without them is parsed by JSON.parse alone.
 *
 * Error answers go to kit's parser, unchanged: kit turns them into a SolanaError without that
 * transformer, so their integers (an instruction's custom error code) stay as kit's parser gives them.
 *
 * Batch answers (an array: only the raw calls of rpc-raw.ts send batches, kit never does) are read
 * without kit's transformer, so they always come as this parser gives them, whatever error one of
 * their calls answered: small integers as numbers, the others as bigints.
 */
import { parseJsonWithBigInts } from '@solana/rpc-spec-types';

/** A string token (stepped over whole) or an integer of 16 digits or more standing alone (15 are always exact). */
const STRING_OR_LONG_INTEGER = /"(?:[^"\\]|\\.)*"|(?<![\w.+-])-?\d{16,}(?![\w.])/g;
/** What marks an integer written as a string: a NUL, which JSON can hold only escaped. */
const MARK = '\\u0000';

const revive = (_key: string, value: unknown) => (typeof value === 'string' && value.charCodeAt(0) === 0 ? BigInt(value.slice(1)) : value);

/** kit's parser's answer with every integer a number holds exactly as a number (what the fast path gives). */
function withSafeNumbers(value: unknown): unknown {
  if (typeof value === 'bigint') return Number.isSafeInteger(Number(value)) ? Number(value) : value;
  if (Array.isArray(value)) return value.map(withSafeNumbers);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withSafeNumbers(v)]));
  return value;
}

export function parseRpcJson(text: string): unknown {
  const batch = /^\s*\[/.test(text);
  // A NUL written in the text would be taken for this parser's mark: kit's parser reads it.
  if (text.includes(MARK)) return batch ? withSafeNumbers(parseJsonWithBigInts(text)) : parseJsonWithBigInts(text);
  if (!batch && text.includes('"error"')) return parseJsonWithBigInts(text);
  if (!/\d{16}/.test(text)) return JSON.parse(text);
  let marked = 0;
  const written = text.replace(STRING_OR_LONG_INTEGER, (token) => {
    if (token.charCodeAt(0) === 34 /* " */) return token;
    const n = Number(token);
    if (Number.isSafeInteger(n)) return token;
    marked++;
    return `"${MARK}${token}"`;
  });
  return marked === 0 ? JSON.parse(text) : JSON.parse(written, revive);
}
