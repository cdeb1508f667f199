/**
 * Paged program scans (getProgramAccountsV2, as Helius offers it). The first page takes the
 * program's account list once; later pages go on through that same list by their pagination key.
 * So a mint with 100,000 holders is read once in all, however many pages it takes (taking the list
 * again per page would cost a full pass each time), and its pages together are one consistent view.
 * Lists are kept a short while after their last page and only a few at a time: an evicted or
 * expired key is refused, and the client starts again from the first page.
 */
import { randomBytes } from 'node:crypto';
import type { SvmAccount } from '../engine/svm.js';
import { RpcError } from './rpc-error.js';

export interface ProgramAccountEntry {
  address: Uint8Array;
  account(): SvmAccount;
}

export interface PagedScan {
  readonly program: string;
  readonly entries: ProgramAccountEntry[];
  /** Where the next page starts. */
  next: number;
}

interface Kept extends PagedScan {
  id: string;
  usedAt: number;
}

export class ProgramAccountPages {
  private readonly kept = new Map<string, Kept>();

  constructor(
    private readonly maxKept = 4,
    private readonly keepMs = 60_000,
  ) {}

  /** A scan from its first page. */
  start(program: string, entries: ProgramAccountEntry[]): PagedScan {
    return { program, entries, next: 0 };
  }

  /**
   * The scan a pagination key continues, for the same program; refused when unknown or expired.
   * A page that failed (too large, say) moved nothing, so its key can be asked again.
   */
  resume(key: string, program: string): PagedScan {
    this.expire();
    const [id, at] = key.split('.');
    const scan = id === undefined ? undefined : this.kept.get(id);
    if (!scan || scan.program !== program || String(scan.next) !== at) {
      throw RpcError.invalidParams('Invalid params: paginationKey is unknown or has expired; start again without it');
    }
    return scan;
  }

  /** Keeps a scan that has more pages from `next` on; its key for the next page. */
  keep(scan: PagedScan, next: number): string {
    this.expire();
    let kept = this.kept.get((scan as Partial<Kept>).id ?? '');
    if (!kept) {
      while (this.kept.size >= this.maxKept) this.kept.delete(this.kept.keys().next().value!);
      kept = { program: scan.program, entries: scan.entries, next, id: randomBytes(12).toString('base64url'), usedAt: 0 };
      this.kept.set(kept.id, kept);
    }
    kept.next = next;
    kept.usedAt = Date.now();
    return `${kept.id}.${next}`;
  }

  /** Forgets a scan whose last page was read. */
  end(scan: PagedScan): void {
    const id = (scan as Partial<Kept>).id;
    if (id) this.kept.delete(id);
  }

  private expire(): void {
    const before = Date.now() - this.keepMs;
    for (const [id, scan] of this.kept) if (scan.usedAt < before) this.kept.delete(id);
  }
}
