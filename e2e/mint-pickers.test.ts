/**
 * Mint pickers: a field that wants a token offers the wallet's tokens with their
 * logo (the metadata's image), name and balance. Chromium, the test wallet, the real app on the
 * embedded chain.
 */
import { describe, expect, test } from 'vitest';
import { airdrop, connectWallet, useE2E } from './support/index.ts';
import { createTokenViaApi, solidPng } from './tokens-support.ts';

const e2e = useE2E();
const UI = { timeout: 15_000 };

describe('mint pickers', () => {
  test('Given the wallet holds a token with an image, when the user picks it as the To token on Swap from "Your tokens", then the row shows its logo, name and balance, and the To side becomes that token with its logo', async () => {
    const { page, wallet } = await e2e.openPage({ path: '/solana/swap' });
    await airdrop(e2e.app.rpcUrl, wallet!.address, 50n * 10n ** 9n);
    const { token } = await connectWallet(page);
    const image = new Blob([new Uint8Array(solidPng(64, [220, 60, 40, 255]))], { type: 'image/png' });
    await createTokenViaApi(e2e.app.url, token, wallet!, {
      name: 'Picture Coin',
      symbol: 'PIC',
      decimals: '6',
      initialMint: '5000000',
      image,
    });
    await page.reload();

    await page.getByRole('button', { name: /^To token: / }).click();
    const row = page.getByRole('dialog').getByRole('region', { name: 'Your tokens' }).getByRole('button', { name: 'PIC Picture Coin' });
    await row.waitFor(UI);
    // The logo is the image the token's metadata names, loaded.
    const logo = row.getByRole('img', { name: 'PIC logo' });
    await expect.poll(() => logo.evaluate((img) => (img as HTMLImageElement).naturalWidth), UI).toBe(64);
    expect((await row.textContent())!.replace(/,/g, '')).toContain('5000000');
    await row.click();

    await expect.poll(() => page.getByRole('button', { name: /^To token: / }).getAttribute('aria-label'), UI).toBe('To token: PIC');
    await page.getByRole('group', { name: 'To' }).getByRole('img', { name: 'PIC logo' }).waitFor(UI);
  });
});
