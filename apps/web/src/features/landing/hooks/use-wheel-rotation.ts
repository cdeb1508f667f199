import { useEffect, type RefObject } from 'react';
import { addWheelRotation, wheelDeltaPixels } from '../motion/wheel-rotation.ts';

/**
 * Adds deltaY × factor degrees to the element's rotation on every wheel event anywhere on the
 * page. The listener is passive (page scrolling is never delayed) and the style is written
 * directly, once per frame, so scrolling does not re-render React. The angle is readable as
 * `style.transform`, the `--wheel-rotation` variable and `data-rotation` (for the e2e tests).
 */
export function useWheelRotation(ref: RefObject<HTMLElement | null>, factor: number, enabled: boolean): void {
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let angle = 0;
    let frame = 0;
    const apply = () => {
      frame = 0;
      const deg = `${Number(angle.toFixed(3))}deg`;
      el.style.setProperty('--wheel-rotation', deg);
      el.style.transform = `rotate(${deg})`;
      el.dataset.rotation = String(Number(angle.toFixed(3)));
    };
    apply();
    if (!enabled) return;
    const onWheel = (event: WheelEvent) => {
      const dy = wheelDeltaPixels(event.deltaY, event.deltaMode, window.innerHeight);
      angle = addWheelRotation(angle, dy, factor);
      if (!frame) frame = requestAnimationFrame(apply);
    };
    window.addEventListener('wheel', onWheel, { passive: true });
    return () => {
      window.removeEventListener('wheel', onWheel);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [ref, factor, enabled]);
}
