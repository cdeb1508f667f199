/**
 * The Wallet Manager's parts of the Dashboard in Chromium: the Withdrawal Account dialog (add, list, delete
 * with confirmation) and 'Tokenized Assets' from the wallet's real holdings, with Send working.
 */
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { LAMPORTS_PER_SOL, TEXTS } from '@toolkit/shared';
import { airdrop, connectWallet, createTestWallet, getBalance, screenshot, useE2E } from './support/index.ts';

const e2e = useE2E();
const UI = { timeout: 30_000 };
const shot = (page: Page, name: string) => screenshot(page, `dashboard-${name}`, { fullPage: false });

describe('Dashboard: withdrawal accounts and tokenized assets', () => {
  test('Given a connected wallet, when the user adds a withdrawal account and deletes it, then it is listed and goes only after a confirmation', async () => {
    const { page } = await e2e.openPage({ path: '/solana/dashboard' });
    await connectWallet(page);
    await page.getByRole('button', { name: TEXTS.withdrawalAccount }).click();
    const dialog = page.getByRole('dialog', { name: TEXTS.withdrawalAccount });
    await dialog.getByRole('button', { name: 'Add Account' }).click();
    await expect.poll(() => page.getByText(TEXTS.fillAllFields).first().isVisible(), UI).toBe(true);
    const target = createTestWallet().address;
    await dialog.getByLabel('Name').fill('Cold wallet');
    await dialog.getByLabel('Address').fill(target);
    await dialog.getByRole('button', { name: 'Add Account' }).click();
    await expect.poll(() => page.getByText(TEXTS.withdrawalAccountAdded).first().isVisible(), UI).toBe(true);
    await expect.poll(() => dialog.getByRole('list', { name: 'Withdrawal accounts' }).textContent(), UI).toContain('Cold wallet');
    await shot(page, 'withdrawal-accounts');
    await dialog.getByRole('button', { name: 'Delete Cold wallet' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete account?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.getByRole('list', { name: 'Withdrawal accounts' }).textContent(), UI).toContain('Cold wallet');
    await dialog.getByRole('button', { name: 'Delete Cold wallet' }).click();
    await page.getByRole('dialog', { name: 'Delete account?' }).getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.getByText(TEXTS.accountDeleted).first().isVisible(), UI).toBe(true);
    await expect.poll(() => dialog.getByText('No withdrawal accounts yet.').isVisible(), UI).toBe(true);
  });

  test('Given SOL in the wallet, when the user sends 0.25 SOL from Tokenized Assets, then SOL is listed and exactly that amount arrives', async () => {
    const { page, wallet } = await e2e.openPage({ path: '/solana/dashboard' });
    await airdrop(e2e.app.rpcUrl, wallet!.address, 3n * LAMPORTS_PER_SOL);
    await connectWallet(page);
    await page.getByRole('tab', { name: TEXTS.tokenizedAssets }).click();
    await expect.poll(() => page.getByRole('tabpanel').getByText('Solana').isVisible(), UI).toBe(true);
    await shot(page, 'assets');
    const to = createTestWallet().address;
    await page.getByRole('button', { name: 'Send SOL' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send SOL' });
    await dialog.getByLabel('Recipient').fill(to);
    await dialog.getByLabel('Amount').fill('0');
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent(), UI).toBe(TEXTS.amountGreaterThanZero);
    await dialog.getByLabel('Amount').fill('0.25');
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => page.getByText('Sent 0.25 SOL').first().isVisible(), UI).toBe(true);
    expect(await getBalance(e2e.app.rpcUrl, to)).toBe(250_000_000n);
  });
});
