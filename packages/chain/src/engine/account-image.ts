/**
 * The chain's own copy of every account it has written, which is what a snapshot contains.
 * LiteSVM cannot list its accounts (and cannot serialise itself past ~4 MiB), but every account a
 * transaction changes is one of its writable keys, so the engine notes the post-execution copy of
 * those accounts (`note`, on the hot path: a map insert of an object it already fetched).
 *
 * At snapshot time the notes taken since the last snapshot are folded into the image of encoded
 * records (`fold`). The noted `Account` objects are copies taken when the transaction ran, so the
 * fold can pause for the event loop between chunks while new transactions keep executing: they
 * go into the next set of notes. Why not read every account from LiteSVM at snapshot time:
 * measured on the 2-core dev machine, reading 100,000 accounts (getAccount + fields) takes
 * ~1 s of blocked event loop, while noting costs nothing extra (execute already fetches every
 * post-execution account for token balances) and folding costs only the accounts that changed.
 *
 * Built-in programs and sysvars come from LiteSVM's own setup on start, never from the image.
 */
import { decodeBase58 } from './base58.js';
import type { EventLoopPacer } from './event-loop-pacer.js';
import { encodeAccountRecord, recordKey } from './snapshot-format.js';
import type { SvmAccount } from './svm.js';

/** Owners of accounts LiteSVM creates itself and no transaction can change. */
const BUILT_IN_OWNERS = new Set(
  [
    'NativeLoader1111111111111111111111111111111',
    'BPFLoader1111111111111111111111111111111111',
    'BPFLoader2111111111111111111111111111111111',
    'Sysvar1111111111111111111111111111111111111',
  ].map((address) => addressKey(decodeBase58(address)!)),
);

/** Raw 32-byte address as a compact map key. */
export function addressKey(address: Uint8Array): string {
  return Buffer.from(address.buffer, address.byteOffset, 32).toString('latin1');
}

export class AccountImage {
  /** Encoded records of the state at the last fold. */
  private readonly records = new Map<string, Buffer>();
  /** Post-execution copies noted since the last fold (null: the account no longer exists). */
  private changes = new Map<string, { address: Uint8Array; account: SvmAccount | null }>();

  /** Starts from a loaded snapshot's records. */
  load(records: Iterable<Buffer>): void {
    for (const record of records) this.records.set(recordKey(record), record);
  }

  /** `onNote` hears every account written, as it is written (readers' caches follow it). */
  constructor(private readonly onNote: (address: Uint8Array, account: SvmAccount | null, key: string) => void = () => {}) {}

  /** `key` is addressKey(address), when the caller has it already. */
  note(address: Uint8Array, account: SvmAccount | null, key = addressKey(address)): void {
    this.changes.set(key, { address, account });
    this.onNote(address, account, key);
  }

  get pendingChanges(): number {
    return this.changes.size;
  }

  get size(): number {
    return this.records.size;
  }

  /**
   * Folds the notes taken so far into the records and returns how many there were. Notes taken
   * while it gives the event loop back (between slices of a few milliseconds) wait for the next fold.
   */
  async fold(pacer: EventLoopPacer): Promise<number> {
    const changes = this.changes;
    this.changes = new Map();
    let done = 0;
    for (const [key, { address, account }] of changes) {
      if (account === null || BUILT_IN_OWNERS.has(Buffer.from(account.owner()).toString('latin1'))) this.records.delete(key);
      else this.records.set(key, encodeAccountRecord(address, account));
      if (++done % 16 === 0) await pacer.slice();
    }
    return changes.size;
  }

  /** The records as of the last fold; stable until the next fold. */
  values(): IterableIterator<Buffer> {
    return this.records.values();
  }
}
