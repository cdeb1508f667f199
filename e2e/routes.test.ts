/**
 * Every route of the spec's table (spec 2 "Route table", "Shell layout"): each app page renders
 * inside the shell with the sidebar and the wallet button, shows its title and throws nothing;
 * the sidebar highlights where you are; an unknown address says 'Transaction Not Found'.
 */
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { TEXTS } from '@toolkit/shared';
import { useE2E } from './support/index.ts';

const e2e = useE2E();

/** The sidebar's items, in the spec's order. */
const SIDEBAR = [
  'Dashboard',
  'Wallet Manager',
  'Token Distribution',
  'Vesting',
  'Create Solana Token',
  'Create Liquidity Pool',
  'Manage Liquidity',
  'Swap Token',
  'Update Metadata',
  'Revoke Authorities',
  'Revoke Mint',
  'Revoke Freeze',
  'Revoke Update',
  'Burn Token',
  'Making Bots',
];

/** Route, the page's title (its main heading), and the sidebar item it belongs to. */
const ROUTES: { path: string; title: string; item: string | null }[] = [
  { path: '/solana/dashboard', title: TEXTS.dashboard, item: 'Dashboard' },
  { path: '/solana/wallet-management', title: TEXTS.walletManager, item: 'Wallet Manager' },
  { path: '/solana/token-distribution', title: TEXTS.distributionTitle, item: 'Token Distribution' },
  { path: '/solana/vesting', title: 'Vesting', item: 'Vesting' },
  { path: '/solana/create-solana-token', title: TEXTS.tokenCreatorTitle, item: 'Create Solana Token' },
  { path: '/solana/create-liquidity-pool', title: 'Create Solana Liquidity Pool', item: 'Create Liquidity Pool' },
  { path: '/solana/manage-liquidity', title: 'Manage Liquidity', item: 'Manage Liquidity' },
  { path: '/solana/swap', title: TEXTS.swapTitle, item: 'Swap Token' },
  { path: '/solana/update-metadata', title: 'Update Solana Token Metadata', item: 'Update Metadata' },
  { path: '/solana/revoke-authorities', title: 'Revoke Authority', item: 'Revoke Authorities' },
  { path: '/solana/revoke-mint', title: 'Revoke Mint Authority', item: 'Revoke Mint' },
  { path: '/solana/revoke-freeze', title: 'Revoke Freeze Authority', item: 'Revoke Freeze' },
  { path: '/solana/revoke-update', title: 'Make Token Immutable', item: 'Revoke Update' },
  { path: '/solana/burn-token', title: TEXTS.burnTokens, item: 'Burn Token' },
  { path: '/solana/making-bots', title: 'Making Bots', item: 'Making Bots' },
  { path: '/solana/demo-token-page', title: 'Demo Coin', item: null },
];

function sidebar(page: Page) {
  return page.getByRole('complementary').getByRole('navigation');
}

/** Background colour of a link: how "highlighted" shows to a sighted user. */
function background(page: Page, name: string) {
  return sidebar(page)
    .getByRole('link', { name, exact: true })
    .evaluate((el) => getComputedStyle(el).backgroundColor);
}

describe('routes', () => {
  test.each(ROUTES)(
    'Given a desktop visitor, when $path opens, then it shows "$title" beside the sidebar with the wallet button',
    async ({ path, title, item }) => {
      const { page } = await e2e.openPage({ path });

      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.getByRole('banner').getByRole('button', { name: TEXTS.connectWallet, exact: true }).waitFor();
      await sidebar(page).waitFor();
      expect(await sidebar(page).getByRole('link').allInnerTexts()).toEqual(SIDEBAR);

      if (item) {
        const active = sidebar(page).getByRole('link', { name: item, exact: true });
        expect(await active.getAttribute('aria-current')).toBe('page');
        const other = SIDEBAR.find((label) => label !== item)!;
        expect(await background(page, item)).not.toBe(await background(page, other));
      } else {
        expect(await sidebar(page).locator('[aria-current="page"]').count()).toBe(0);
      }
    },
  );

  test('Given the layout route /solana, when it opens, then the shell shows with the sidebar and the wallet button', async () => {
    const { page } = await e2e.openPage({ path: '/solana' });
    await sidebar(page).waitFor();
    await page.getByRole('banner').getByRole('button', { name: TEXTS.connectWallet, exact: true }).waitFor();
    await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('heading', { name: TEXTS.transactionNotFound }).count()).toBe(0);
  });

  test('Given the shell, when the visitor clicks a sidebar item, then that page opens and the item is highlighted', async () => {
    const { page } = await e2e.openPage({ path: '/solana/dashboard' });
    await sidebar(page).getByRole('link', { name: 'Swap Token', exact: true }).click();
    await page.waitForURL('**/solana/swap');
    await page.getByRole('heading', { level: 1, name: TEXTS.swapTitle }).waitFor();
    expect(await sidebar(page).getByRole('link', { name: 'Swap Token', exact: true }).getAttribute('aria-current')).toBe('page');
    expect(await sidebar(page).getByRole('link', { name: 'Dashboard', exact: true }).getAttribute('aria-current')).toBeNull();
  });

  test('Given the shell, when the visitor clicks the logo, then the landing page opens', async () => {
    const { page } = await e2e.openPage({ path: '/solana/swap' });
    await page.getByRole('banner').getByRole('link').first().click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText(TEXTS.tagline, { exact: true }).first().waitFor();
  });

  test.each(['/no-such-page', '/solana/no-such-page'])(
    'Given an unknown address %s, when it opens, then it says "Transaction Not Found" and links back home',
    async (path) => {
      const { page } = await e2e.openPage({ path });
      await page.getByRole('heading', { name: TEXTS.transactionNotFound }).waitFor();
      const home = page.getByRole('main').getByRole('link').filter({ visible: true }).last();
      expect(await home.getAttribute('href')).toBe('/');
      await home.click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByText(TEXTS.tagline, { exact: true }).first().waitFor();
    },
  );
});
