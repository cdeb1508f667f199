/**
 * Prices in rupees by default (the spec), in dollars as a setting, in Chromium with the test
 * Phantom on the embedded chain: the dashboard's Tokenized Assets prices SOL in INR under a note
 * that on the local chain SOL's price is a configured one; choosing USD in Settings turns the
 * column, the figures and the note into dollars, and the choice survives a reload.
 */
import { TEXTS } from '@toolkit/shared';
import { expect, test } from 'vitest';
import { airdrop, connectWallet, useE2E } from './support/index.ts';

const e2e = useE2E();
const UI = { timeout: 15_000 };

test('Given SOL in the wallet on the local chain, when the dashboard shows Tokenized Assets, then prices are in INR with the configured SOL price named; after choosing USD in Settings they are in dollars, also after a reload', async () => {
  const { page, wallet } = await e2e.openPage({ path: '/solana/dashboard' });
  await airdrop(e2e.app.rpcUrl, wallet!.address, 2n * 10n ** 9n);
  await connectWallet(page);
  await page.getByRole('tab', { name: TEXTS.tokenizedAssets }).click();
  const panel = page.getByRole('tabpanel');
  await expect.poll(() => panel.getByText('Solana').isVisible(), UI).toBe(true);

  // INR by default: the column, SOL's price, and the note naming a configured price
  await panel.getByRole('columnheader', { name: 'Price (INR)' }).waitFor();
  const solPrice = panel.locator('td[data-label="Price (INR)"]').first();
  await expect.poll(() => solPrice.textContent(), UI).toMatch(/^₹[\d.]+K?$/);
  await expect
    .poll(() => panel.getByTestId('sol-price-note').textContent(), UI)
    .toMatch(/^SOL at ₹[\d.]+K?: a configured price \(the local chain has no price oracle\)$/);

  // When the user chooses USD in Settings
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('radio', { name: TEXTS.currencyNames.USD }).click();
  await page.keyboard.press('Escape');

  // Then the same figures are in dollars
  await panel.getByRole('columnheader', { name: 'Price (USD)' }).waitFor(UI);
  await expect.poll(() => panel.locator('td[data-label="Price (USD)"]').first().textContent(), UI).toMatch(/^\$[\d.]+K?$/);
  await expect.poll(() => panel.getByTestId('sol-price-note').textContent(), UI).toMatch(/^SOL at \$[\d.]+K?: a configured price/);

  // And after a reload too
  await page.reload();
  await page.getByRole('tab', { name: TEXTS.tokenizedAssets }).click();
  await page.getByRole('tabpanel').getByRole('columnheader', { name: 'Price (USD)' }).waitFor(UI);
});
