/**
 * The Wallet Manager in Chromium with the test "Phantom": generate wallets, fund them
 * from the wallet in one approval with progress, search, fetch balances, withdraw back. Real chain,
 * real server, real signatures. Screenshots land in $E2E_SCREENSHOTS (when set) for a human look.
 */
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { LAMPORTS_PER_SOL, TEXTS } from '@toolkit/shared';
import { airdrop, connectedWalletButton, connectWallet, getBalance, screenshot, useE2E } from './support/index.ts';

const e2e = useE2E();
const UI = { timeout: 30_000 };

const shot = (page: Page, name: string) => screenshot(page, `wallet-manager-${name}`);

const main = (page: Page) => page.getByRole('main');
const dialog = (page: Page) => page.getByRole('dialog');

describe('Wallet Manager', () => {
  test('Given no wallet, when the Wallet Manager opens, then it shows the Wallet Not Connected overlay', async () => {
    const { page } = await e2e.openPage({ path: '/solana/wallet-management' });
    await expect.poll(() => page.getByRole('heading', { name: TEXTS.walletNotConnected }).isVisible(), UI).toBe(true);
    await shot(page, 'disconnected');
  });

  test('Given a connected wallet with SOL, when the user generates 12 wallets, funds them, searches, fetches and withdraws, then the screens and the chain follow each step', async () => {
    const { page, wallet } = await e2e.openPage({ path: '/solana/wallet-management' });
    await airdrop(e2e.app.rpcUrl, wallet!.address, 5n * LAMPORTS_PER_SOL);
    await connectWallet(page);
    await expect.poll(() => main(page).getByText('No wallets yet', { exact: false }).isVisible(), UI).toBe(true);
    await expect.poll(() => page.getByRole('article', { name: /^Admin / }).isVisible(), UI).toBe(true);

    // Generate: the spec's validation, then 12 wallets.
    await main(page).getByRole('button', { name: 'Generate Wallets' }).click();
    await dialog(page).getByLabel('Number of wallets').fill('0');
    await dialog(page).getByRole('button', { name: 'Generate Wallets' }).click();
    await expect.poll(() => dialog(page).getByRole('alert').textContent(), UI).toBe('Number of wallets should be greater than 0');
    await dialog(page).getByLabel('Number of wallets').fill('301');
    await dialog(page).getByRole('button', { name: 'Generate Wallets' }).click();
    await expect.poll(() => dialog(page).getByRole('alert').textContent(), UI).toBe(TEXTS.walletAllowance);
    await dialog(page).getByLabel('Number of wallets').fill('12');
    await dialog(page).getByRole('button', { name: 'Generate Wallets' }).click();
    await expect.poll(() => page.getByText(TEXTS.walletsGenerated).first().isVisible(), UI).toBe(true);
    await expect
      .poll(
        () =>
          main(page)
            .getByRole('article', { name: /^Wallet \d+ / })
            .count(),
        UI,
      )
      .toBe(12);
    await expect.poll(() => main(page).getByLabel('Wallet count').textContent(), UI).toContain('12');

    // Fund all 12 with 0.01 SOL: one approval, a progress bar, a summary.
    await main(page).getByRole('button', { name: 'Fund Wallets' }).click();
    await dialog(page).getByRole('button', { name: 'Fund Wallets' }).click();
    await expect.poll(() => dialog(page).getByRole('alert').textContent(), UI).toBe(TEXTS.pleaseEnterAmount);
    await dialog(page).getByLabel('Amount', { exact: true }).fill('0');
    await dialog(page).getByRole('button', { name: 'Fund Wallets' }).click();
    await expect.poll(() => dialog(page).getByRole('alert').textContent(), UI).toBe(TEXTS.amountGreaterThanZero);
    await dialog(page).getByLabel('Amount', { exact: true }).fill('0.01');
    await shot(page, 'fund-form');
    await dialog(page).getByRole('button', { name: 'Fund Wallets' }).click();
    await expect.poll(() => dialog(page).getByRole('status').textContent(), UI).toContain('12 wallets done');
    await shot(page, 'fund-summary');
    await dialog(page).getByRole('button', { name: 'Done' }).click();

    const cards = await main(page)
      .getByRole('article', { name: /^Wallet \d+ / })
      .all();
    const addresses = await Promise.all(cards.map(async (c) => ((await c.getAttribute('aria-label')) ?? '').split(' ').pop()!));
    for (const a of addresses) expect(await getBalance(e2e.app.rpcUrl, a)).toBe(10_000_000n);
    await expect
      .poll(
        () =>
          main(page)
            .getByRole('article', { name: /^Wallet 1 / })
            .textContent(),
        UI,
      )
      .toContain('0.01');

    // Search: case-insensitive substring, and the no-match text.
    const needle = addresses[3]!.slice(5, 11).toUpperCase();
    await main(page).getByRole('searchbox', { name: TEXTS.searchWallet }).fill(needle);
    await expect
      .poll(
        () =>
          main(page)
            .getByRole('article', { name: /^Wallet \d+ / })
            .count(),
        UI,
      )
      .toBeGreaterThanOrEqual(1);
    await expect
      .poll(
        () =>
          main(page)
            .getByRole('article', { name: new RegExp(addresses[3]!) })
            .isVisible(),
        UI,
      )
      .toBe(true);
    await main(page).getByRole('searchbox', { name: TEXTS.searchWallet }).fill('zzzz0OIl');
    await expect.poll(() => main(page).getByText(TEXTS.noWalletsMatching('zzzz0OIl')).isVisible(), UI).toBe(true);
    await main(page).getByRole('searchbox', { name: TEXTS.searchWallet }).fill('');

    // One dropdown open at a time.
    await main(page).getByRole('button', { name: 'Tokens of Wallet 1', exact: true }).click();
    await main(page).getByRole('button', { name: 'Tokens of Wallet 2', exact: true }).click();
    expect(await main(page).getByRole('button', { name: 'Tokens of Wallet 1', exact: true }).getAttribute('aria-expanded')).toBe('false');
    expect(await main(page).getByRole('button', { name: 'Tokens of Wallet 2', exact: true }).getAttribute('aria-expanded')).toBe('true');

    // The admin wallet says what it is where it is shown
    await main(page).getByText(TEXTS.adminWalletExplained).waitFor();

    // Fetch Balance (forced refresh) shows it is working, then what it found; it keeps showing the chain's figures and the cache holds them.
    // (the server's answer is held back until the button has been seen working)
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/walletOperation/fetchAll*', async (route) => {
      await held;
      await route.continue();
    });
    await main(page).getByRole('button', { name: TEXTS.fetchBalance }).click();
    await main(page).getByRole('button', { name: TEXTS.fetchingBalances }).waitFor(UI);
    answer();
    await page.getByText(TEXTS.balancesFetched(13)).waitFor(UI);
    await page.unroute('**/api/walletOperation/fetchAll*');
    await expect
      .poll(
        () =>
          main(page)
            .getByRole('article', { name: /^Wallet 12 / })
            .textContent(),
        UI,
      )
      .toContain('0.01');
    expect(await page.evaluate(() => Object.keys(localStorage).sort())).toEqual(expect.arrayContaining(['userWalletBalance', 'walletBalance']));
    await shot(page, 'funded');

    // Withdraw Max from wallets 1..5 back to the connected wallet.
    const before = await getBalance(e2e.app.rpcUrl, wallet!.address);
    await page.getByRole('button', { name: 'Withdraw', exact: true }).first().click();
    await dialog(page).getByRole('radio', { name: 'Range' }).click();
    await dialog(page).getByLabel('From wallet', { exact: true }).fill('1');
    await dialog(page).getByLabel('To wallet', { exact: true }).fill('1');
    await dialog(page).getByRole('button', { name: 'Max' }).click();
    await dialog(page).getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect.poll(() => dialog(page).getByRole('alert').textContent(), UI).toBe('From and To must be different');
    await dialog(page).getByLabel('To wallet', { exact: true }).fill('5');
    await shot(page, 'withdraw-form');
    await dialog(page).getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect.poll(() => dialog(page).getByRole('status').textContent(), UI).toContain('5 withdrawals done');
    await shot(page, 'withdraw-summary');
    await dialog(page).getByRole('button', { name: 'Done' }).click();
    for (const a of addresses.slice(0, 5)) expect(await getBalance(e2e.app.rpcUrl, a)).toBe(0n);
    const gained = (await getBalance(e2e.app.rpcUrl, wallet!.address)) - before;
    expect(gained).toBeGreaterThan(49_000_000n);
    expect(gained).toBeLessThan(50_000_000n);
    await expect
      .poll(
        () =>
          main(page)
            .getByRole('article', { name: /^Wallet 1 / })
            .textContent(),
        UI,
      )
      .toContain('0 SOL');
    await shot(page, 'after-withdraw');
    // Through all of it the top bar still shows the connected wallet by its shortened address (4...4).
    await expect.poll(() => connectedWalletButton(page, wallet!.address).isVisible(), UI).toBe(true);
  });
});
