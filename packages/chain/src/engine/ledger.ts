/**
 * The ledger: an append-only file holding every accepted transaction (and faucet top-up) with
 * its execution result. It is both the write-ahead journal (replayed after the latest snapshot on
 * start) and the transaction history (getTransaction reads records from it by offset), like a
 * validator's ledger. Nothing is reported confirmed before its record is fsynced.
 *
 * Group commit: appends are buffered; one fdatasync at a time runs on libuv's thread pool while
 * the event loop keeps executing transactions, and each flush makes every record that arrived
 * meanwhile durable at once.
 *
 * Record frame: u32 payload length, u32 crc32(payload), payload (UTF-8 JSON). A torn or corrupt
 * tail (a crash in the middle of a write) is cut off on open.
 */
import { closeSync, fsyncSync, openSync, readSync, fstatSync, ftruncateSync, writeSync } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { crc32 } from 'node:zlib';

const HEADER = 8;

export interface LedgerEntryLocation {
  offset: number;
  length: number;
}

export class Ledger {
  private handle!: FileHandle;
  private fd!: number;
  private size = 0;
  private durableSize = 0;
  private pending: Buffer[] = [];
  private waiters: Array<() => void> = [];
  /** Callers of syncTo, each waiting for the ledger to be durable up to its offset. */
  private offsetWaiters: Array<{ offset: number; resolve: () => void }> = [];
  private failed: Error | null = null;
  private flushing: Promise<void> | null = null;

  /** Where open() started reading (0 unless a later record boundary was given and checked out). */
  readFrom = 0;

  private constructor(private readonly path: string) {}

  /**
   * Opens the ledger, cutting any torn tail, and calls `visit` for each intact record in order from
   * `from` (a record boundary known durable, e.g. a snapshot's offset: the records before it are
   * not read at all). When `from` is not a record boundary within the file, the whole ledger is
   * read instead; `readFrom` tells which.
   */
  static async open(path: string, visit: (payload: Buffer, at: LedgerEntryLocation) => void, from = 0): Promise<Ledger> {
    const ledger = new Ledger(path);
    const fd = openSync(path, 'a+');
    const total = fstatSync(fd).size;
    const header = Buffer.alloc(HEADER);
    if (from > 0 && !isRecordAt(fd, from, total, header)) from = 0;
    ledger.readFrom = from;
    const chunk = Buffer.allocUnsafe(Math.min(Math.max(total - from, HEADER), 64 * 1024 * 1024));
    let offset = from;
    while (offset + HEADER <= total) {
      readSync(fd, header, 0, HEADER, offset);
      const length = header.readUInt32LE(0);
      if (offset + HEADER + length > total) break;
      const payload = length <= chunk.length ? chunk.subarray(0, length) : Buffer.allocUnsafe(length);
      readSync(fd, payload, 0, length, offset + HEADER);
      if (crc32(payload) !== header.readUInt32LE(4)) break;
      visit(payload, { offset, length: HEADER + length });
      offset += HEADER + length;
    }
    if (offset < total) {
      ftruncateSync(fd, offset);
      fsyncSync(fd);
    }
    closeSync(fd);
    ledger.size = ledger.durableSize = offset;
    ledger.handle = await open(path, 'a+');
    ledger.fd = ledger.handle.fd;
    return ledger;
  }

  /** Logical end of the ledger, including records not yet durable. */
  get end(): number {
    return this.size;
  }

  get durableEnd(): number {
    return this.durableSize;
  }

  /** Appends a record; the promise settles once it is on disk (fsynced). */
  append(payload: Buffer): { at: LedgerEntryLocation; durable: Promise<void> } {
    const header = Buffer.allocUnsafe(HEADER);
    header.writeUInt32LE(payload.length, 0);
    header.writeUInt32LE(crc32(payload), 4);
    this.pending.push(header, payload);
    const at = { offset: this.size, length: HEADER + payload.length };
    this.size += at.length;
    const durable = new Promise<void>((resolve) => this.waiters.push(resolve));
    if (!this.flushing) this.flushing = this.flush();
    return { at, durable };
  }

  /** Resolves once everything appended so far is durable. */
  async sync(): Promise<void> {
    while (this.flushing) await this.flushing;
  }

  /**
   * Resolves once the ledger is durable up to `offset` (or cannot be written: see `error`).
   * Unlike sync(), records appended meanwhile do not hold it up, so it ends under constant load.
   */
  syncTo(offset: number): Promise<void> {
    if (this.durableSize >= offset || this.failed) return Promise.resolve();
    return new Promise((resolve) => this.offsetWaiters.push({ offset, resolve }));
  }

  private async flush(): Promise<void> {
    // Let the requests already parsed in this turn of the event loop join the batch.
    await Promise.resolve();
    while (this.pending.length > 0) {
      const buffers = this.pending;
      const waiters = this.waiters;
      const end = this.size;
      this.pending = [];
      this.waiters = [];
      try {
        if (this.failed) throw this.failed;
        // The write only copies into the page cache, so it is done inline; the fsync, which waits
        // for the disk, runs on the thread pool while the event loop keeps executing requests.
        writeSync(this.fd, buffers.length === 1 ? buffers[0]! : Buffer.concat(buffers));
        await this.handle.datasync();
        this.durableSize = end;
      } catch (error) {
        // A ledger that cannot be written must stop the chain from confirming anything.
        this.failed = error as Error;
      }
      for (const resolve of waiters) resolve();
      if (this.offsetWaiters.length > 0) {
        const waiting = this.offsetWaiters;
        this.offsetWaiters = [];
        for (const waiter of waiting) {
          if (this.failed || waiter.offset <= this.durableSize) waiter.resolve();
          else this.offsetWaiters.push(waiter);
        }
      }
    }
    this.flushing = null;
  }

  get error(): Error | null {
    return this.failed;
  }

  /** Calls `visit` for each record in [from, to) (both record boundaries of the durable part). */
  visitRange(from: number, to: number, visit: (payload: Buffer, at: LedgerEntryLocation) => void): void {
    const header = Buffer.alloc(HEADER);
    for (let offset = from; offset + HEADER <= to;) {
      readSync(this.fd, header, 0, HEADER, offset);
      const length = header.readUInt32LE(0);
      const payload = Buffer.allocUnsafe(length);
      readSync(this.fd, payload, 0, length, offset + HEADER);
      if (crc32(payload) !== header.readUInt32LE(4)) throw new Error(`ledger record at offset ${offset} is corrupt`);
      visit(payload, { offset, length: HEADER + length });
      offset += HEADER + length;
    }
  }

  read(at: LedgerEntryLocation): Buffer {
    const buffer = Buffer.allocUnsafe(at.length - HEADER);
    readSync(this.fd, buffer, 0, buffer.length, at.offset + HEADER);
    return buffer;
  }

  /** Writes synchronously (used only for genesis-time records before serving). */
  appendSync(payload: Buffer): LedgerEntryLocation {
    const header = Buffer.allocUnsafe(HEADER);
    header.writeUInt32LE(payload.length, 0);
    header.writeUInt32LE(crc32(payload), 4);
    writeSync(this.fd, Buffer.concat([header, payload]));
    fsyncSync(this.fd);
    const at = { offset: this.size, length: HEADER + payload.length };
    this.size = this.durableSize = this.size + at.length;
    return at;
  }

  async close(): Promise<void> {
    await this.sync();
    await this.handle.close();
  }
}

/** Whether an intact record starts at `offset` (or `offset` is exactly the end of the file). */
function isRecordAt(fd: number, offset: number, total: number, header: Buffer): boolean {
  if (offset === total) return true;
  if (offset + HEADER > total) return false;
  readSync(fd, header, 0, HEADER, offset);
  const length = header.readUInt32LE(0);
  if (offset + HEADER + length > total) return false;
  const payload = Buffer.allocUnsafe(length);
  readSync(fd, payload, 0, length, offset + HEADER);
  return crc32(payload) === header.readUInt32LE(4);
}
