/** The hero's rotating capability: the next index, wrapping back to the first. */
export function nextCapabilityIndex(current: number, count: number): number {
  if (count <= 0) return 0;
  return (current + 1) % count;
}

/** How long each capability stays in the hero ("every couple of seconds"). */
export const CAPABILITY_CYCLE_MS = 2200;
