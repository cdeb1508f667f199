/**
 * An endpoint's answer read afresh without keeping a subscription to it (a page's loader, a
 * thunk). RTK Query drops a cache entry nobody subscribes to when its tags are invalidated, and
 * signing in invalidates every tag: a read in flight at that moment then resolves with no data at
 * all (not an error), which callers would take for an answer. Such a read is made again.
 */
const TRIES = 3;

export async function readFresh<T>(read: () => { unwrap(): Promise<T> }): Promise<NonNullable<T>> {
  for (let tries = 1; ; tries++) {
    const data = await read().unwrap();
    if (data !== undefined && data !== null) return data;
    if (tries >= TRIES) throw new Error('The API gave no answer');
  }
}
