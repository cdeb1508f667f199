/**
 * JSON with u64 support. Lamports and token amounts can exceed 2^53 (the faucet alone holds
 * 10^18 lamports), and validators write them as plain JSON integers, so bigints are written as
 * integer literals rather than strings or rounded floats.
 */
const MARK = '\u0000big:';
const MARKED = /"\\u0000big:(\d+)"/g;

export function stringifyJson(value: unknown): string {
  let sawBigint = false;
  const text = JSON.stringify(value, (_key, item) => {
    if (typeof item === 'bigint') {
      sawBigint = true;
      return MARK + item.toString();
    }
    return item;
  });
  return sawBigint ? text.replace(MARKED, '$1') : text;
}

/** Integers too large for a double, e.g. lamports in requestAirdrop, are read as bigint. */
const BIG_INTEGER = /([:[,]\s*)(\d{16,})(?=\s*[,\]}])/g;

export function parseJson(text: string): unknown {
  if (!/\d{16,}/.test(text)) return JSON.parse(text);
  const quoted = text.replace(BIG_INTEGER, (_all, prefix: string, digits: string) => `${prefix}"${MARK}${digits}"`);
  return JSON.parse(quoted, (_key, item) => (typeof item === 'string' && item.startsWith(MARK) ? BigInt(item.slice(MARK.length)) : item));
}
