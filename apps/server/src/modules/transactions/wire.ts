/** Reading a signed wire transaction: its message bytes, signers and signatures. */
import { createHash } from 'node:crypto';
import { getBase64Encoder, type Transaction } from '@solana/kit';
import { decodeTransaction } from '@toolkit/chain';
import { AppError } from '../../lib/errors.ts';

export function decodeWireTransaction(base64: string): Transaction {
  try {
    const bytes = getBase64Encoder().encode(base64);
    return decodeTransaction(new Uint8Array(bytes));
  } catch {
    throw new AppError('TRANSACTION_MALFORMED');
  }
}

export const messageHashOf = (messageBytes: Uint8Array) => createHash('sha256').update(messageBytes).digest('hex');

export const bytesEqual = (a: Uint8Array, b: Uint8Array) => Buffer.from(a.buffer, a.byteOffset, a.length).equals(b);
