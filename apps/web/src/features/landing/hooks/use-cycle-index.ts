import { useEffect, useState } from 'react';
import { nextCapabilityIndex } from '../motion/capability-cycle.ts';

/** Steps through `count` items every `intervalMs` while `running`. */
export function useCycleIndex(count: number, intervalMs: number, running: boolean): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (!running || count < 2) return;
    const id = window.setInterval(() => setIndex((i) => nextCapabilityIndex(i, count)), intervalMs);
    return () => window.clearInterval(id);
  }, [count, intervalMs, running]);
  return index;
}
