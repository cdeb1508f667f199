/**
 * The binary format of an account-level snapshot: a fixed header followed by one length-prefixed
 * record per account. LiteSVM's own serialisation (saveToFile/toBytes) stops working past ~4 MiB
 * of accounts, so the chain writes accounts itself and rebuilds LiteSVM from them on start.
 *
 * Header (96 bytes, little-endian):
 *   0  magic "TKCHSNAP"      8  u32 version        12 u32 header length (96)
 *   16 u64 ledger offset covered (records before it are in the state, the tail after it is replayed)
 *   24 u64 slot              32 u64 block time (unix seconds)
 *   40 u64 account count     48 u64 records byte length
 *   56 32 bytes sha256 of the genesis seed (a snapshot of another chain is refused)
 *   88 u32 crc32 of the records    92 u32 crc32 of header bytes 0..91
 * Record: u32 length of what follows, address (32), lamports (u64), owner (32),
 *   executable (u8), rent epoch (u64), data (the rest).
 */
import { crc32 } from 'node:zlib';
import { Account, type SvmAccount } from './svm.js';

export const SNAPSHOT_VERSION = 1;
export const HEADER_LENGTH = 96;
const MAGIC = Buffer.from('TKCHSNAP', 'latin1');
const RECORD_FIXED = 32 + 8 + 32 + 1 + 8;

export interface SnapshotHeader {
  ledgerOffset: number;
  slot: number;
  blockTime: number;
  genesis: Uint8Array;
  accountCount: number;
  recordsLength: number;
  recordsCrc: number;
}

export class SnapshotFormatError extends Error {}

export function encodeHeader(header: SnapshotHeader): Buffer {
  const out = Buffer.alloc(HEADER_LENGTH);
  MAGIC.copy(out, 0);
  out.writeUInt32LE(SNAPSHOT_VERSION, 8);
  out.writeUInt32LE(HEADER_LENGTH, 12);
  out.writeBigUInt64LE(BigInt(header.ledgerOffset), 16);
  out.writeBigUInt64LE(BigInt(header.slot), 24);
  out.writeBigUInt64LE(BigInt(header.blockTime), 32);
  out.writeBigUInt64LE(BigInt(header.accountCount), 40);
  out.writeBigUInt64LE(BigInt(header.recordsLength), 48);
  out.set(header.genesis.subarray(0, 32), 56);
  out.writeUInt32LE(header.recordsCrc >>> 0, 88);
  out.writeUInt32LE(crc32(out.subarray(0, 92)), 92);
  return out;
}

export function decodeHeader(bytes: Buffer): SnapshotHeader {
  if (bytes.length < HEADER_LENGTH || !bytes.subarray(0, 8).equals(MAGIC)) throw new SnapshotFormatError('not an account snapshot');
  const version = bytes.readUInt32LE(8);
  if (version !== SNAPSHOT_VERSION) throw new SnapshotFormatError(`unsupported snapshot version ${version}`);
  if (bytes.readUInt32LE(12) !== HEADER_LENGTH) throw new SnapshotFormatError('bad header length');
  if (crc32(bytes.subarray(0, 92)) !== bytes.readUInt32LE(92)) throw new SnapshotFormatError('header checksum mismatch');
  return {
    ledgerOffset: Number(bytes.readBigUInt64LE(16)),
    slot: Number(bytes.readBigUInt64LE(24)),
    blockTime: Number(bytes.readBigUInt64LE(32)),
    accountCount: Number(bytes.readBigUInt64LE(40)),
    recordsLength: Number(bytes.readBigUInt64LE(48)),
    genesis: new Uint8Array(bytes.subarray(56, 88)),
    recordsCrc: bytes.readUInt32LE(88),
  };
}

/** One account as a record (length prefix included), ready to be concatenated into a snapshot. */
export function encodeAccountRecord(address: Uint8Array, account: SvmAccount): Buffer {
  const data = account.data();
  const out = Buffer.allocUnsafe(4 + RECORD_FIXED + data.length);
  out.writeUInt32LE(RECORD_FIXED + data.length, 0);
  out.set(address, 4);
  out.writeBigUInt64LE(account.lamports(), 36);
  out.set(account.owner(), 44);
  out[76] = account.executable() ? 1 : 0;
  out.writeBigUInt64LE(account.rentEpoch(), 77);
  out.set(data, 85);
  return out;
}

/** The address of a record, as the latin1 key the account image uses. */
export function recordKey(record: Buffer): string {
  return record.toString('latin1', 4, 36);
}

export function recordAddress(record: Buffer): Uint8Array {
  return record.subarray(4, 36);
}

export function decodeAccountRecord(record: Buffer): SvmAccount {
  return new Account(record.readBigUInt64LE(36), record.subarray(85), record.subarray(44, 76), record[76] === 1, record.readBigUInt64LE(77));
}

/** Checks a whole snapshot file and splits it into its header and records (views, not copies). */
export function decodeSnapshot(bytes: Buffer): { header: SnapshotHeader; records: Buffer[] } {
  const header = decodeHeader(bytes);
  const end = HEADER_LENGTH + header.recordsLength;
  if (bytes.length !== end) throw new SnapshotFormatError(`snapshot is ${bytes.length} bytes, its header says ${end}`);
  if (crc32(bytes.subarray(HEADER_LENGTH)) !== header.recordsCrc) throw new SnapshotFormatError('records checksum mismatch');
  const records: Buffer[] = [];
  let at = HEADER_LENGTH;
  while (at < end) {
    if (at + 4 > end) throw new SnapshotFormatError('truncated record');
    const length = bytes.readUInt32LE(at);
    if (length < RECORD_FIXED || at + 4 + length > end) throw new SnapshotFormatError('bad record length');
    records.push(bytes.subarray(at, at + 4 + length));
    at += 4 + length;
  }
  if (records.length !== header.accountCount) throw new SnapshotFormatError('account count mismatch');
  return { header, records };
}
