/**
 * Vesting in Chromium: the creator fills one schedule, sees its unlock curve and "No one can
 * cancel" before signing, signs it in the test Phantom, and sees it in their list without a
 * Cancel button; the recipient opens the page with their own wallet, sees it with nothing
 * claimable before the first unlock, and after it claims the cliff amount, which the chain then
 * holds in their wallet. The local chain's clock is the wall clock: the first unlock is seconds away.
 */
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { LAMPORTS_PER_SOL } from '@toolkit/shared';
import { createTestToken, tokenBalance } from '../apps/server/test/chain-kit.ts';
import { airdrop, connectWallet, createTestWallet, screenshot, useE2E } from './support/index.ts';

const e2e = useE2E();
const UI = { timeout: 30_000 };
const main = (page: Page) => page.getByRole('main');
const UNIT = 1_000_000n;

describe('Vesting', () => {
  test('Given a creator and a recipient, when the creator signs one schedule and the recipient claims after the first unlock, then the escrow pays the recipient the cliff amount on chain', async () => {
    // Given a creator holding a token, and a recipient with SOL for fees
    const creator = createTestWallet();
    const recipient = createTestWallet();
    await airdrop(e2e.app.rpcUrl, creator.address, 2n * LAMPORTS_PER_SOL);
    await airdrop(e2e.app.rpcUrl, recipient.address, LAMPORTS_PER_SOL);
    const mint = await createTestToken(e2e.app.rpcUrl, creator, 6, 1_000_000n * UNIT);

    // When the creator fills one schedule: 1,000 tokens, 400 at the first unlock a minute from now, then 600 a minute later
    const { page } = await e2e.openPage({ wallet: creator, path: '/solana/vesting' });
    await connectWallet(page);
    const cliffLocal = await page.evaluate(() => {
      const ms = Date.now() + 60_000;
      return new Date(ms - new Date(ms).getTimezoneOffset() * 60_000).toISOString().slice(0, 19);
    });
    const cliffAt = Date.parse(`${cliffLocal}Z`) + (await page.evaluate(() => new Date().getTimezoneOffset())) * 60_000;
    await main(page).getByLabel('Token mint address').fill(mint);
    await main(page).getByLabel('Recipient wallet').fill(recipient.address);
    await main(page).getByLabel('Total amount (tokens)').fill('1000');
    await main(page).getByLabel('Unlocked at the first unlock (tokens)').fill('400');
    await main(page).getByLabel('First unlock (cliff)').fill(cliffLocal);
    await main(page).getByLabel('Seconds between unlocks').fill('60');
    await main(page).getByLabel('Number of periods after the first unlock').fill('1');

    // Then before signing, the curve and the rights are shown in plain words
    await expect
      .poll(() => main(page).getByTestId('unlock-summary').textContent(), UI)
      .toMatch(/^400 at the first unlock .*then 600 every minute for 1 periods: 1000 in all/);
    expect(
      await main(page)
        .getByLabel('Who can cancel')
        .evaluate((s: HTMLSelectElement) => s.selectedOptions[0]!.textContent),
    ).toBe('No one can cancel');
    await screenshot(page, 'vesting-one-schedule');

    // When they sign it
    await main(page).getByRole('button', { name: 'Create vesting schedule' }).click();
    const created = main(page).getByRole('region', { name: 'Schedules you created' });
    await expect.poll(() => created.getByRole('row').count(), UI).toBe(2);
    expect(await created.getByRole('row').nth(1).textContent()).toContain('No one can cancel');
    expect(await created.getByRole('button', { name: 'Cancel' }).count()).toBe(0);
    expect(await tokenBalance(e2e.app.rpcUrl, creator.address, mint)).toBe(999_000n * UNIT);

    // And the recipient opens the page with their wallet: nothing claimable before the first unlock
    const other = await e2e.openPage({ wallet: recipient, path: '/solana/vesting' });
    await connectWallet(other.page);
    const mine = main(other.page).getByRole('region', { name: 'Vesting for you' });
    await expect.poll(() => mine.getByTestId('claimable').textContent(), UI).toBe('0');
    expect(await mine.getByRole('button', { name: 'Claim' }).isDisabled()).toBe(true);

    // After the first unlock, the list says 400 is claimable and Claim pays it
    await new Promise((r) => setTimeout(r, Math.max(0, cliffAt - Date.now()) + 2_000));
    await other.page.reload();
    await expect.poll(() => mine.getByTestId('claimable').textContent(), UI).toBe('400');
    await mine.getByRole('button', { name: 'Claim' }).click();
    await expect.poll(() => tokenBalance(e2e.app.rpcUrl, recipient.address, mint), UI).toBe(400n * UNIT);
    await expect.poll(() => mine.getByRole('row').nth(1).textContent(), UI).toContain('400');
    await screenshot(other.page, 'vesting-claimed');
  }, 180_000);
});
