/**
 * Token-2022 extensions and a vanity mint through the screens, in Chromium with the
 * test Phantom signing for real: a transfer fee chosen in the Advanced section, a 2-character
 * suffix ground by the page's Web Workers, the address ending with it, the fee in the token
 * page's risk panel.
 */
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { TEXTS } from '@toolkit/shared';
import { airdrop, connectWallet, rpc, screenshot, useE2E } from './support/index.ts';

const e2e = useE2E();

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

describe('Token-2022 extensions and vanity addresses', () => {
  test('Given a funded wallet, when the user creates a token with a 1 % transfer fee and a 2-character vanity suffix, then the address ends with it and the token page shows the fee as a risk', async () => {
    const { page, wallet } = await e2e.openPage({ path: '/solana/create-solana-token' });
    await airdrop(e2e.app.rpcUrl, wallet!.address, 10_000_000_000n);
    await connectWallet(page);
    const create = page.getByRole('button', { name: 'Create Token' });
    await create.waitFor();
    await field(page, 'Name').fill('Fee Coin');
    await field(page, 'Symbol').fill('ACPT');
    await page.getByRole('spinbutton', { name: 'Decimals' }).fill('6');
    await field(page, 'Initial Supply').fill('1000000');
    const fee = page.getByLabel('Total fee');
    await expect.poll(() => fee.textContent()).toBe('0.3 SOL');

    // When the Advanced (Token-2022) section, closed by default, is opened and a 1 % fee with a 1,000 cap chosen
    const transferFee = page.getByRole('switch', { name: 'Transfer fee' });
    expect(await transferFee.isVisible()).toBe(false);
    await page.getByText(TEXTS.extensionsTitle).click();
    await transferFee.click();
    await field(page, 'Fee (basis points)').fill('100');
    await field(page, 'Maximum fee (whole tokens)').fill('1000');
    // Then the fee grew by 0.1 SOL
    await expect.poll(() => fee.textContent()).toBe('0.4 SOL');

    // When a character outside base58 is asked for, the search is refused saying why
    await page.getByRole('switch', { name: TEXTS.vanityTitle }).click();
    await field(page, 'Suffix').fill('0x');
    await page.getByRole('button', { name: 'Find address' }).click();
    await page.getByText(TEXTS.vanityNotBase58('0')).waitFor();

    // When a 2-character suffix is ground, the page shows attempts and finds an address ending with it
    await field(page, 'Suffix').fill('Ry');
    await page.getByRole('button', { name: 'Find address' }).click();
    const found = page.getByRole('status', { name: 'Found address' });
    await found.waitFor({ timeout: 120_000 });
    const vanity = (await found.textContent())!;
    expect(vanity).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
    expect(vanity.slice(-2)).toBe('Ry');
    expect(Number((await page.getByLabel('Attempts').textContent())!.replace(/,/g, ''))).toBeGreaterThan(0);
    await screenshot(page, 'tokens-extensions-01-form');

    // When the user creates the token, the wallet signs after the page's vanity key
    await create.click();
    const created = toast(page, TEXTS.tokenCreated);
    await created.waitFor({ timeout: 30_000 });
    const href = await created.getByRole('link', { name: 'Open token page' }).getAttribute('href');
    const mint = href!.split('/').pop()!;
    // Then the mint is at the vanity address and carries the fee on chain
    expect(mint).toBe(vanity);
    const account = await rpc<{ value: { data: { parsed: { info: { extensions: { extension: string; state: Record<string, unknown> }[] } } } } }>(
      e2e.app.rpcUrl,
      'getAccountInfo',
      [mint, { encoding: 'jsonParsed' }],
    );
    const feeConfig = account.value.data.parsed.info.extensions.find((e) => e.extension === 'transferFeeConfig')!.state;
    expect(feeConfig).toMatchObject({ newerTransferFee: { transferFeeBasisPoints: 100, maximumFee: 1_000_000_000 } });

    // And the token page's risk panel names the fee
    const tokenPage = await page.context().newPage();
    await tokenPage.goto(`${e2e.app.url}/token/${mint}`);
    const risks = tokenPage.locator('section[aria-labelledby="risk-heading"]');
    await expect.poll(() => risks.textContent(), { timeout: 15_000 }).toContain('Transfer fee 1 %, max 1,000 ACPT');
    await screenshot(tokenPage, 'tokens-extensions-02-risks');
  });
});
