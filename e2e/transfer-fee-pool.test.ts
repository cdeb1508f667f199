/**
 * A pool of a token with a Token-2022 transfer fee, as a user sees it: the
 * swap screen says the fee applies, and what the success toast says was received is exactly what
 * reached the wallet on chain, net of the fee, and at least the minimum shown before signing.
 */
import { parseAmount, TEXTS } from '@toolkit/shared';
import { expect, test } from 'vitest';
import { createToken2022TestToken, testExtensions, tokenBalance } from '../apps/server/test/chain-kit.ts';
import { airdrop, connectWallet, screenshot, useE2E } from './support/index.ts';

const e2e = useE2E();

test('Given a token with a 1 % transfer fee, when the user pools it with SOL and swaps 1 SOL for it, then the swap screen names the fee and the amount received shown is exactly what reached the wallet', async () => {
  const { page, wallet } = await e2e.openPage({ path: '/solana/create-liquidity-pool' });
  await airdrop(e2e.app.rpcUrl, wallet!.address, 50n * 10n ** 9n);
  const mint = await createToken2022TestToken(e2e.app.rpcUrl, wallet!, 6, 5_000_000n * 10n ** 6n, () => [
    testExtensions.transferFee(wallet!.address, 1_000n * 10n ** 6n),
  ]);
  await connectWallet(page);

  await page.getByRole('button', { name: /Base Token: select a token/ }).click();
  await page.getByLabel('Add a token by mint address').fill(mint);
  await page.getByRole('button', { name: 'Add Token' }).click();
  await page.getByLabel('Base Token Amount').fill('1000000');
  await page.getByLabel('Quote Token Amount').fill('10');
  await page.getByRole('radio', { name: '1%' }).click();
  // As a user would: the full cost is on screen before signing.
  await page.getByRole('region', { name: 'Pool creation cost' }).getByText('Total SOL').waitFor();
  await page.getByRole('button', { name: 'Initialise Pool' }).click();
  await page.getByText(TEXTS.poolCreated).first().waitFor({ timeout: 30_000 });

  await page.goto('/solana/swap');
  await page.getByRole('heading', { name: TEXTS.swapTitle }).waitFor();
  await expect.poll(() => page.getByRole('button', { name: /To token: / }).textContent(), { timeout: 15_000 }).not.toContain('Select');
  await page.getByLabel('From amount').fill('1');
  await expect.poll(() => page.getByLabel('To amount').textContent(), { timeout: 15_000 }).toMatch(/^[\d.]+$/);
  const details = page.getByRole('region', { name: 'Swap details' });
  await details
    .getByLabel(TEXTS.transferFeeNote.label)
    .getByText(/charges a 1 % transfer fee/)
    .waitFor();
  await screenshot(page, 'transfer-fee-pool-swap-quote');
  const minimumShown = await details.getByText(TEXTS.minimumReceived, { exact: true }).locator('xpath=following-sibling::span[1]').textContent();
  const before = await tokenBalance(e2e.app.rpcUrl, wallet!.address, mint);
  await page.getByRole('button', { name: TEXTS.swapTokens }).click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: TEXTS.swapSuccessful });
  await toast.waitFor({ timeout: 30_000 });
  const gained = (await tokenBalance(e2e.app.rpcUrl, wallet!.address, mint)) - before;
  const receivedShown = await toast
    .locator('dt', { hasText: new RegExp(`^${TEXTS.amountReceived}$`) })
    .locator('xpath=following-sibling::dd[1]')
    .textContent();
  expect(parseAmount(receivedShown!.split(' ')[0]!, 6)).toBe(gained);
  expect(gained).toBeGreaterThanOrEqual(parseAmount(minimumShown!.split(' ')[0]!, 6));
});
