/**
 * Inline field errors: a form names the wrong field next to it and moves the focus
 * there, instead of a toast that names nothing. Chromium, the test wallet, the real app on the
 * embedded chain.
 */
import { describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { TEXTS } from '@toolkit/shared';
import { airdrop, connectWallet, useE2E } from './support/index.ts';
import { givenPoolViaApi } from './tokens-support.ts';

const e2e = useE2E();
const UI = { timeout: 15_000 };

/** The message the field is described by (its inline error), once the field is marked invalid. */
async function inlineError(page: Page, field: Locator): Promise<string> {
  await expect.poll(() => field.getAttribute('aria-invalid'), UI).toBe('true');
  const describedBy = (await field.getAttribute('aria-describedby'))!;
  return (await page.locator(`[id="${describedBy}"]`).textContent()) ?? '';
}

const isFocused = (field: Locator) => field.evaluate((el) => el === document.activeElement);

describe('inline field errors', () => {
  test('Given the Create Token form, when the user presses Create Token without a name, then with "1,5" as the supply, then with a transfer fee over 10,000 basis points, then each time the message sits under the wrong field, which has the focus, and no toast is shown', async () => {
    const { page, wallet } = await e2e.openPage({ path: '/solana/create-solana-token' });
    await airdrop(e2e.app.rpcUrl, wallet!.address);
    await connectWallet(page);
    const name = page.getByRole('textbox', { name: 'Name', exact: true });
    const supply = page.getByRole('textbox', { name: 'Initial Supply' });
    await page.getByRole('textbox', { name: 'Symbol' }).fill('INL');
    await supply.fill('1000');
    await page.getByRole('button', { name: 'Create Token' }).click();

    expect(await inlineError(page, name)).toBe(TEXTS.tokenNameRequired);
    expect(await isFocused(name)).toBe(true);

    await name.fill('Inline Coin');
    await supply.fill('1,5');
    await page.getByRole('button', { name: 'Create Token' }).click();
    // (the amount input of every screen explains a decimal comma as it is typed)
    expect(await inlineError(page, supply)).toBe('Use a dot for decimals: did you mean 1.5?');
    expect(await isFocused(supply)).toBe(true);
    expect(await name.getAttribute('aria-invalid')).toBeNull();
    expect(await page.locator('[data-sonner-toast]').count()).toBe(0);

    // And in the closed Advanced section: a transfer fee of 20,000 basis points.
    await supply.fill('1000');
    await page.getByText(TEXTS.extensionsTitle).click();
    await page.getByRole('switch', { name: TEXTS.extensionOptions.transferFee.label }).click();
    const bps = page.getByRole('textbox', { name: TEXTS.extensionFields.feeBps });
    await bps.fill('20000');
    await page.getByText(TEXTS.extensionsTitle).click(); // closed again: the error opens it
    await page.getByRole('button', { name: 'Create Token' }).click();
    expect(await inlineError(page, bps)).toBe(TEXTS.transferFeeBpsRange);
    expect(await isFocused(bps)).toBe(true);
    expect(await page.locator('[data-sonner-toast]').count()).toBe(0);
  });

  test('Given a TKN/SOL pool, when the user presses Add Liquidity with no amount, then "Please Enter Amount" sits under Amount, which has the focus; typing an amount clears it', async () => {
    const { page, wallet } = await e2e.openPage({ path: '/solana/swap' });
    await airdrop(e2e.app.rpcUrl, wallet!.address, 50n * 10n ** 9n);
    const { token } = await connectWallet(page);
    const { pool } = await givenPoolViaApi(e2e.app, token, wallet!);
    await page.goto(`${e2e.app.url}/solana/manage-liquidity?pool=${pool}`);
    const amount = page.getByLabel('Amount', { exact: true });
    await amount.waitFor(UI);
    await page.getByRole('button', { name: 'Add Liquidity' }).last().click();

    expect(await inlineError(page, amount)).toBe(TEXTS.pleaseEnterAmount);
    expect(await isFocused(amount)).toBe(true);
    expect(await page.locator('[data-sonner-toast]').count()).toBe(0);

    await amount.fill('10');
    await expect.poll(() => amount.getAttribute('aria-invalid'), UI).toBeNull();
  });
});
