/**
 * The in-memory index of the transaction history: signature → record, address → records. The
 * records themselves (transaction bytes, logs, balances) stay in the ledger file and are read on
 * demand, so memory grows by a small record per transaction, not by its logs.
 */
import type { LedgerEntryLocation } from './ledger.js';
import type { TransactionErrorJson } from './transaction-error.js';

export interface TransactionRecord {
  signature: string;
  slot: number;
  blockTime: number;
  err: TransactionErrorJson | null;
  memo: string | null;
  at: LedgerEntryLocation;
}

export interface SignaturesQuery {
  limit: number;
  before?: string;
  until?: string;
}

export class TransactionHistory {
  private readonly bySignature = new Map<string, TransactionRecord>();
  private readonly byAddress = new Map<string, TransactionRecord[]>();
  /** In ledger order (records are added as they become durable, which is ledger order). */
  private readonly ordered: TransactionRecord[] = [];

  get size(): number {
    return this.bySignature.size;
  }

  get(signature: string): TransactionRecord | undefined {
    return this.bySignature.get(signature);
  }

  add(record: TransactionRecord, addresses: Iterable<string>): void {
    this.bySignature.set(record.signature, record);
    this.ordered.push(record);
    for (const address of new Set(addresses)) {
      const list = this.byAddress.get(address);
      if (list) list.push(record);
      else this.byAddress.set(address, [record]);
    }
  }

  /** Every record, oldest first (a live view: it grows as transactions are confirmed). */
  get records(): readonly TransactionRecord[] {
    return this.ordered;
  }

  /** Each address with its records, oldest first (live views). */
  addresses(): IterableIterator<[string, readonly TransactionRecord[]]> {
    return this.byAddress.entries();
  }

  /** Restores a saved index (see history-index-store.ts) into an empty history. */
  restore(records: TransactionRecord[], byAddress: Map<string, TransactionRecord[]>): void {
    for (const record of records) {
      this.bySignature.set(record.signature, record);
      this.ordered.push(record);
    }
    for (const [address, list] of byAddress) this.byAddress.set(address, list);
  }

  /** Newest first, like getSignaturesForAddress: `before` and `until` are exclusive bounds. */
  forAddress(address: string, query: SignaturesQuery): TransactionRecord[] {
    const list = this.byAddress.get(address) ?? [];
    let index = list.length - 1;
    if (query.before) {
      while (index >= 0 && list[index]!.signature !== query.before) index--;
      index--;
    }
    const out: TransactionRecord[] = [];
    for (; index >= 0 && out.length < query.limit; index--) {
      const record = list[index]!;
      if (record.signature === query.until) break;
      out.push(record);
    }
    return out;
  }
}
