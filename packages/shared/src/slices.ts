/**
 * Long synchronous work written once as a generator (one step per row, say) and run either to its
 * end at once, or in slices that let the event loop serve others between them: a server checking
 * 10,000 rows must keep answering every other request meanwhile.
 */

/** Runs the steps to their end without pausing; the generator's result. */
export function runToEnd<T>(steps: Generator<unknown, T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** The next turn of the event loop: after pending I/O on Node, after a task in a browser. */
export const nextTurn = (): Promise<void> =>
  new Promise((resolve) => (typeof setImmediate === 'function' ? setImmediate(resolve) : setTimeout(resolve, 0)));

/** Runs the steps, letting other work run after every `size` of them; the generator's result. */
export async function runInSlices<T>(steps: Generator<unknown, T>, size: number): Promise<T> {
  for (let done = 0; ; done++) {
    if (done > 0 && done % size === 0) await nextTurn();
    const step = steps.next();
    if (step.done) return step.value;
  }
}
