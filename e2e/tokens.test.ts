/**
 * The token lifecycle through the screens, in Chromium with the test Phantom signing for real on
 * the embedded chain: create with image, creator info, tokenomics and a freeze revoke; the token
 * page; metadata update; burn; revoke mint + update; the dashboard row; the spec's warnings.
 */
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { ERRORS, TEXTS } from '@toolkit/shared';
import { airdrop, api, connectWallet, createTestWallet, rpc, screenshot, setWalletHolds, useE2E } from './support/index.ts';
import { createTokenViaApi, solidPng } from './tokens-support.ts';

const e2e = useE2E();

/** A text field by its accessible name (the required mark is aria-hidden). */
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

async function mintInfo(mint: string) {
  const r = await rpc<{ value: { data: { parsed: { info: Record<string, unknown> } } } }>(e2e.app.rpcUrl, 'getAccountInfo', [
    mint,
    { encoding: 'jsonParsed' },
  ]);
  return r.value.data.parsed.info as {
    supply: string;
    decimals: number;
    mintAuthority: string | null;
    freezeAuthority: string | null;
    extensions: { extension: string; state: Record<string, unknown> }[];
  };
}
const metadataOf = (info: Awaited<ReturnType<typeof mintInfo>>) => info.extensions.find((e) => e.extension === 'tokenMetadata')!.state;

describe('token lifecycle screens', () => {
  test('Given a funded wallet, when the user creates a token with options, then it is on chain, has its page, and can be updated, burned and revoked', async () => {
    const { page, wallet } = await e2e.openPage({ path: '/solana/create-solana-token' });
    await airdrop(e2e.app.rpcUrl, wallet!.address, 10_000_000_000n);

    // The action button asks to connect first, in the spec's lower case
    await expect.poll(() => page.getByRole('button', { name: TEXTS.connectWalletLower, exact: true }).count(), { timeout: 15_000 }).toBe(1);
    await connectWallet(page);
    const create = page.getByRole('button', { name: 'Create Token' });
    await create.waitFor();

    // When the form is filled: name, symbol, decimals, supply, image, creator info, tokenomics, freeze revoke
    await field(page, 'Name').fill('Rocket Jet');
    await field(page, 'Symbol').fill('RJ');
    await page.getByRole('spinbutton', { name: 'Decimals' }).fill('6');
    await field(page, 'Initial Supply').fill('1000000');
    await page
      .getByLabel('Image', { exact: true })
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: solidPng(64, [164, 139, 255, 255]) });
    await field(page, 'Description').fill('A token made in the end-to-end test');
    const fee = page.getByRole('status', { name: 'Total fee' }).or(page.getByLabel('Total fee'));
    await expect.poll(() => fee.textContent()).toBe('0.3 SOL');
    await page.getByRole('switch', { name: 'Custom creator info' }).click();
    await field(page, 'Creator Name').fill('Rocket Team');
    await page.getByRole('switch', { name: 'Tokenomics' }).click();
    await field(page, 'Allocation title').fill('Public');
    await field(page, 'Allocation percentage').fill('80');
    await page.getByRole('button', { name: 'Add allocation' }).click();
    // Tokenomics cannot pass 100%
    await field(page, 'Allocation title').fill('Team');
    await field(page, 'Allocation percentage').fill('30');
    await page.getByRole('button', { name: 'Add allocation' }).click();
    await toast(page, TEXTS.tokenomicsOver100).waitFor();
    await field(page, 'Allocation percentage').fill('20');
    await page.getByRole('button', { name: 'Add allocation' }).click();
    await page.getByRole('switch', { name: 'Revoke Freeze' }).click();
    // Then the running fee moved by 0.1 per option: 0.3 + creator + tokenomics + freeze
    await expect.poll(() => fee.textContent()).toBe('0.6 SOL');
    await screenshot(page, 'tokens-01-create-form');

    // When the user creates it, the button is busy, then the success toast links to the token page
    await create.click();
    await page.getByRole('button', { name: TEXTS.creating }).waitFor();
    const created = toast(page, TEXTS.tokenCreated);
    await created.waitFor({ timeout: 30_000 });
    await screenshot(page, 'tokens-02-created-toast', { fullPage: false });
    const href = await created.getByRole('link', { name: 'Open token page' }).getAttribute('href');
    const mint = href!.split('/').pop()!;
    expect(await created.getByRole('link', { name: 'View transaction' }).getAttribute('target')).toBe('_blank');

    // Then the chain has a Token-2022 mint with the metadata, supply and the freeze revoked
    const info = await mintInfo(mint);
    expect(info).toMatchObject({ supply: '1000000000000', decimals: 6, mintAuthority: wallet!.address, freezeAuthority: null });
    expect(metadataOf(info)).toMatchObject({ name: 'Rocket Jet', symbol: 'RJ' });

    // And the token page shows it with its risks
    const tokenPage = await page.context().newPage();
    await tokenPage.goto(`${e2e.app.url}/token/${mint}`);
    await tokenPage.getByRole('heading', { name: 'Rocket Jet' }).waitFor();
    const risks = tokenPage.getByRole('region', { name: 'Risk Analysis' }).or(tokenPage.locator('section[aria-labelledby="risk-heading"]'));
    await expect.poll(() => risks.textContent()).toMatch(/Freeze AuthorityRevoked.*Mint AuthorityStill enabled.*MutableStill enabled/);
    await tokenPage.getByRole('img', { name: 'Rocket Jet logo' }).waitFor();
    expect(await tokenPage.getByRole('img', { name: 'Rocket Jet logo' }).evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(64);
    await tokenPage.getByText('Rocket Team').waitFor();
    await tokenPage.getByRole('img', { name: /Tokenomics: Public 80%, Team 20%/ }).waitFor();
    await screenshot(tokenPage, 'tokens-03-token-page');
    await tokenPage.close();

    // When the user renames it on the Update Metadata page (prefilled from the chain)
    await page.goto(`${e2e.app.url}/solana/update-metadata`);
    await field(page, 'Token Mint Address').fill(mint);
    await expect.poll(() => field(page, 'Name').inputValue(), { timeout: 15_000 }).toBe('Rocket Jet');
    expect(await field(page, 'Description').inputValue()).toBe('A token made in the end-to-end test');
    await field(page, 'Name').fill('Rocket Jet Two');
    await page.getByRole('button', { name: 'Update Metadata' }).click();
    await toast(page, TEXTS.metadataUpdated).waitFor({ timeout: 30_000 });
    expect(metadataOf(await mintInfo(mint))).toMatchObject({ name: 'Rocket Jet Two', symbol: 'RJ' });
    await screenshot(page, 'tokens-04-metadata-updated', { fullPage: false });

    // When the user burns 250 on the Burn page
    await page.goto(`${e2e.app.url}/solana/burn-token`);
    await field(page, 'Base Token').fill(mint);
    await field(page, TEXTS.burnAmountLabel).fill('250');
    await page.getByRole('button', { name: TEXTS.burnTokens }).click();
    await toast(page, TEXTS.tokensBurned).waitFor({ timeout: 30_000 });
    expect((await mintInfo(mint)).supply).toBe('999750000000');

    // When the user revokes mint and update on the Revoke Authority page
    await page.goto(`${e2e.app.url}/solana/revoke-authorities`);
    // Each problem is said where it is: under the mint field, then under the list of authorities.
    await page.getByRole('button', { name: 'Revoke Authority' }).click();
    await page.getByRole('alert').filter({ hasText: TEXTS.provideMintAddress }).waitFor();
    await field(page, 'Token Mint Address').fill(mint);
    await page.getByRole('button', { name: 'Revoke Authority' }).click();
    await page.getByRole('alert').filter({ hasText: TEXTS.selectAuthority }).waitFor();
    await page.getByLabel('Mint Authority').check();
    await page.getByLabel('Update Authority (make immutable)').check();
    await page.getByRole('button', { name: 'Revoke Authority' }).click();
    await toast(page, TEXTS.revokeSuccess).waitFor({ timeout: 30_000 });
    const results = page.getByRole('list', { name: 'Results' });
    await expect.poll(() => results.textContent()).toContain(TEXTS.authorityRevokedOnChain('mint'));
    expect(await results.textContent()).toContain(TEXTS.authorityRevokedOnChain('update'));
    await screenshot(page, 'tokens-05-revoked');
    const after = await mintInfo(mint);
    expect(after.mintAuthority).toBeNull();
    expect(metadataOf(after).updateAuthority).toBeNull();

    // And the immutable token cannot be edited any more
    await page.goto(`${e2e.app.url}/solana/update-metadata`);
    await field(page, 'Token Mint Address').fill(mint);
    await page.getByText(ERRORS.TOKEN_IMMUTABLE.message).waitFor({ timeout: 15_000 });

    // And the dashboard lists it with its supply, from real data
    await page.goto(`${e2e.app.url}/solana/dashboard`);
    await page.getByRole('heading', { name: TEXTS.dashboard }).waitFor();
    await page.getByText(TEXTS.welcomeBack).waitFor();
    const row = page.getByRole('row').filter({ hasText: 'Rocket Jet Two' });
    await row.waitFor({ timeout: 15_000 });
    await expect.poll(() => row.textContent()).toContain('999.75K');
    await screenshot(page, 'tokens-06-dashboard');

    // When the user sends 1000 to another wallet from the dashboard
    await row.getByRole('button', { name: 'Send' }).click();
    await field(page, 'Amount').fill('1000');
    const friend = createTestWallet();
    await field(page, 'Recipient').fill(friend.address);
    await page.getByRole('dialog').getByRole('button', { name: 'Send' }).click();
    await toast(page, TEXTS.tokensSent).waitFor({ timeout: 30_000 });
    const friendTokens = await api<{ data: unknown }>(e2e.app.url, `/token/info/${mint}`);
    expect((friendTokens.body as { data: { holders: number } }).data.holders).toBe(2);
  });
});

describe('token dialogs and single revoke pages', () => {
  test('Given a connected wallet, when the user adds a token in Manage Token and then deletes it, then the metadata URLs are required and deleting asks for a confirmation', async () => {
    const { page, errors } = await e2e.openPage({ path: '/solana/dashboard' });
    // The listed image lives on an example host the offline browser cannot reach; the row falls back to a letter.
    errors.allow(/img\.example/);
    // The pasted address is looked up on chain to prefill the form; this one is no mint.
    errors.allow(/404 \(Not Found\).*\/api\/token\/info\//);
    await connectWallet(page);
    await page.getByRole('button', { name: TEXTS.manageToken }).click();
    const dialog = page.getByRole('dialog', { name: TEXTS.manageToken });
    const mint = createTestWallet().address;
    await dialog.getByRole('textbox', { name: 'Token Address' }).fill(mint);
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Listed');
    await dialog.getByRole('textbox', { name: 'Symbol' }).fill('LST');
    await dialog.getByRole('textbox', { name: 'Decimals' }).fill('6');
    // The metadata box asks for both URLs
    await dialog.getByRole('checkbox', { name: TEXTS.metadataCheckbox }).check();
    await dialog.getByRole('button', { name: 'Add Token' }).click();
    await toast(page, TEXTS.fillAllTheFields).waitFor();
    await dialog.getByRole('textbox', { name: 'Image URL' }).fill('https://img.example/l.png');
    await dialog.getByRole('textbox', { name: 'Metadata URL' }).fill('https://img.example/l.json');
    await dialog.getByRole('button', { name: 'Add Token' }).click();
    await toast(page, TEXTS.tokenAdded).waitFor();
    await dialog.getByRole('list', { name: 'Your tokens' }).getByText('Listed').waitFor();
    await screenshot(page, 'tokens-07-manage-token', { fullPage: false });
    // Delete asks first; Cancel keeps it, Delete removes it
    await dialog.getByRole('button', { name: 'Delete Listed' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete token?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    await dialog.getByRole('button', { name: 'Delete Listed' }).click();
    await page.getByRole('dialog', { name: 'Delete token?' }).getByRole('button', { name: 'Delete' }).click();
    await toast(page, TEXTS.tokenDeleted).waitFor();
    await dialog.getByText('Listed').waitFor({ state: 'detached' });
  });

  test('Given tokens of the wallet, when the user revokes on the single revoke pages, then each page shows its busy label, its success or the spec error', async () => {
    const { page, wallet } = await e2e.openPage({ path: '/solana/revoke-freeze' });
    await airdrop(e2e.app.rpcUrl, wallet!.address, 3_000_000_000n);
    const { token } = await connectWallet(page);
    const frozenOff = await createTokenViaApi(e2e.app.url, token, wallet!, {
      name: 'Free',
      symbol: 'FRE',
      decimals: '0',
      initialMint: '5',
      revokeFreeze: 'true',
    });
    const fresh = await createTokenViaApi(e2e.app.url, token, wallet!, { name: 'Fresh', symbol: 'FSH', decimals: '0', initialMint: '5' });

    // A freeze authority that is already gone cannot be revoked: the button is disabled and says why
    await field(page, 'Token Mint Address').fill(frozenOff);
    await page.getByRole('note').filter({ hasText: 'The freeze authority is already revoked.' }).waitFor();
    expect(await page.getByRole('button', { name: 'Revoke Freeze Authority' }).isDisabled()).toBe(true);

    // Making a token immutable shows 'Making' while the wallet is asked, then the success
    await page.goto(`${e2e.app.url}/solana/revoke-update`);
    await field(page, 'Token Mint Address').fill(fresh);
    await setWalletHolds(page, true);
    await page.getByRole('button', { name: 'Make Token Immutable' }).click();
    await page.getByRole('button', { name: TEXTS.making }).waitFor();
    await setWalletHolds(page, false);
    await toast(page, TEXTS.madeImmutable).waitFor({ timeout: 30_000 });
    const info = await api<{ data: { mutable: boolean; updateAuthority: string | null } }>(e2e.app.url, `/token/info/${fresh}`);
    expect(info.body.data).toMatchObject({ mutable: false, updateAuthority: null });
  });
});
