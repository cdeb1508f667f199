/**
 * Base58 (Bitcoin alphabet) for the 32-byte addresses and 64-byte signatures the chain handles
 * on every request. Hand-written because it sits on the hot path of every transaction: it avoids
 * the codec objects and bigint maths of general-purpose libraries.
 */
const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const INDEX = new Int8Array(128).fill(-1);
const LIMB = 58 ** 4;
const ALPHABET_CODES = Uint8Array.from(ALPHABET, (c) => c.charCodeAt(0));
for (let i = 0; i < ALPHABET.length; i++) INDEX[ALPHABET.charCodeAt(i)] = i;

/**
 * Encodes base58. Two bytes at a time into limbs of four base-58 digits (58^4 < 2^24, so every
 * product stays exact in a double): a signature takes 32 passes over at most 22 limbs instead of
 * 64 passes over up to 88 digits.
 */
export function encodeBase58(bytes: Uint8Array): string {
  let zeros = 0;
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++;
  // log(256) / log(58^4) < 0.35 limbs a byte.
  const limbs = new Float64Array((((bytes.length - zeros) * 0.35) | 0) + 2);
  let used = 0;
  for (let i = zeros; i < bytes.length;) {
    let chunk = bytes[i++]!;
    let factor = 256;
    if (i < bytes.length) {
      chunk = chunk * 256 + bytes[i++]!;
      factor = 65536;
    }
    let carry = chunk;
    for (let j = 0; j < used; j++) {
      const t = limbs[j]! * factor + carry;
      carry = Math.floor(t / LIMB);
      limbs[j] = t - carry * LIMB;
    }
    while (carry > 0) {
      const next = Math.floor(carry / LIMB);
      limbs[used++] = carry - next * LIMB;
      carry = next;
    }
  }
  // Digits from the last: each limb gives four, the most significant limb only as many as it has.
  const out = new Uint8Array(zeros + used * 4);
  let at = out.length;
  for (let j = 0; j < used; j++) {
    let limb = limbs[j]!;
    for (let d = 0; d < 4 && (j < used - 1 || limb > 0); d++) {
      const next = Math.floor(limb / 58);
      out[--at] = ALPHABET_CODES[limb - next * 58]!;
      limb = next;
    }
  }
  out.fill(49, at - zeros, at);
  return Buffer.from(out.buffer, at - zeros, out.length - at + zeros).toString('latin1');
}

/** Addresses seen recently, as base58: every transaction names the same programs, pools and mints again. */
const ADDRESS_TEXT = new Map<string, string>();
const ADDRESS_TEXT_CAP = 50_000;

/** A 32-byte address as base58, cached (encoding costs ~4 µs, a lookup a fraction of that). */
export function addressText(address: Uint8Array): string {
  const key = Buffer.from(address.buffer, address.byteOffset, address.length).toString('latin1');
  let text = ADDRESS_TEXT.get(key);
  if (text === undefined) {
    // Starting again past the cap keeps memory bounded; the hot addresses come back at once.
    if (ADDRESS_TEXT.size >= ADDRESS_TEXT_CAP) ADDRESS_TEXT.clear();
    text = encodeBase58(address);
    ADDRESS_TEXT.set(key, text);
  }
  return text;
}

/** Short instruction data seen recently, as base58 (a wallet's account set-up and clean-up repeat theirs in every swap). */
const DATA_TEXT = new Map<string, string>();
const DATA_TEXT_CAP = 50_000;

/** Instruction data as base58: up to 64 bytes cached like addresses, longer data encoded each time. */
export function dataText(data: Uint8Array): string {
  if (data.length > 64) return encodeBase58(data);
  const key = Buffer.from(data.buffer, data.byteOffset, data.length).toString('latin1');
  let text = DATA_TEXT.get(key);
  if (text === undefined) {
    if (DATA_TEXT.size >= DATA_TEXT_CAP) DATA_TEXT.clear();
    text = encodeBase58(data);
    DATA_TEXT.set(key, text);
  }
  return text;
}

/**
 * dataText of bytes given as numbers (inner instructions read from text): the cache key is made
 * straight from them, without a byte array, which is made only to encode what is not cached.
 */
export function dataTextOfNumbers(data: number[]): string {
  if (data.length > 64) return encodeBase58(Uint8Array.from(data));
  const key = String.fromCharCode(...data);
  let text = DATA_TEXT.get(key);
  if (text === undefined) {
    if (DATA_TEXT.size >= DATA_TEXT_CAP) DATA_TEXT.clear();
    text = encodeBase58(Uint8Array.from(data));
    DATA_TEXT.set(key, text);
  }
  return text;
}

/**
 * Decodes base58, or returns null when the text is not base58. Five digits at a time (58^5 <
 * 2^30) into 16-bit limbs, so every product stays exact in a double: a signature takes ~18 passes
 * over 32 limbs instead of 88 passes over up to 64 bytes.
 */
export function decodeBase58(text: string): Uint8Array | null {
  if (typeof text !== 'string') return null;
  let zeros = 0;
  while (zeros < text.length && text.charCodeAt(zeros) === 49) zeros++;
  // log2(58) < 5.86 bits a digit.
  const limbs = new Uint16Array((((text.length - zeros) * 5.86) >> 4) + 2);
  let used = 0;
  for (let i = zeros; i < text.length;) {
    const end = Math.min(i + 5, text.length);
    let chunk = 0;
    let factor = 1;
    for (; i < end; i++) {
      const code = text.charCodeAt(i);
      const value = code < 128 ? INDEX[code]! : -1;
      if (value < 0) return null;
      chunk = chunk * 58 + value;
      factor *= 58;
    }
    let carry = chunk;
    for (let j = 0; j < used; j++) {
      const t = limbs[j]! * factor + carry;
      limbs[j] = t & 0xffff;
      carry = Math.floor(t / 65536);
    }
    while (carry > 0) {
      limbs[used++] = carry & 0xffff;
      carry = Math.floor(carry / 65536);
    }
  }
  let length = used * 2;
  if (length > 0 && limbs[used - 1]! < 256) length--;
  const out = new Uint8Array(zeros + length);
  for (let k = 0; k < length; k++) {
    const limb = limbs[k >> 1]!;
    out[out.length - 1 - k] = k & 1 ? limb >> 8 : limb & 0xff;
  }
  return out;
}

/** A 32-byte public key from base58, or null. */
export function decodeAddress(text: unknown): Uint8Array | null {
  if (typeof text !== 'string' || text.length < 32 || text.length > 44) return null;
  const bytes = decodeBase58(text);
  return bytes && bytes.length === 32 ? bytes : null;
}
