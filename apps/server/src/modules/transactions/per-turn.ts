/**
 * Calls gathered per turn of the event loop: what the callers of one turn ask goes out as one call
 * when the turn ends (a statement for many rows, a request for many JSON-RPC calls), and each
 * caller gets its own answer, or the failure of the call they shared.
 */
export function perTurn<I, O>(run: (items: I[]) => Promise<O[]>): (item: I) => Promise<O> {
  let queue: { item: I; resolve(answer: O): void; reject(e: unknown): void }[] = [];
  const flush = async () => {
    const batch = queue;
    queue = [];
    try {
      const answers = await run(batch.map((b) => b.item));
      batch.forEach((b, i) => b.resolve(answers[i]!));
    } catch (e) {
      for (const b of batch) b.reject(e);
    }
  };
  return (item) =>
    new Promise<O>((resolve, reject) => {
      if (queue.length === 0) setImmediate(() => void flush());
      queue.push({ item, resolve, reject });
    });
}
