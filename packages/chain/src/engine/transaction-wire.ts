/**
 * Reads the wire format of a Solana transaction (legacy and v0) without executing it: the chain
 * needs the signatures, the blockhash and the account keys before LiteSVM runs the transaction
 * (to refuse unknown blockhashes and duplicates) and after (to index history by address).
 */
import { addressText, encodeBase58 } from './base58.js';

const COMPUTE_BUDGET_PROGRAM = 'ComputeBudget111111111111111111111111111111';
const LAMPORTS_PER_SIGNATURE = 5000;
const COMPUTE_BUDGET_FIRST_BYTE = 0x03; // first byte of ComputeBudget111..., a cheap pre-check

export interface CompiledInstructionWire {
  programIdIndex: number;
  accounts: number[];
  data: Uint8Array;
}
export interface AddressTableLookupWire {
  accountKey: Uint8Array;
  writableIndexes: number[];
  readonlyIndexes: number[];
}

export interface TransactionWire {
  bytes: Uint8Array;
  signatures: Uint8Array[];
  version: 'legacy' | 0;
  header: { numRequiredSignatures: number; numReadonlySignedAccounts: number; numReadonlyUnsignedAccounts: number };
  accountKeys: Uint8Array[];
  recentBlockhash: Uint8Array;
  instructions: CompiledInstructionWire[];
  addressTableLookups: AddressTableLookupWire[];
  messageOffset: number;
}

export class WireError extends Error {}

function shortVec(bytes: Uint8Array, cursor: { at: number }): number {
  let value = 0;
  for (let shift = 0; shift < 21; shift += 7) {
    if (cursor.at >= bytes.length) throw new WireError('unexpected end of transaction');
    const byte = bytes[cursor.at++]!;
    value |= (byte & 0x7f) << shift;
    if ((byte & 0x80) === 0) return value;
  }
  throw new WireError('bad length prefix');
}

function take(bytes: Uint8Array, cursor: { at: number }, length: number): Uint8Array {
  if (cursor.at + length > bytes.length) throw new WireError('unexpected end of transaction');
  const out = bytes.subarray(cursor.at, cursor.at + length);
  cursor.at += length;
  return out;
}

function indexes(bytes: Uint8Array, cursor: { at: number }): number[] {
  const count = shortVec(bytes, cursor);
  return Array.from(take(bytes, cursor, count));
}

export function parseTransaction(bytes: Uint8Array): TransactionWire {
  const cursor = { at: 0 };
  const signatureCount = shortVec(bytes, cursor);
  if (signatureCount === 0) throw new WireError('transaction has no signatures');
  const signatures: Uint8Array[] = [];
  for (let i = 0; i < signatureCount; i++) signatures.push(take(bytes, cursor, 64));
  const messageOffset = cursor.at;
  let version: 'legacy' | 0 = 'legacy';
  if (bytes[cursor.at]! & 0x80) {
    const v = bytes[cursor.at]! & 0x7f;
    if (v !== 0) throw new WireError(`unsupported transaction version ${v}`);
    version = 0;
    cursor.at++;
  }
  const [a, b, c] = take(bytes, cursor, 3);
  const header = { numRequiredSignatures: a!, numReadonlySignedAccounts: b!, numReadonlyUnsignedAccounts: c! };
  const keyCount = shortVec(bytes, cursor);
  const accountKeys: Uint8Array[] = [];
  for (let i = 0; i < keyCount; i++) accountKeys.push(take(bytes, cursor, 32));
  const recentBlockhash = take(bytes, cursor, 32);
  const instructionCount = shortVec(bytes, cursor);
  const instructions: CompiledInstructionWire[] = [];
  for (let i = 0; i < instructionCount; i++) {
    const programIdIndex = take(bytes, cursor, 1)[0]!;
    const accounts = indexes(bytes, cursor);
    const dataLength = shortVec(bytes, cursor);
    instructions.push({ programIdIndex, accounts, data: take(bytes, cursor, dataLength) });
  }
  const addressTableLookups: AddressTableLookupWire[] = [];
  if (version === 0) {
    const lookupCount = shortVec(bytes, cursor);
    for (let i = 0; i < lookupCount; i++) {
      const accountKey = take(bytes, cursor, 32);
      addressTableLookups.push({ accountKey, writableIndexes: indexes(bytes, cursor), readonlyIndexes: indexes(bytes, cursor) });
    }
  }
  if (cursor.at !== bytes.length) throw new WireError('trailing bytes after transaction');
  if (header.numRequiredSignatures !== signatureCount) throw new WireError('signature count does not match the message header');
  if (keyCount < signatureCount) throw new WireError('fewer account keys than signatures');
  return { bytes, signatures, version, header, accountKeys, recentBlockhash, instructions, addressTableLookups, messageOffset };
}

export function isWritableIndex(tx: TransactionWire, index: number): boolean {
  const { numRequiredSignatures: s, numReadonlySignedAccounts: rs, numReadonlyUnsignedAccounts: ru } = tx.header;
  if (index < s) return index < s - rs;
  return index < tx.accountKeys.length - ru;
}

export const signatureOf = (tx: TransactionWire): string => encodeBase58(tx.signatures[0]!);

/** The validator's fee: 5000 lamports per signature plus the compute-unit price times the limit. */
export function feeOf(tx: TransactionWire): number {
  let price = 0n;
  let limit: bigint | null = null;
  let otherInstructions = 0;
  for (const instruction of tx.instructions) {
    const program = tx.accountKeys[instruction.programIdIndex];
    if (!program || program[0] !== COMPUTE_BUDGET_FIRST_BYTE || addressText(program) !== COMPUTE_BUDGET_PROGRAM) {
      otherInstructions++;
      continue;
    }
    const data = Buffer.from(instruction.data);
    if (data[0] === 2 && data.length >= 5) limit = BigInt(data.readUInt32LE(1));
    if (data[0] === 3 && data.length >= 9) price = data.readBigUInt64LE(1);
  }
  const units = limit ?? BigInt(Math.min(1_400_000, 200_000 * otherInstructions));
  const priority = (price * units + 999_999n) / 1_000_000n;
  return tx.signatures.length * LAMPORTS_PER_SIGNATURE + Number(priority);
}
