/**
 * Every screen hardened for careless hands: amounts as people type them, the success
 * panel after Create Token, a doomed transaction refused before the wallet opens, inline field
 * errors, Fund's total and ranges, and Wallet Activity listing a swap. Chromium, the test wallet,
 * the real app on the embedded chain.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { errorMessage, TEXTS } from '@toolkit/shared';
import { airdrop, connectWallet, setWalletRejects, useE2E } from './support/index.ts';
import { givenPoolViaApi, solidPng } from './tokens-support.ts';

const e2e = useE2E();
const UI = { timeout: 15_000 };
const dialog = (page: Page) => page.getByRole('dialog');
const alerts = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

describe('hardened screens', () => {
  test('Given a SOL pool, when the user types "1,5" or more decimals than the token has on Swap, Add Liquidity and Create Pool, then each field refuses with its reason and keeps what was typed; a swap of 1.5 then shows in Wallet Activity', async () => {
    const { page, wallet } = await e2e.openPage({ path: '/solana/swap' });
    await airdrop(e2e.app.rpcUrl, wallet!.address, 50n * 10n ** 9n);
    const { token } = await connectWallet(page);
    const { pool } = await givenPoolViaApi(e2e.app, token, wallet!);

    // Swap: From is SOL (9 decimals)
    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: /To token: / }).textContent(), UI).not.toContain('Select');
    const from = page.getByLabel('From amount');
    await from.fill('1,5');
    await alerts(page, 'Use a dot for decimals: did you mean 1.5?').waitFor();
    expect(await from.inputValue()).toBe('1,5');
    expect(await page.getByRole('button', { name: TEXTS.swapTokens }).isDisabled()).toBe(true);
    await from.fill('0.0000000001');
    await alerts(page, 'SOL has at most 9 decimals').waitFor();
    await from.fill('1,500');
    await page.getByText('= 1,500 SOL').waitFor();
    await from.fill('1.5');
    await expect.poll(() => page.getByLabel('To amount').textContent(), UI).toMatch(/^[\d.,]+$/);
    await page.getByRole('button', { name: TEXTS.swapTokens }).click();
    await page.getByText(TEXTS.swapSuccessful).first().waitFor({ timeout: 30_000 });

    // Add Liquidity: TKN has 6 decimals
    await page.goto(`${e2e.app.url}/solana/manage-liquidity?pool=${pool}`);
    const add = page.getByLabel('Amount', { exact: true });
    await add.waitFor(UI);
    await add.fill('2,5');
    await alerts(page, 'Use a dot for decimals: did you mean 2.5?').waitFor();
    await add.fill('1.1234567');
    await alerts(page, 'has at most 6 decimals').waitFor();
    expect(await add.inputValue()).toBe('1.1234567');

    // Create Pool: the quote side is SOL
    await page.goto(`${e2e.app.url}/solana/create-liquidity-pool`);
    const base = page.getByLabel('Base Token Amount');
    await base.fill('1,5');
    await alerts(page, 'did you mean 1.5?').waitFor();
    await page.getByLabel('Quote Token Amount').fill('0.1234567891');
    await alerts(page, 'SOL has at most 9 decimals').waitFor();

    // Wallet Activity lists the swap, confirmed, with its explorer link
    await page
      .getByRole('banner')
      .getByRole('button', { name: /\.\.\./ })
      .first()
      .click();
    await page.getByRole('menuitem', { name: TEXTS.walletActivity }).click();
    const list = dialog(page).getByRole('list', { name: 'Transactions' });
    await list.waitFor(UI);
    const swapRow = list.getByRole('listitem').filter({ hasText: 'Swap' }).first();
    expect(await swapRow.textContent()).toMatch(/Confirmed.*1\.5 →/);
    expect(await swapRow.getByRole('link', { name: /Explorer/ }).getAttribute('href')).toMatch(/\/tx\//);
  });

  test('Given the Create Token form, when the user creates a token, then a panel shows the mint with copy and links and "Create another token" opens an empty form', async () => {
    const { page, wallet } = await e2e.openPage({ path: '/solana/create-solana-token' });
    await airdrop(e2e.app.rpcUrl, wallet!.address);
    await connectWallet(page);
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Panel Coin');
    await page.getByRole('textbox', { name: 'Symbol' }).fill('PNL');
    await page.getByRole('textbox', { name: 'Initial Supply' }).fill('1000');
    await page.getByRole('button', { name: 'Create Token' }).click();

    const panel = page.getByRole('region', { name: /Panel Coin \(PNL\) is created/ });
    await panel.waitFor({ timeout: 30_000 });
    const mint = (await panel.getByLabel('Mint address', { exact: true }).textContent())!;
    expect(mint).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
    await panel.getByRole('button', { name: 'Copy mint address' }).waitFor();
    expect(await panel.getByRole('link', { name: 'Open token page' }).getAttribute('href')).toContain(mint);
    expect(await panel.getByRole('link', { name: 'Create Pool' }).getAttribute('href')).toBe('/solana/create-liquidity-pool');
    expect(await panel.textContent()).toContain('In Phantom');
    // The form is gone: a second click cannot make a second token
    expect(await page.getByRole('button', { name: 'Create Token' }).count()).toBe(0);

    await panel.getByRole('button', { name: 'Create another token' }).click();
    expect(await page.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe('');
    expect(await page.getByRole('textbox', { name: 'Initial Supply' }).inputValue()).toBe('');
  });

  test('Given Create Token and Update Metadata, when a 10 MB image is picked, then it is refused under the picker with the limit before any upload; Initial Supply reads "1,000,000" and explains "1,5"; social fields turn "@handle" and "site.xyz" into links', async () => {
    const { page } = await e2e.openPage({ wallet: null, path: '/solana/create-solana-token' });
    const limits = TEXTS.imageLimits(2, 4096, 16);
    await page.getByText(limits).first().waitFor();

    // When a 10 MB PNG is picked: no request leaves, the error sits under the picker, no preview
    const uploads: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && uploads.push(r.url()));
    // (from a file on disk: the browser reads it itself, as it would a user's photo)
    const huge = join(await mkdtemp(join(tmpdir(), 'e2e-image-')), 'huge.png');
    await writeFile(huge, Buffer.concat([solidPng(8, [1, 2, 3, 255]), Buffer.alloc(10 * 1024 * 1024)]));
    await page.getByLabel('Image', { exact: true }).setInputFiles(huge, { timeout: 60_000 });
    await alerts(page, errorMessage('IMAGE_TOO_LARGE', { mb: 2 })).waitFor(UI);
    expect(await page.getByRole('img', { name: 'Image preview' }).count()).toBe(0);
    expect(await page.getByLabel('Image', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    // And a small image is taken (the error goes)
    await page.getByLabel('Image', { exact: true }).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: solidPng(64, [1, 2, 3, 255]) });
    await page.getByRole('img', { name: 'Image preview' }).waitFor(UI);
    expect(await alerts(page, errorMessage('IMAGE_TOO_LARGE', { mb: 2 })).count()).toBe(0);
    expect(uploads).toEqual([]);

    // Initial Supply is the amount input of every screen: "1,5" is explained, "1,000,000" is a million
    const supply = page.getByRole('textbox', { name: 'Initial Supply' });
    await supply.fill('1,5');
    await alerts(page, 'Use a dot for decimals: did you mean 1.5?').waitFor(UI);
    await supply.fill('1,000,000');
    await expect.poll(() => alerts(page, 'Use a dot for decimals').count()).toBe(0);
    expect(await supply.getAttribute('aria-invalid')).toBeNull();

    // Social links as people type them
    await page.getByRole('switch', { name: 'Social links' }).click();
    const twitter = page.getByRole('textbox', { name: 'Twitter' });
    await twitter.fill('@moon_coin');
    await twitter.blur();
    expect(await twitter.inputValue()).toBe('https://x.com/moon_coin');
    const website = page.getByRole('textbox', { name: 'Website' });
    await website.fill('site.xyz');
    await website.blur();
    expect(await website.inputValue()).toBe('https://site.xyz');

    // Update Metadata uses the same picker, with the same limits stated
    await page.goto('/solana/update-metadata');
    await page.getByText(limits).first().waitFor(UI);
  });

  test('Given a wallet with 0.05 SOL that would refuse to sign, when it asks to create a token, then the refusal names the missing SOL, so the wallet was never asked', async () => {
    const { page, wallet, errors } = await e2e.openPage({ path: '/solana/create-solana-token' });
    errors.allow(/400 \(Bad Request\)/);
    await airdrop(e2e.app.rpcUrl, wallet!.address, 50_000_000n);
    await connectWallet(page);
    await setWalletRejects(page, true);
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Too Poor');
    await page.getByRole('textbox', { name: 'Symbol' }).fill('POOR');
    await page.getByRole('textbox', { name: 'Initial Supply' }).fill('1');
    await page.getByRole('button', { name: 'Create Token' }).click();
    const refusal = page.locator('[data-sonner-toast]').filter({ hasText: /You need 0\.2\d+ more SOL/ });
    await refusal.first().waitFor(UI);
    expect(
      await page
        .locator('[data-sonner-toast]')
        .filter({ hasText: /reject/i })
        .count(),
    ).toBe(0);
  });

  test('Given the Burn page, when the user presses Burn with nothing filled, then the error sits under Base Token and that field has the focus', async () => {
    const { page, wallet } = await e2e.openPage({ path: '/solana/burn-token' });
    await airdrop(e2e.app.rpcUrl, wallet!.address);
    await connectWallet(page);
    await page.getByRole('button', { name: TEXTS.burnTokens }).click();
    const mintField = page.getByRole('textbox', { name: 'Base Token' });
    await expect.poll(() => mintField.getAttribute('aria-invalid'), UI).toBe('true');
    const describedBy = (await mintField.getAttribute('aria-describedby'))!;
    expect((await page.locator(`[id="${describedBy}"]`).textContent())!.length).toBeGreaterThan(0);
    expect(await mintField.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  test('Given 3 generated wallets, when the user fills the Fund form, then "0,01" is refused, 0.01 shows the total with fees before approval, and a range past the wallets is refused with the reason', async () => {
    const { page, wallet } = await e2e.openPage({ path: '/solana/wallet-management' });
    await airdrop(e2e.app.rpcUrl, wallet!.address, 2n * 10n ** 9n);
    await connectWallet(page);
    await page.getByRole('main').getByRole('button', { name: 'Generate Wallets' }).click();
    await dialog(page).getByLabel('Number of wallets').fill('3');
    await dialog(page).getByRole('button', { name: 'Generate Wallets' }).click();
    await expect.poll(() => page.getByText(TEXTS.walletsGenerated).first().isVisible(), UI).toBe(true);
    await dialog(page).waitFor({ state: 'hidden' });

    await page.getByRole('main').getByRole('button', { name: 'Fund Wallets' }).click();
    const amount = dialog(page).getByLabel('Amount', { exact: true });
    await amount.fill('0,01');
    await alerts(page, 'did you mean 0.01?').waitFor();
    await amount.fill('0.01');
    const total = dialog(page).getByRole('region', { name: 'Total' });
    await expect.poll(() => total.textContent(), UI).toMatch(/Total to 3 wallets0\.03 SOL.*up to 0\.001005 SOL/);

    await dialog(page).getByRole('radio', { name: 'Range' }).click();
    await dialog(page).getByLabel('From wallet', { exact: true }).fill('0');
    await dialog(page).getByLabel('To wallet', { exact: true }).fill('25');
    await dialog(page).getByRole('button', { name: 'Fund Wallets' }).click();
    await alerts(page, TEXTS.walletRangeOutside(1, 3)).waitFor(UI);
    await dialog(page).getByLabel('From wallet', { exact: true }).fill('3');
    await dialog(page).getByLabel('To wallet', { exact: true }).fill('1');
    await dialog(page).getByRole('button', { name: 'Fund Wallets' }).click();
    await alerts(page, TEXTS.walletRangeOrder).waitFor(UI);
  });
});
