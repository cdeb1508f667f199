/**
 * Token Distribution in Chromium: a CSV uploaded with one bad line names that line; once
 * fixed, the dry run shows the totals and cost, the job runs from the connected wallet (the
 * first batch asked for as soon as it starts, approved at once in the test Phantom) with a progress bar to done, every recipient holds its amount on chain, and the result downloads.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { LAMPORTS_PER_SOL, parseAmount, TEXTS } from '@toolkit/shared';
import { airdrop, connectWallet, createTestWallet, getBalance, screenshot, shortenAddress, useE2E } from './support/index.ts';
import { createTokenViaApi } from './tokens-support.ts';

const e2e = useE2E();
const UI = { timeout: 30_000 };
const main = (page: Page) => page.getByRole('main');

describe('Token Distribution', () => {
  test('Given a CSV with one bad line, when it is uploaded, fixed, dry run and started from the connected wallet, then the bad line is named, the progress reaches done, the chain holds every amount and the result downloads', async () => {
    const { page, wallet } = await e2e.openPage({ path: '/solana/token-distribution' });
    const source = wallet!.address;
    await airdrop(e2e.app.rpcUrl, source, 2n * LAMPORTS_PER_SOL);
    await connectWallet(page);
    const [a, b, c] = [createTestWallet().address, createTestWallet().address, createTestWallet().address];

    // Upload: line 3 is not an address.
    expect(await main(page).getByLabel(TEXTS.distributionSourceLabel).inputValue()).toBe('phantom');
    await main(page)
      .locator('input[type=file]')
      .setInputFiles({
        name: 'recipients.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(`address,amount\n${a},0.01\nnot-an-address,0.02\n${c},0.03\n`),
      });
    await expect.poll(() => main(page).getByLabel(TEXTS.distributionRecipientsLabel).inputValue(), UI).toContain('not-an-address');
    // Start waits for a dry run, and says so
    expect(await main(page).getByRole('button', { name: TEXTS.distributionStart }).isDisabled()).toBe(true);
    await main(page).getByText(TEXTS.distributionWhyDryRun).waitFor();
    await main(page).getByRole('button', { name: TEXTS.distributionDryRun }).click();
    await expect.poll(() => main(page).getByRole('alert').textContent(), UI).toBe(TEXTS.distributionLineError(3, TEXTS.invalidAddress));
    expect(await main(page).getByRole('button', { name: TEXTS.distributionStart }).isDisabled()).toBe(true);
    await main(page).getByText(TEXTS.distributionWhyLineErrors).waitFor();
    await screenshot(page, 'distribution-bad-line');

    // Fix the line, dry run again: three recipients, cost shown, the source can pay.
    await main(page).getByLabel(TEXTS.distributionRecipientsLabel).fill(`address,amount\n${a},0.01\n${b},0.02\n${c},0.03\n`);
    await main(page).getByRole('button', { name: TEXTS.distributionDryRun }).click();
    await expect.poll(() => main(page).getByTestId('dry-run-recipients').textContent(), UI).toBe('3');
    await expect.poll(() => main(page).getByText(TEXTS.distributionSourceCanPay).isVisible(), UI).toBe(true);
    const cost = parseAmount((await main(page).getByTestId('dry-run-cost').textContent())!.replace(' SOL', ''), 9);
    const before = await getBalance(e2e.app.rpcUrl, source);

    // Start: the wallet is asked for the first batch at once (no second button), and the progress bar reaches done.
    await main(page).getByRole('button', { name: TEXTS.distributionStart }).click();
    await expect.poll(() => main(page).getByTestId('distribution-status').textContent(), UI).toBe('done');
    // And the list of distributions followed the job to its end
    const listed = main(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: /^Open distribution / }) });
    await expect.poll(() => listed.textContent(), UI).toMatch(/ · done · 3\/3/);
    expect(await main(page).getByRole('progressbar', { name: 'Recipients paid' }).getAttribute('aria-valuenow')).toBe('3');
    await screenshot(page, 'distribution-done');
    expect([await getBalance(e2e.app.rpcUrl, a), await getBalance(e2e.app.rpcUrl, b), await getBalance(e2e.app.rpcUrl, c)]).toEqual([
      10_000_000n,
      20_000_000n,
      30_000_000n,
    ]);
    // The dry run's cost is what the source paid beyond the amounts.
    expect(before - (await getBalance(e2e.app.rpcUrl, source))).toBe(60_000_000n + cost);

    // Download the result.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      main(page).getByRole('button', { name: TEXTS.distributionDownloadResult }).click(),
    ]);
    const csv = await readFile((await download.path())!, 'utf8');
    const lines = csv.trim().split('\n');
    expect(lines[0]).toBe('address,amount,status,signature,error');
    expect(lines.slice(1).map((l) => l.split(',').slice(0, 3).join(','))).toEqual([`${a},0.01,paid`, `${b},0.02,paid`, `${c},0.03,paid`]);
  });

  test('Given a token with a 1 % transfer fee, when a list is dry run, then the panel shows what each recipient receives and the fee withheld next to what is sent, and its holders download as CSV', async () => {
    const { page, wallet } = await e2e.openPage({ path: '/solana/token-distribution' });
    await airdrop(e2e.app.rpcUrl, wallet!.address, 2n * LAMPORTS_PER_SOL);
    const { token } = await connectWallet(page);
    const mint = await createTokenViaApi(e2e.app.url, token, wallet!, {
      name: 'Fee Coin',
      symbol: 'FEE',
      decimals: '2',
      initialMint: '1000000',
      extensions: JSON.stringify({ transferFee: { bps: 100, maxFee: '5' } }),
    });
    const [a, b] = [createTestWallet().address, createTestWallet().address];

    await main(page).getByLabel(TEXTS.distributionTokenLabel).fill(mint);
    await main(page).getByLabel(TEXTS.distributionRecipientsLabel).fill(`${a},10\n${b},1000\n`);
    await main(page).getByRole('button', { name: TEXTS.distributionDryRun }).click();

    // 1 % of 10 is 0.10; 1 % of 1,000 is 10, capped at 5.
    await expect.poll(() => main(page).getByTestId('dry-run-received').textContent(), UI).toBe('1004.9');
    expect(await main(page).getByTestId('dry-run-withheld').textContent()).toBe('5.1');
    expect(await main(page).getByText(TEXTS.distributionTransferFee('1', '5')).isVisible()).toBe(true);
    const rows = main(page).getByRole('region', { name: TEXTS.distributionDryRunTitle }).getByRole('row');
    expect(await rows.allTextContents()).toEqual([
      `${TEXTS.distributionRowLine}${TEXTS.distributionRowAddress}${TEXTS.distributionRowSent}${TEXTS.distributionRowReceives}`,
      `1${shortenAddress(a)}109.9`,
      `2${shortenAddress(b)}1000995`,
    ]);
    await screenshot(page, 'distribution-fee-dry-run');

    // The holder snapshot of the fee token downloads as CSV: the wallet holds its whole supply.
    await main(page).getByText(TEXTS.distributionSnapshotTitle).click();
    await main(page).getByLabel(TEXTS.distributionSnapshotMint).fill(mint);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      main(page).getByRole('button', { name: TEXTS.distributionDownloadHolders }).click(),
    ]);
    const holders = (await readFile((await download.path())!, 'utf8')).trim().split('\n');
    expect(holders.slice(1)).toEqual([`${wallet!.address},1000000`]);
  });
});
