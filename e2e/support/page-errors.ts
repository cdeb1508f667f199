/**
 * Every page a test opens is watched for uncaught exceptions and console errors: a screen that
 * "looks right" while throwing is still broken.
 */
import type { Page } from 'playwright-core';

export interface PageErrors {
  readonly errors: string[];
  /** Tolerate console errors matching this pattern (e.g. the browser's log of an expected 400). */
  allow(pattern: RegExp): void;
  /** Throws listing every unexpected error seen so far. */
  assertNone(): void;
}

export function watchPageErrors(page: Page): PageErrors {
  const errors: string[] = [];
  const allowed: RegExp[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const location = message.location();
    errors.push(`console.error: ${message.text()}${location.url ? ` (${location.url})` : ''}`);
  });
  return {
    errors,
    allow(pattern) {
      allowed.push(pattern);
    },
    assertNone() {
      const unexpected = errors.filter((error) => !allowed.some((pattern) => pattern.test(error)));
      if (unexpected.length) {
        throw new Error(`The page reported ${unexpected.length} error(s):\n${unexpected.join('\n')}`);
      }
    },
  };
}
