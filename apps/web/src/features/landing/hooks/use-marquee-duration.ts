import { useEffect, useState, type RefObject } from 'react';
import { marqueeDurationSeconds } from '../motion/marquee-duration.ts';

/** Measures one row of the strip and returns how long one loop takes at `speed` px/s. */
export function useMarqueeDuration(rowRef: RefObject<HTMLElement | null>, speed: number): number {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    const row = rowRef.current;
    if (!row) return;
    const measure = () => setSeconds(marqueeDurationSeconds(row.getBoundingClientRect().width, speed));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(row);
    return () => observer.disconnect();
  }, [rowRef, speed]);
  return seconds;
}
