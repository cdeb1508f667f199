import { useEffect } from 'react';

/**
 * Locks page scroll while `locked` (the open mobile menu covers the page; spec: "page scroll is
 * locked while it is open"). Restores whatever overflow the body had, on close and on unmount.
 */
export function useBodyScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [locked]);
}
