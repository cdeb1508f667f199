/**
 * Per-file harness: one app and one browser per test file (started in beforeAll, closed in
 * afterAll), a fresh browser context per page so tests share no storage, and an automatic check
 * after each test that no opened page threw or logged an error.
 */
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startApp, type TestApp } from './app.ts';
import { DESKTOP, launchBrowser, newContext } from './browser.ts';
import { watchPageErrors, type PageErrors } from './page-errors.ts';
import { createTestWallet, type TestWallet } from './test-wallet.ts';

export interface OpenPageOptions {
  /** 'new' (default): a fresh funded-nothing test wallet; a TestWallet: reuse it; null: no Phantom at all. */
  wallet?: TestWallet | 'new' | null;
  /** The wallet rejects every request from the start. */
  reject?: boolean;
  viewport?: { width: number; height: number };
  /** Navigate here (relative to the app) before returning. */
  path?: string;
}

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  wallet: TestWallet | null;
  errors: PageErrors;
}

export interface E2E {
  readonly app: TestApp;
  readonly browser: Browser;
  openPage(options?: OpenPageOptions): Promise<OpenedPage>;
}

export function useE2E(): E2E {
  let app: TestApp | undefined;
  let browser: Browser | undefined;
  let opened: OpenedPage[] = [];

  beforeAll(async () => {
    const [startedApp, launched] = await Promise.allSettled([startApp(), launchBrowser()]);
    if (startedApp.status === 'fulfilled') app = startedApp.value;
    if (launched.status === 'fulfilled') browser = launched.value;
    if (startedApp.status === 'rejected') throw startedApp.reason;
    if (launched.status === 'rejected') throw launched.reason;
  });

  afterEach(async () => {
    const pages = opened;
    opened = [];
    const problems: string[] = [];
    for (const { errors } of pages) {
      try {
        errors.assertNone();
      } catch (error) {
        problems.push((error as Error).message);
      }
    }
    await Promise.all(pages.map(({ context }) => context.close().catch(() => {})));
    if (problems.length) throw new Error(problems.join('\n'));
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  const e2e: E2E = {
    get app() {
      if (!app) throw new Error('The app is not started (beforeAll failed)');
      return app;
    },
    get browser() {
      if (!browser) throw new Error('The browser is not launched (beforeAll failed)');
      return browser;
    },
    async openPage(options = {}) {
      const context = await newContext(e2e.browser, e2e.app.url, { viewport: options.viewport ?? DESKTOP });
      const page = await context.newPage();
      const errors = watchPageErrors(page);
      const wallet = options.wallet === undefined || options.wallet === 'new' ? createTestWallet() : options.wallet;
      if (wallet) {
        await wallet.install(page, { reject: options.reject, rpcUrls: { 'solana:localnet': e2e.app.rpcUrl } });
      }
      const result = { page, context, wallet, errors };
      opened.push(result);
      if (options.path !== undefined) await page.goto(options.path);
      return result;
    },
  };
  return e2e;
}
