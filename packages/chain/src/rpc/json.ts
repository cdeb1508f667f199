/**
 * JSON with u64 support. Lamports and token amounts can exceed 2^53 (the faucet alone holds
 * 10^18 lamports), and validators write them as plain JSON integers, so bigints are written as
 * integer literals rather than strings or rounded floats.
 */
const MARK = '\u0000big:';
const RAW_MARK = '\u0000raw:';
const MARKED = /"\\u0000(big|raw):(\d+)"/g;

/**
 * JSON already written, inserted as is by `stringifyJson`. Account entries are written this way:
 * a program scan writes thousands of them, and a template is several times cheaper than
 * `JSON.stringify` with a replacer walking every key.
 */
export class JsonText {
  constructor(readonly text: string) {}
}

export function stringifyJson(value: unknown): string {
  let marked = false;
  const raw: string[] = [];
  const text = JSON.stringify(value, (_key, item) => {
    if (typeof item === 'bigint') {
      marked = true;
      return MARK + item.toString();
    }
    if (item instanceof JsonText) {
      marked = true;
      raw.push(item.text);
      return RAW_MARK + (raw.length - 1);
    }
    return item;
  });
  return marked ? text.replace(MARKED, (all, kind: string, digits: string) => (kind === 'big' ? digits : (raw[Number(digits)] ?? all))) : text;
}

/** Integers too large for a double, e.g. lamports in requestAirdrop, are read as bigint. */
const BIG_INTEGER = /([:[,]\s*)(\d{16,})(?=\s*[,\]}])/g;

export function parseJson(text: string): unknown {
  if (!/\d{16,}/.test(text)) return JSON.parse(text);
  // The mark goes in escaped: a raw control character inside a JSON string is a syntax error.
  const quoted = text.replace(BIG_INTEGER, (_all, prefix: string, digits: string) => `${prefix}"\\u0000big:${digits}"`);
  return JSON.parse(quoted, (_key, item) => (typeof item === 'string' && item.startsWith(MARK) ? BigInt(item.slice(MARK.length)) : item));
}
