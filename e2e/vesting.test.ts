/**
 * Vesting in Chromium: the creator fills one schedule, sees its unlock curve and "No one can
 * cancel" before signing, signs it in the test Phantom, and sees it in their list without a
 * Cancel button; the recipient opens the page with their own wallet, sees it with nothing
 * claimable before the first unlock, and after it claims the cliff amount, which the chain then
 * holds in their wallet. The first unlock is a minute away: the test moves the local chain's
 * clock just past it rather than waiting (and not as far as the second unlock a minute later).
 */
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { LAMPORTS_PER_SOL, TEXTS } from '@toolkit/shared';
import { readFile } from 'node:fs/promises';
import { findVestingEscrows, LOCK_PROGRAM_ADDRESS } from '@toolkit/chain';
import { createSolanaRpc } from '@solana/kit';
import { createTestToken, rpcCall, tokenBalance, walletSign } from '../apps/server/test/chain-kit.ts';
import { airdrop, api, connectWallet, createTestWallet, screenshot, useE2E } from './support/index.ts';

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
    const chainSeconds = await rpcCall<number>(e2e.app.rpcUrl, 'getBlockTime', [await rpcCall<number>(e2e.app.rpcUrl, 'getSlot')]);
    e2e.app.advanceClock(Math.max(0, Math.ceil(cliffAt / 1000) - chainSeconds) + 2);
    await other.page.reload();
    await expect.poll(() => mine.getByTestId('claimable').textContent(), UI).toBe('400');
    await mine.getByRole('button', { name: 'Claim' }).click();
    await expect.poll(() => tokenBalance(e2e.app.rpcUrl, recipient.address, mint), UI).toBe(400n * UNIT);
    await expect.poll(() => mine.getByRole('row').nth(1).textContent(), UI).toContain('400');
    await screenshot(other.page, 'vesting-claimed');
  }, 180_000);

  test('Given a CSV with a bad line, when it is checked, fixed and started from the custodial wallet, then the line is named, the job reaches done and each recipient has its escrow on chain, listed in the result CSV', async () => {
    // Given a user whose custodial wallet holds a token and SOL
    const { page, wallet } = await e2e.openPage({ path: '/solana/vesting' });
    await airdrop(e2e.app.rpcUrl, wallet!.address, 2n * LAMPORTS_PER_SOL);
    const { token } = await connectWallet(page);
    const admin = (await api<{ data: { adminWallet: { address: string } } }>(e2e.app.url, '/wallet/fetch', { token })).body.data.adminWallet.address;
    await airdrop(e2e.app.rpcUrl, admin, 2n * LAMPORTS_PER_SOL);
    const mint = await createTestToken(e2e.app.rpcUrl, wallet!, 6, 1_000_000n * UNIT);
    const fund = await api<{ transactions: string[] }>(e2e.app.url, '/transaction/spl-token', {
      method: 'POST',
      token,
      body: [{ from: wallet!.address, recipient: admin, amount: '1000000', tokenAddress: mint }],
    });
    for (const wire of fund.body.transactions) {
      expect(
        (await api(e2e.app.url, '/transaction/sendAndConfirm', { method: 'POST', token, body: { rawSignedTransaction: walletSign(wire, wallet!) } }))
          .status,
      ).toBe(200);
    }
    const [a, b] = [createTestWallet().address, createTestWallet().address];

    // When a CSV whose line 3 is not an address is uploaded and checked
    await main(page).getByLabel('Token mint address').fill(mint);
    await main(page).getByRole('radio', { name: 'Many from CSV' }).click();
    await main(page)
      .locator('input[type=file]')
      .setInputFiles({ name: 'schedules.csv', mimeType: 'text/csv', buffer: Buffer.from(`address,amount\n${a},120\nnot-an-address,50\n`) });
    await expect.poll(() => main(page).getByLabel('Schedules (address,amount per line)').inputValue(), UI).toContain('not-an-address');
    await main(page).getByRole('button', { name: 'Check list' }).click();
    await expect.poll(() => main(page).getByRole('alert').textContent(), UI).toBe(TEXTS.distributionLineError(3, TEXTS.invalidAddress));
    expect(await main(page).getByRole('button', { name: 'Create schedules' }).isDisabled()).toBe(true);

    // Then once fixed, checked and started, the job creates both escrows
    await main(page).getByLabel('Schedules (address,amount per line)').fill(`address,amount\n${a},120\n${b},60\n`);
    await main(page).getByRole('button', { name: 'Check list' }).click();
    await expect.poll(() => main(page).getByTestId('vesting-dry-run').textContent(), UI).toBe('2 schedules, 180 tokens in all');
    await main(page).getByRole('button', { name: 'Create schedules' }).click();
    await expect.poll(() => main(page).getByTestId('vesting-job-status').textContent(), UI).toMatch(/^done: 2 of 2 escrows created/);
    const escrows = await findVestingEscrows(createSolanaRpc(e2e.app.rpcUrl), LOCK_PROGRAM_ADDRESS, { creator: admin });
    expect(escrows.map((e) => e.recipient).sort()).toEqual([a, b].sort());

    // And the result CSV names each escrow
    const [download] = await Promise.all([page.waitForEvent('download'), main(page).getByRole('button', { name: 'Download result CSV' }).click()]);
    const csv = await readFile((await download.path())!, 'utf8');
    for (const e of escrows) expect(csv).toContain(`${e.recipient},${e.recipient === a ? '120' : '60'},paid,${e.address},`);
    await screenshot(page, 'vesting-csv-done');
  }, 180_000);
});
