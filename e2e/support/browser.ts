/**
 * One Chromium per test file. Debian's chromium (DESIGN.md 8): playwright-core ships no browser,
 * and nothing may be downloaded at test time.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags that keep Chromium quiet and offline: no sandbox (root in containers), no GPU, no phoning home. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: run \`apt-get install -y chromium\` (npm test does it) or set CHROMIUM_PATH`);
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

export const DESKTOP = { width: 1440, height: 900 } as const;
export const PHONE = { width: 390, height: 844 } as const;

/** A fresh context (own storage, own clipboard grant) for each test, so tests never share a session. */
export async function newContext(browser: Browser, baseURL: string, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    viewport: DESKTOP,
    permissions: ['clipboard-read', 'clipboard-write'],
    ...options,
  });
  // Generous for a 2-core machine shared with other test suites; waits end as soon as the UI is ready.
  context.setDefaultTimeout(15_000);
  return context;
}
