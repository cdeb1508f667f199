/**
 * The vanity mint key signs the creation transaction in the browser, before the wallet does: its
 * signature goes in the mint's slot of the wire transaction; the message bytes stay exactly as
 * the server built them (its byte-identical check is unchanged).
 */
import { base64ToBytes, bytesToBase64 } from '../../../wallet/index.ts';
import { encodePublicKey } from './base58.ts';

function readCompactU16(bytes: Uint8Array, offset: number): [value: number, size: number] {
  let value = 0;
  for (let size = 0; size < 3; size++) {
    const byte = bytes[offset + size]!;
    value |= (byte & 0x7f) << (7 * size);
    if ((byte & 0x80) === 0) return [value, size + 1];
  }
  throw new Error('Malformed transaction');
}

export async function signWithMintKey(wireBase64: string, mint: { address: string; keyPair: CryptoKeyPair }): Promise<string> {
  const wire = base64ToBytes(wireBase64);
  const [signatureCount, countSize] = readCompactU16(wire, 0);
  const message = wire.subarray(countSize + signatureCount * 64);
  // v0 messages start with a version byte (high bit set); legacy ones with the header.
  let offset = message[0]! & 0x80 ? 1 : 0;
  const requiredSignatures = message[offset]!;
  offset += 3;
  const [keyCount, keyCountSize] = readCompactU16(message, offset);
  offset += keyCountSize;
  let index = -1;
  for (let i = 0; i < Math.min(keyCount, requiredSignatures) && index < 0; i++) {
    if (encodePublicKey(message.subarray(offset + i * 32, offset + i * 32 + 32)) === mint.address) index = i;
  }
  if (index < 0) throw new Error('The vanity address does not sign this transaction');
  const signature = new Uint8Array(await crypto.subtle.sign('Ed25519', mint.keyPair.privateKey, message));
  const signed = wire.slice();
  signed.set(signature, countSize + index * 64);
  return bytesToBase64(signed);
}
