/**
 * The vanity grinder's loop, shared by the Web Worker and the benchmark: Ed25519 key pairs from
 * WebCrypto (as kit's generateKeyPair makes them), each public key base58-encoded and matched.
 * Kept free of imports so the worker bundle stays small and the benchmark can bundle it alone.
 */

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
/** Keys generated per round: WebCrypto is asynchronous, so a round keeps its queue full. */
const ROUND = 128;

export interface VanityPattern {
  prefix: string;
  suffix: string;
  ignoreCase: boolean;
}

export interface VanityHit {
  keyPair: CryptoKeyPair;
  address: string;
}

/**
 * A 32-byte public key in base58: the number in eight 32-bit limbs, divided by 58^3 at a time
 * (remainder x 2^32 stays below 2^53, exact in a double): far fewer steps than byte-wise division.
 */
export function encodePublicKey(bytes: Uint8Array): string {
  const limbs = new Array<number>(8);
  for (let i = 0; i < 8; i++) limbs[i] = ((bytes[i * 4]! << 24) | (bytes[i * 4 + 1]! << 16) | (bytes[i * 4 + 2]! << 8) | bytes[i * 4 + 3]!) >>> 0;
  const BIG = 195_112; // 58^3
  let out = '';
  let start = 0;
  while (start < 8) {
    let rem = 0;
    for (let i = start; i < 8; i++) {
      const cur = rem * 4_294_967_296 + limbs[i]!;
      limbs[i] = Math.floor(cur / BIG);
      rem = cur - limbs[i]! * BIG;
    }
    while (start < 8 && limbs[start] === 0) start++;
    for (let k = 0; k < 3; k++) {
      out = ALPHABET[rem % 58] + out;
      rem = Math.floor(rem / 58);
    }
  }
  out = out.replace(/^1+/, '');
  let zeros = 0;
  while (zeros < 32 && bytes[zeros] === 0) zeros++;
  return '1'.repeat(zeros) + out;
}

export function matcher({ prefix, suffix, ignoreCase }: VanityPattern): (address: string) => boolean {
  if (!ignoreCase) return (a) => a.startsWith(prefix) && a.endsWith(suffix);
  const p = prefix.toLowerCase();
  const s = suffix.toLowerCase();
  return (a) => a.slice(0, p.length).toLowerCase() === p && a.slice(a.length - s.length).toLowerCase() === s;
}

/**
 * Grinds until a key matches or `stop()` says so; `onAttempts` hears how many keys each round
 * tried. The private key is not extractable: it can sign, and be handed to the page, never read.
 */
export async function grind(pattern: VanityPattern, onAttempts: (n: number) => void, stop: () => boolean): Promise<VanityHit | null> {
  const matches = matcher(pattern);
  const generate = () => crypto.subtle.generateKey({ name: 'Ed25519' }, false, ['sign', 'verify']) as Promise<CryptoKeyPair>;
  while (!stop()) {
    const pairs = await Promise.all(Array.from({ length: ROUND }, generate));
    const publics = await Promise.all(pairs.map((p) => crypto.subtle.exportKey('raw', p.publicKey)));
    for (let i = 0; i < ROUND; i++) {
      const address = encodePublicKey(new Uint8Array(publics[i]!));
      if (matches(address)) {
        onAttempts(i + 1);
        return { keyPair: pairs[i]!, address };
      }
    }
    onAttempts(ROUND);
  }
  return null;
}
