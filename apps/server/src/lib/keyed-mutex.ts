/**
 * An in-process mutex per key: callers with the same key run one after another, in arrival order;
 * different keys do not wait for each other. Entries are dropped when their queue empties.
 */
export function createKeyedMutex() {
  const tails = new Map<string, Promise<void>>();
  return async function run<T>(key: string, fn: () => Promise<T>): Promise<T> {
    const previous = tails.get(key) ?? Promise.resolve();
    let release!: () => void;
    const current = new Promise<void>((resolve) => (release = resolve));
    const tail = previous.then(() => current);
    tails.set(key, tail);
    await previous;
    try {
      return await fn();
    } finally {
      release();
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}
