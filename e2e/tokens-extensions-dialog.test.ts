/**
 * The dashboard's Extensions dialog in Chromium with the test Phantom signing for
 * real: a transfer-fee token sent to a friend from the dashboard, its withheld fee collected to
 * the creator's account, the fee changed (applying two epochs later); a frozen-by-default token
 * thawed for one owner. Every outcome is read back on chain.
 */
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { TEXTS } from '@toolkit/shared';
import { airdrop, connectWallet, createTestWallet, rpc, screenshot, useE2E } from './support/index.ts';
import { createTokenViaApi } from './tokens-support.ts';

const e2e = useE2E();

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
const D = TEXTS.extensionsDialog;

interface ParsedTokenAccount {
  tokenAmount: { amount: string };
  state: 'initialized' | 'frozen';
  extensions?: { extension: string; state?: Record<string, unknown> }[];
}
interface ParsedMint {
  extensions: { extension: string; state: Record<string, unknown> }[];
}

/** The owner's account of `mint` as the chain parses it, or null when there is none. */
async function tokenAccountOf(owner: string, mint: string): Promise<ParsedTokenAccount | null> {
  const r = await rpc<{ value: { account: { data: { parsed: { info: ParsedTokenAccount } } } }[] }>(e2e.app.rpcUrl, 'getTokenAccountsByOwner', [
    owner,
    { mint },
    { encoding: 'jsonParsed', commitment: 'confirmed' },
  ]);
  return r.value[0]?.account.data.parsed.info ?? null;
}
const amountOf = async (owner: string, mint: string) => BigInt((await tokenAccountOf(owner, mint))!.tokenAmount.amount);
const withheldOf = async (owner: string, mint: string) =>
  BigInt(String((await tokenAccountOf(owner, mint))!.extensions?.find((e) => e.extension === 'transferFeeAmount')?.state?.withheldAmount ?? 0));

/** Opens the dashboard's Extensions dialog of the token named `name`. */
async function openExtensions(page: Page, name: string, symbol: string) {
  await page.goto(`${e2e.app.url}/solana/dashboard`);
  const row = page.getByRole('row').filter({ hasText: name });
  await row.waitFor({ timeout: 15_000 });
  await row.getByRole('button', { name: D.open }).click();
  return page.getByRole('dialog', { name: D.title(symbol) });
}

describe('Token-2022 extensions managed from the dashboard', () => {
  test('Given a 1 % fee token sent to a friend, when its creator collects the fees and changes the fee in the Extensions dialog, then the withheld fee reaches her account and the new fee waits two epochs', async () => {
    const { page, wallet } = await e2e.openPage({ path: '/solana/dashboard' });
    await airdrop(e2e.app.rpcUrl, wallet!.address, 5_000_000_000n);
    const { token } = await connectWallet(page);
    const mint = await createTokenViaApi(e2e.app.url, token, wallet!, {
      name: 'Fee Coin',
      symbol: 'FEE',
      decimals: '6',
      initialMint: '1000000',
      extensions: JSON.stringify({ transferFee: { bps: 100, maxFee: '1000' } }),
    });

    // When the creator sends her friend 1,000 from the dashboard, 1 % (10) is withheld in his account
    await page.goto(`${e2e.app.url}/solana/dashboard`);
    const row = page.getByRole('row').filter({ hasText: 'Fee Coin' });
    await row.waitFor({ timeout: 15_000 });
    await row.getByRole('button', { name: 'Send' }).click();
    const friend = createTestWallet();
    await field(page, 'Amount').fill('1000');
    await field(page, 'Recipient').fill(friend.address);
    // The send form shows what the friend nets after the fee
    await page
      .getByLabel(TEXTS.transferFeeNote.label)
      .getByText(TEXTS.transferFeeNote.net('990 FEE', '10 FEE', '1 %'))
      .waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Send' }).click();
    await toast(page, TEXTS.tokensSent).waitFor({ timeout: 30_000 });
    await expect.poll(() => withheldOf(friend.address, mint), { timeout: 15_000 }).toBe(10_000_000n);
    expect(await amountOf(friend.address, mint)).toBe(990_000_000n);
    const before = await amountOf(wallet!.address, mint);
    expect(before).toBe(999_000_000_000n);

    // When she collects the fees in the Extensions dialog
    const dialog = await openExtensions(page, 'Fee Coin', 'FEE');
    await dialog.getByText('Transfer fee 1 %, max 1,000 FEE').waitFor({ timeout: 15_000 });
    await dialog.getByRole('button', { name: D.collectFees }).click();
    await toast(page, TEXTS.feesHarvested).waitFor({ timeout: 30_000 });
    // Then the 10 withheld reached her account on chain and nothing stays withheld with the friend
    await expect.poll(() => amountOf(wallet!.address, mint), { timeout: 15_000 }).toBe(before + 10_000_000n);
    expect(await withheldOf(friend.address, mint)).toBe(0n);

    // When she changes the fee to 2.5 % with a 10-token cap, the dialog says it applies two epochs later
    await dialog.getByText(D.feeTwoEpochs).waitFor();
    await field(page, D.newFeeBps).fill('250');
    await field(page, D.newMaxFee).fill('10');
    await screenshot(page, 'tokens-extensions-dialog-01-fee', { fullPage: false });
    await dialog.getByRole('button', { name: D.changeFee }).click();
    await toast(page, TEXTS.transferFeeChanged).waitFor({ timeout: 30_000 });
    // Then the mint records the new fee for a later epoch, the old one still applying now
    const { epoch } = await rpc<{ epoch: number }>(e2e.app.rpcUrl, 'getEpochInfo');
    const parsed = await rpc<{ value: { data: { parsed: { info: ParsedMint } } } }>(e2e.app.rpcUrl, 'getAccountInfo', [
      mint,
      { encoding: 'jsonParsed', commitment: 'confirmed' },
    ]);
    const config = parsed.value.data.parsed.info.extensions.find((e) => e.extension === 'transferFeeConfig')!.state as {
      newerTransferFee: { epoch: number; transferFeeBasisPoints: number; maximumFee: number };
      olderTransferFee: { transferFeeBasisPoints: number };
    };
    expect(config.newerTransferFee).toMatchObject({ transferFeeBasisPoints: 250, maximumFee: 10_000_000 });
    expect(config.newerTransferFee.epoch).toBeGreaterThan(epoch);
    expect(config.olderTransferFee.transferFeeBasisPoints).toBe(100);
  });

  test('Given a frozen-by-default token, when its creator thaws one owner in the Extensions dialog, then that owner has a thawed account on chain and another owner has none', async () => {
    const { page, wallet } = await e2e.openPage({ path: '/solana/dashboard' });
    await airdrop(e2e.app.rpcUrl, wallet!.address, 5_000_000_000n);
    const { token } = await connectWallet(page);
    const mint = await createTokenViaApi(e2e.app.url, token, wallet!, {
      name: 'Members Pass',
      symbol: 'PASS',
      decimals: '0',
      initialMint: '100',
      extensions: JSON.stringify({ defaultFrozen: true }),
    });
    const [member, outsider] = [createTestWallet(), createTestWallet()];

    // When the creator opens the dialog, it says new accounts start frozen
    const dialog = await openExtensions(page, 'Members Pass', 'PASS');
    await dialog.getByText(D.defaultFrozenNote).waitFor({ timeout: 15_000 });
    // And she thaws the member
    await dialog.getByRole('textbox', { name: D.owners }).fill(member.address);
    await dialog.getByRole('button', { name: D.thaw }).click();
    await toast(page, TEXTS.accountsThawed).waitFor({ timeout: 30_000 });
    await screenshot(page, 'tokens-extensions-dialog-02-thaw', { fullPage: false });
    // Then the member's account exists and is thawed; the outsider has none
    await expect.poll(async () => (await tokenAccountOf(member.address, mint))?.state, { timeout: 15_000 }).toBe('initialized');
    expect(await tokenAccountOf(outsider.address, mint)).toBeNull();
  });
});
