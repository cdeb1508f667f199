/** Base58 (Bitcoin alphabet) for 32-byte public keys; import-free so the worker bundle stays small. */

export const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

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
      out = BASE58_ALPHABET[rem % 58] + out;
      rem = Math.floor(rem / 58);
    }
  }
  out = out.replace(/^1+/, '');
  let zeros = 0;
  while (zeros < 32 && bytes[zeros] === 0) zeros++;
  return '1'.repeat(zeros) + out;
}
