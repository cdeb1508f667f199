/**
 * Reading and writing wire transactions: their message bytes, signers and signatures.
 *
 * Every swap's transaction is written twice (handed out unsigned, sent signed) and read once: kit's
 * codecs build their encoders anew on each call and read base64 twice, which showed on the API's
 * event loop. Legacy and v0 transactions (signatures first, under 128 of them: all the server
 * builds) are written here directly, byte for byte what kit writes; anything else goes to kit.
 */
import { createHash } from 'node:crypto';
import { getBase64EncodedWireTransaction, getTransactionSize, type Base64EncodedWireTransaction, type Transaction } from '@solana/kit';
import { decodeTransaction } from '@toolkit/chain';
import { AppError } from '../../lib/errors.ts';

/** What kit's base64 codec takes: its alphabet, with padding anywhere (it drops every '='). */
const BASE64 = /^[A-Za-z0-9+/=]*$/;

export function decodeWireTransaction(base64: string): Transaction {
  try {
    if (!BASE64.test(base64)) throw new Error('not base64');
    return decodeTransaction(new Uint8Array(Buffer.from(base64, 'base64')));
  } catch {
    throw new AppError('TRANSACTION_MALFORMED');
  }
}

/** Signatures first, their count in one byte: a legacy or v0 message with under 128 signers. */
function signaturesFirst(tx: Transaction): Uint8Array[] | null {
  const version = tx.messageBytes[0]!;
  if ((version & 0x80) !== 0 && (version & 0x7f) !== 0) return null;
  const signatures = Object.values(tx.signatures);
  if (signatures.length >= 128) return null;
  return signatures.map((s) => (s ? (s as Uint8Array) : new Uint8Array(64)));
}

/** The transaction's size on the wire (kit's getTransactionSize). */
export function wireSize(tx: Transaction): number {
  const signatures = signaturesFirst(tx);
  return signatures ? 1 + 64 * signatures.length + tx.messageBytes.length : getTransactionSize(tx);
}

/** The transaction as base64 on the wire, missing signatures as zeros (kit's getBase64EncodedWireTransaction). */
export function wireBase64(tx: Transaction): Base64EncodedWireTransaction {
  const signatures = signaturesFirst(tx);
  if (!signatures) return getBase64EncodedWireTransaction(tx);
  const bytes = Buffer.allocUnsafe(1 + 64 * signatures.length + tx.messageBytes.length);
  bytes[0] = signatures.length;
  signatures.forEach((s, i) => bytes.set(s, 1 + 64 * i));
  bytes.set(tx.messageBytes as unknown as Uint8Array, 1 + 64 * signatures.length);
  return bytes.toString('base64') as Base64EncodedWireTransaction;
}

export const messageHashOf = (messageBytes: Uint8Array) => createHash('sha256').update(messageBytes).digest('hex');

export const bytesEqual = (a: Uint8Array, b: Uint8Array) => Buffer.from(a.buffer, a.byteOffset, a.length).equals(b);
