/**
 * The blockhashes the chain issues, one per slot, and the validator's acceptance rule: a
 * transaction's blockhash must be one of the last 150 issued. Hashes are derived from the
 * genesis seed and the slot, so they need no storage and are the same after a restart.
 */
import { createHash } from 'node:crypto';
import { decodeBase58, encodeBase58 } from './base58.js';

export const MAX_PROCESSING_AGE = 150;
/** Hashes kept for lookups a little past expiry, so isBlockhashValid can answer false, not "unknown". */
const REMEMBERED = 300;

export class BlockhashWindow {
  private readonly bySlot = new Map<number, string>();
  private readonly slotOf = new Map<string, number>();
  /** The same index keyed by the raw bytes (as latin1 text), for the per-transaction check. */
  private readonly slotOfRaw = new Map<string, number>();
  private current = 0;

  constructor(
    private readonly seed: Uint8Array,
    slot: number,
  ) {
    this.advanceTo(slot);
  }

  hashForSlot(slot: number): string {
    const known = this.bySlot.get(slot);
    if (known) return known;
    const slotBytes = Buffer.alloc(8);
    slotBytes.writeBigUInt64LE(BigInt(slot));
    return encodeBase58(createHash('sha256').update(this.seed).update(slotBytes).digest());
  }

  get slot(): number {
    return this.current;
  }

  get latest(): string {
    return this.bySlot.get(this.current)!;
  }

  advanceTo(slot: number): void {
    const from = Math.max(slot - REMEMBERED + 1, this.bySlot.size === 0 ? 0 : this.current + 1, 0);
    for (let s = from; s <= slot; s++) {
      const hash = this.hashForSlot(s);
      this.bySlot.set(s, hash);
      this.slotOf.set(hash, s);
      this.slotOfRaw.set(Buffer.from(decodeBase58(hash)!).toString('latin1'), s);
    }
    this.current = slot;
    for (const [s, hash] of this.bySlot) {
      if (s > slot - REMEMBERED) break;
      this.bySlot.delete(s);
      this.slotOf.delete(hash);
      this.slotOfRaw.delete(Buffer.from(decodeBase58(hash)!).toString('latin1'));
    }
  }

  /** Whether raw blockhash bytes are among the last 150 issued. */
  isRecent(blockhash: Uint8Array): boolean {
    const slot = this.slotOfRaw.get(Buffer.from(blockhash.buffer, blockhash.byteOffset, blockhash.length).toString('latin1'));
    return slot !== undefined && slot > this.current - MAX_PROCESSING_AGE;
  }

  /** The slot a still-valid blockhash was issued in, or undefined when it is unknown or expired. */
  validSlot(blockhash: string): number | undefined {
    const slot = this.slotOf.get(blockhash);
    return slot !== undefined && slot > this.current - MAX_PROCESSING_AGE ? slot : undefined;
  }
}
