/**
 * The transaction-history index saved beside each account snapshot (`history-<offset>.bin`), so a
 * start reads only the ledger tail instead of parsing the whole ledger to rebuild the index. It
 * covers the records before its ledger offset; transaction bodies stay in the ledger and are read
 * by offset on demand (getTransaction), so the file holds only what the index answers from.
 * Written with the snapshot's discipline: temporary file, fsync, rename once the ledger is durable
 * up to its offset, directory fsync, older ones removed. Anything that does not check out (magic,
 * version, checksums, genesis, offset past the ledger's end) is refused, and the start falls back to
 * indexing the whole ledger.
 *
 * Header (88 bytes, little-endian):
 *   0  magic "TKCHHIDX"      8  u32 version        12 u32 header length (88)
 *   16 u64 ledger offset covered    24 u64 ledger records before it (transactions and faucet top-ups)
 *   32 u64 transaction count        40 u64 body length
 *   48 32 bytes sha256 of the genesis seed
 *   80 u32 crc32 of the body        84 u32 crc32 of header bytes 0..83
 * Body: per transaction, in ledger order: u8 signature length, signature (base58, ASCII),
 *   u48 record offset, u32 record length, u48 slot, u48 block time, u32 error JSON length (0: no
 *   error), error JSON (UTF-8); then u32 address count and per address: u8 length, address
 *   (base58, ASCII), u32 count, that many u32 transaction numbers (positions above), oldest first.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { abandonTemporary, pendingFile } from './durable-file.js';
import type { EventLoopPacer } from './event-loop-pacer.js';
import type { TransactionHistory, TransactionRecord } from './history.js';

export const HISTORY_INDEX_VERSION = 1;
const HEADER_LENGTH = 88;
const MAGIC = Buffer.from('TKCHHIDX', 'latin1');
const NAME = /^history-(\d+)\.bin$/;

export interface LoadedHistoryIndex {
  ledgerOffset: number;
  /** Ledger records (of every kind) before `ledgerOffset`. */
  ledgerRecords: number;
  records: TransactionRecord[];
  byAddress: Map<string, TransactionRecord[]>;
}

export interface WrittenHistoryIndex {
  transactions: number;
  bytes: number;
  commit(): Promise<void>;
  discard(): Promise<void>;
}

/** A growable byte buffer: the index is written in one pass without knowing its size. */
class ByteWriter {
  buffer = Buffer.allocUnsafe(1 << 16);
  length = 0;

  ensure(extra: number): void {
    if (this.length + extra <= this.buffer.length) return;
    const grown = Buffer.allocUnsafe(Math.max(this.buffer.length * 2, this.length + extra));
    this.buffer.copy(grown, 0, 0, this.length);
    this.buffer = grown;
  }

  ascii(text: string): void {
    this.ensure(1 + text.length);
    this.buffer[this.length++] = text.length;
    this.length += this.buffer.write(text, this.length, 'latin1');
  }

  u32(value: number): void {
    this.ensure(4);
    this.length = this.buffer.writeUInt32LE(value, this.length);
  }
  u48(value: number): void {
    this.ensure(6);
    this.length = this.buffer.writeUIntLE(value, this.length, 6);
  }
  bytes(value: Buffer): void {
    this.ensure(value.length);
    value.copy(this.buffer, this.length);
    this.length += value.length;
  }
}

export class HistoryIndexFormatError extends Error {}

export class HistoryIndexStore {
  constructor(
    private readonly dir: string,
    private readonly genesis: Uint8Array,
  ) {}

  private list(): Array<{ offset: number; path: string }> {
    return readdirSync(this.dir)
      .map((name) => ({ match: NAME.exec(name), name }))
      .filter((entry) => entry.match)
      .map((entry) => ({ offset: Number(entry.match![1]), path: join(this.dir, entry.name) }))
      .sort((a, b) => b.offset - a.offset);
  }

  /** The newest index that checks out and lies within the ledger's `ledgerSize` bytes, or null. */
  loadLatest(ledgerSize: number, warn: (msg: string) => void): LoadedHistoryIndex | null {
    for (const entry of this.list()) {
      try {
        const loaded = this.decode(readFileSync(entry.path));
        if (loaded.ledgerOffset !== entry.offset) throw new HistoryIndexFormatError('its name and header disagree on the ledger offset');
        if (loaded.ledgerOffset > ledgerSize)
          throw new HistoryIndexFormatError(`it covers ${loaded.ledgerOffset} ledger bytes, the ledger has ${ledgerSize}`);
        return loaded;
      } catch (error) {
        warn(`chain: history index ${entry.path} is unusable (${(error as Error).message}); trying an older one`);
      }
    }
    return null;
  }

  private decode(bytes: Buffer): LoadedHistoryIndex {
    if (bytes.length < HEADER_LENGTH || !bytes.subarray(0, 8).equals(MAGIC)) throw new HistoryIndexFormatError('not a history index');
    const version = bytes.readUInt32LE(8);
    if (version !== HISTORY_INDEX_VERSION) throw new HistoryIndexFormatError(`unsupported history index version ${version}`);
    if (bytes.readUInt32LE(12) !== HEADER_LENGTH) throw new HistoryIndexFormatError('bad header length');
    if (crc32(bytes.subarray(0, 84)) !== bytes.readUInt32LE(84)) throw new HistoryIndexFormatError('header checksum mismatch');
    if (!bytes.subarray(48, 80).equals(Buffer.from(this.genesis))) throw new HistoryIndexFormatError('it belongs to another chain (genesis differs)');
    const ledgerOffset = Number(bytes.readBigUInt64LE(16));
    const ledgerRecords = Number(bytes.readBigUInt64LE(24));
    const count = Number(bytes.readBigUInt64LE(32));
    const end = HEADER_LENGTH + Number(bytes.readBigUInt64LE(40));
    if (bytes.length !== end) throw new HistoryIndexFormatError(`history index is ${bytes.length} bytes, its header says ${end}`);
    if (crc32(bytes.subarray(HEADER_LENGTH)) !== bytes.readUInt32LE(80)) throw new HistoryIndexFormatError('body checksum mismatch');
    let at = HEADER_LENGTH;
    const need = (n: number) => {
      if (at + n > end) throw new HistoryIndexFormatError('truncated body');
    };
    const ascii = () => {
      need(1);
      const length = bytes[at]!;
      need(1 + length);
      const text = bytes.toString('latin1', at + 1, at + 1 + length);
      at += 1 + length;
      return text;
    };
    const records: TransactionRecord[] = new Array(count);
    for (let i = 0; i < count; i++) {
      const signature = ascii();
      need(6 + 4 + 6 + 6 + 4);
      const offset = bytes.readUIntLE(at, 6);
      const length = bytes.readUInt32LE(at + 6);
      const slot = bytes.readUIntLE(at + 10, 6);
      const blockTime = bytes.readUIntLE(at + 16, 6);
      const errLength = bytes.readUInt32LE(at + 22);
      at += 26;
      need(errLength);
      const err = errLength === 0 ? null : JSON.parse(bytes.toString('utf8', at, at + errLength));
      at += errLength;
      if (offset + length > ledgerOffset) throw new HistoryIndexFormatError('a record lies past the covered offset');
      records[i] = { signature, slot, blockTime, err, memo: null, at: { offset, length } };
    }
    need(4);
    const addressCount = bytes.readUInt32LE(at);
    at += 4;
    const byAddress = new Map<string, TransactionRecord[]>();
    for (let i = 0; i < addressCount; i++) {
      const address = ascii();
      need(4);
      const n = bytes.readUInt32LE(at);
      at += 4;
      need(4 * n);
      const list: TransactionRecord[] = new Array(n);
      for (let j = 0; j < n; j++, at += 4) {
        const record = records[bytes.readUInt32LE(at)];
        if (!record) throw new HistoryIndexFormatError('an address refers to an unknown transaction');
        list[j] = record;
      }
      byAddress.set(address, list);
    }
    if (at !== end) throw new HistoryIndexFormatError('trailing bytes');
    return { ledgerOffset, ledgerRecords, records, byAddress };
  }

  /**
   * Writes the part of `history` before `state.ledgerOffset` to a temporary, fsynced file. The
   * history only grows by appending later records, so the prefix read here cannot change meanwhile.
   */
  async write(
    state: { ledgerOffset: number; ledgerRecords: number },
    history: TransactionHistory,
    pacer: EventLoopPacer,
  ): Promise<WrittenHistoryIndex> {
    const body = new ByteWriter();
    const position = new Map<TransactionRecord, number>();
    const records = history.records;
    let count = 0;
    for (; count < records.length; count++) {
      const record = records[count]!;
      if (record.at.offset >= state.ledgerOffset) break;
      position.set(record, count);
      body.ascii(record.signature);
      body.u48(record.at.offset);
      body.u32(record.at.length);
      body.u48(record.slot);
      body.u48(record.blockTime);
      const err = record.err === null ? null : Buffer.from(JSON.stringify(record.err), 'utf8');
      body.u32(err?.length ?? 0);
      if (err) body.bytes(err);
      if (count % 1024 === 1023) await pacer.slice();
    }
    const addresses = [...history.addresses()];
    let addressCount = 0;
    const countAt = body.length;
    body.u32(0);
    for (let i = 0; i < addresses.length; i++) {
      const [address, list] = addresses[i]!;
      let n = 0;
      while (n < list.length && list[n]!.at.offset < state.ledgerOffset) n++;
      if (n === 0) continue;
      addressCount++;
      body.ascii(address);
      body.u32(n);
      for (let j = 0; j < n; j++) body.u32(position.get(list[j]!)!);
      if (i % 1024 === 1023) await pacer.slice();
    }
    body.buffer.writeUInt32LE(addressCount, countAt);
    const bodyBytes = body.buffer.subarray(0, body.length);
    const header = Buffer.alloc(HEADER_LENGTH);
    MAGIC.copy(header, 0);
    header.writeUInt32LE(HISTORY_INDEX_VERSION, 8);
    header.writeUInt32LE(HEADER_LENGTH, 12);
    header.writeBigUInt64LE(BigInt(state.ledgerOffset), 16);
    header.writeBigUInt64LE(BigInt(state.ledgerRecords), 24);
    header.writeBigUInt64LE(BigInt(count), 32);
    header.writeBigUInt64LE(BigInt(bodyBytes.length), 40);
    header.set(this.genesis.subarray(0, 32), 48);
    header.writeUInt32LE(crc32(bodyBytes), 80);
    header.writeUInt32LE(crc32(header.subarray(0, 84)), 84);

    const temporary = join(this.dir, `history-${state.ledgerOffset}.tmp`);
    const final = join(this.dir, `history-${state.ledgerOffset}.bin`);
    const file = await pacer.wait(open(temporary, 'w'));
    try {
      await pacer.wait(file.writev([header, bodyBytes], 0));
      await pacer.wait(file.sync());
    } catch (error) {
      await abandonTemporary(file, temporary);
      throw error;
    }
    await file.close();
    return {
      transactions: count,
      bytes: HEADER_LENGTH + bodyBytes.length,
      ...pendingFile(this.dir, temporary, final, () => this.list().map((f) => f.path)),
    };
  }
}
