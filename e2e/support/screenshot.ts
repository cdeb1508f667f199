import path from 'node:path';
import type { Page } from 'playwright-core';

/**
 * Screenshots for people to look at: written to $E2E_SCREENSHOTS as `<name>.png` when it is set,
 * skipped otherwise (they prove nothing a test asserts).
 */
export async function screenshot(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}): Promise<void> {
  const dir = process.env.E2E_SCREENSHOTS;
  if (dir) await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage });
}
