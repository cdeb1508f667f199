/**
 * The SlotHashes sysvar as the chain's slot clock makes it: the most recent 512 slots (newest
 * first, as a validator keeps them), each with the blockhash the chain issued in that slot.
 *
 * Programs read it to tell whether a slot is recent: the address lookup table program refuses
 * `CreateLookupTable` with "<slot> is not a recent slot" when the slot is not in it, and uses it
 * for the deactivation cool-down before a table can be closed. Unlike a validator's (which holds
 * the parent slots only), it also holds the current slot, so a client can pass `getSlot` straight
 * to `CreateLookupTable` at any commitment (the local chain answers every commitment with the
 * current slot).
 *
 * It is a pure function of the slot (hashes are derived from the genesis seed, see
 * BlockhashWindow), so a replayed transaction sees exactly what it saw when it first ran: the
 * sysvar needs no storage in snapshots or the ledger.
 */
import type { SlotHashInput } from 'litesvm/dist/internal.js';
import type { Svm } from './svm.js';

/** `solana_slot_hashes::MAX_ENTRIES`. */
export const SLOT_HASHES_MAX_ENTRIES = 512;

export class SlotHashes {
  /** Newest first; entries for `slot` when it is not -1. */
  private entries: SlotHashInput[] = [];
  private slot = -1;

  constructor(private readonly hashForSlot: (slot: number) => string) {}

  /**
   * Sets LiteSVM's SlotHashes sysvar for `slot`; a no-op when it already is. Moving forward only
   * derives the new slots' hashes (~0.4 ms per update for 512 entries, once per 400 ms slot).
   */
  moveTo(svm: Svm, slot: number): void {
    if (slot === this.slot) return;
    const oldest = Math.max(0, slot - SLOT_HASHES_MAX_ENTRIES + 1);
    const from = slot > this.slot && this.slot >= oldest ? this.slot + 1 : oldest;
    const fresh: SlotHashInput[] = [];
    for (let s = slot; s >= from; s--) fresh.push({ slot: BigInt(s), hash: this.hashForSlot(s) });
    const kept = from === oldest ? [] : this.entries.slice(0, SLOT_HASHES_MAX_ENTRIES - fresh.length);
    this.entries = fresh.concat(kept);
    this.slot = slot;
    svm.setSlotHashes(this.entries);
  }
}
