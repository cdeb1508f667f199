/**
 * Mouse wheel movement turns the hero coins: each wheel event adds deltaY × factor degrees
 * (spec: "delta times 0.05"). The angle is kept within one turn so it never grows without bound
 * over a long session; rotate() of 370deg and 10deg look the same.
 */
export function addWheelRotation(currentDeg: number, deltaY: number, factor: number): number {
  if (!Number.isFinite(deltaY)) return currentDeg;
  const next = (currentDeg + deltaY * factor) % 360;
  // Avoid "-0deg" in the style attribute, which reads oddly in tests and devtools.
  return Object.is(next, -0) ? 0 : next;
}

/**
 * Wheel deltas come in pixels, lines or pages (WheelEvent.deltaMode 0/1/2); normalising to
 * pixels keeps the turn per notch the same in every browser.
 */
export function wheelDeltaPixels(deltaY: number, deltaMode: number, pageHeightPx: number): number {
  if (deltaMode === 1) return deltaY * 16;
  if (deltaMode === 2) return deltaY * pageHeightPx;
  return deltaY;
}
