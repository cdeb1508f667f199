/**
 * Phone width, 390 x 844 (spec 2 "Shell layout"; DESIGN.md 7): the sidebar is hidden, its items
 * are one menu button away, and the top bar's controls still work.
 */
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { shortenAddress, TEXTS } from '@toolkit/shared';
import { ROUTES, tokenPath } from '../apps/web/src/shared/routes.ts';
import { createTokenViaApi } from './tokens-support.ts';
import { airdrop, connectWallet, PHONE, useE2E } from './support/index.ts';

const e2e = useE2E();

function topBar(page: Page) {
  return page.getByRole('banner');
}

/** Whether any part of the element is inside the viewport horizontally (nothing cut off to the right). */
async function fitsWidth(page: Page, name: string): Promise<boolean> {
  const box = await topBar(page).getByRole('button', { name, exact: true }).boundingBox();
  return !!box && box.x >= 0 && box.x + box.width <= PHONE.width;
}

describe('phone width', () => {
  test('Given a phone, when an app page opens, then the sidebar is hidden and the page has no sideways scroll', async () => {
    const { page } = await e2e.openPage({ path: '/solana/swap', viewport: PHONE });
    await page.getByRole('heading', { level: 1, name: TEXTS.swapTitle }).waitFor();
    expect(await page.getByRole('complementary').getByRole('navigation').isVisible()).toBe(false);
    expect(await page.getByRole('link', { name: 'Dashboard', exact: true }).filter({ visible: true }).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await fitsWidth(page, TEXTS.connectWallet)).toBe(true);
  });

  test('Given a phone, when the user opens the menu and picks a page, then that page opens and the menu closes', async () => {
    const { page } = await e2e.openPage({ path: '/solana/dashboard', viewport: PHONE });
    await topBar(page).getByRole('button', { name: /menu/i }).click();
    const drawer = page.getByRole('dialog');
    await drawer.waitFor();
    await drawer.getByRole('link', { name: 'Burn Token', exact: true }).click();
    await page.waitForURL('**/solana/burn-token');
    await page.getByRole('heading', { level: 1, name: TEXTS.burnTokens }).waitFor();
    await drawer.waitFor({ state: 'hidden' });
  });

  test('Given a phone, when the user connects and opens both popups, then they work within the screen', async () => {
    const { page, wallet } = await e2e.openPage({ path: '/solana/dashboard', viewport: PHONE });
    await connectWallet(page);
    await topBar(page)
      .getByRole('button', { name: shortenAddress(wallet!.address) })
      .waitFor();

    for (const name of ['Settings', 'Slippage & Priority']) {
      await topBar(page).getByRole('button', { name, exact: true }).click();
      const popup = page.getByRole('dialog', { name });
      await popup.waitFor();
      const box = (await popup.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
      await page.keyboard.press('Escape');
      await popup.waitFor({ state: 'hidden' });
    }
  });
});

describe('phone width on every route', () => {
  test('Given a connected wallet holding a token on a 390 px phone, when every route opens, then none scrolls sideways', async () => {
    const { page, wallet } = await e2e.openPage({ path: ROUTES.dashboard, viewport: PHONE });
    await airdrop(e2e.app.rpcUrl, wallet!.address);
    const { token } = await connectWallet(page);
    const mint = await createTokenViaApi(e2e.app.url, token, wallet!, {
      name: 'Wide Check',
      symbol: 'WIDE',
      decimals: '6',
      initialMint: '123456789',
    });

    const paths = [
      ROUTES.landing,
      ...Object.values(ROUTES).filter((p) => p.startsWith(`${ROUTES.shell}/`) && !p.includes(':')),
      tokenPath(mint),
      '/solana/no-such-page',
    ];
    const wide: string[] = [];
    for (const path of paths) {
      await page.goto(`${e2e.app.url}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      // Tables and lists fill in from the API after the heading: measure once the network is quiet.
      await page.waitForLoadState('networkidle');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > PHONE.width) wide.push(`${path}: ${width}px`);
    }
    expect(wide).toEqual([]);
  });
});
