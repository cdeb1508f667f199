import { describe, expect, it } from 'vitest';
import { marqueeDurationSeconds } from './marquee-duration.ts';
import { addWheelRotation, wheelDeltaPixels } from './wheel-rotation.ts';
import { nextCapabilityIndex } from './capability-cycle.ts';

describe('partner strip speed', () => {
  it('Given a 1000 px row at speed 50, When the duration is computed, Then one loop takes 20 s', () => {
    expect(marqueeDurationSeconds(1000, 50)).toBe(20);
  });

  it('Given a row not measured yet, When the duration is computed, Then it is 0 (no animation)', () => {
    expect(marqueeDurationSeconds(0, 50)).toBe(0);
    expect(marqueeDurationSeconds(Number.NaN, 50)).toBe(0);
  });
});

describe('wheel turns the coins', () => {
  it('Given coins at 0°, When the wheel moves 100 px down, Then they turn 5° (100 × 0.05)', () => {
    expect(addWheelRotation(0, 100, 0.05)).toBeCloseTo(5);
  });

  it('Given coins at 5°, When the wheel moves 100 px up, Then they are back at 0°', () => {
    expect(addWheelRotation(5, -100, 0.05)).toBe(0);
  });

  it('Given a long scroll, When the angle passes a full turn, Then it stays within one turn', () => {
    expect(addWheelRotation(355, 200, 0.05)).toBeCloseTo(5);
  });

  it('Given a broken delta, When it is added, Then the angle is unchanged', () => {
    expect(addWheelRotation(12, Number.NaN, 0.05)).toBe(12);
  });

  it('Given line and page deltas, When normalised, Then they are in pixels', () => {
    expect(wheelDeltaPixels(3, 0, 800)).toBe(3);
    expect(wheelDeltaPixels(3, 1, 800)).toBe(48);
    expect(wheelDeltaPixels(1, 2, 800)).toBe(800);
  });
});

describe('rotating capability', () => {
  it('Given the last of five capabilities, When it advances, Then the first shows again', () => {
    expect(nextCapabilityIndex(4, 5)).toBe(0);
    expect(nextCapabilityIndex(1, 5)).toBe(2);
  });
});
