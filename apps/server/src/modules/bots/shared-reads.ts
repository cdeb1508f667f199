/**
 * Reads shared by the fills the scheduler works at once, without any fill seeing an older state
 * than reading alone would give it: a caller gets a read that started after it asked. While a read
 * of a key runs, every caller that comes is answered by one read queued after it, so a key is read
 * at most twice at a time however many fills ask. The trades indexer's catch-up of a pool is the
 * costly one (a pool's new swaps, read and recorded under that pool's mutex): per fill, the
 * catch-ups of a busy pool queued one behind another.
 */
const ignore = () => {};

export function createSharedReads() {
  const slots = new Map<string, { current: Promise<unknown>; queued: Promise<unknown> | null }>();

  function start<T>(key: string, slot: { current: Promise<unknown>; queued: Promise<unknown> | null }, read: () => Promise<T>): Promise<T> {
    const p = read();
    slot.current = p;
    const done = () => {
      if (slot.current === p && !slot.queued && slots.get(key) === slot) slots.delete(key);
    };
    p.then(done, done);
    return p;
  }

  return {
    /** `read()`'s answer, from a read that began after this call. */
    after<T>(key: string, read: () => Promise<T>): Promise<T> {
      let slot = slots.get(key);
      if (!slot) {
        slot = { current: Promise.resolve(), queued: null };
        slots.set(key, slot);
        return start(key, slot, read);
      }
      const s = slot;
      s.queued ??= s.current.then(ignore, ignore).then(() => {
        s.queued = null;
        return start(key, s, read);
      });
      return s.queued as Promise<T>;
    },
  };
}
export type SharedReads = ReturnType<typeof createSharedReads>;
