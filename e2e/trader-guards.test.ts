/**
 * The guards a trader expects before signing, on the trading page's Buy box (the Swap page's own
 * panel and hook) and on Manage Liquidity, in Chromium with the test Phantom on the embedded chain:
 * more than the wallet can pay ("Insufficient SOL", the fee and rent reserve kept), a price impact
 * above 5 % warned and above 15 % confirmed, slippage changed on the card and warned above 5 % there
 * and in the popup, and a form that resets quietly after a success.
 */
import { TEXTS } from '@toolkit/shared';
import { expect, test } from 'vitest';
import { tokenBalance } from '../apps/server/test/chain-kit.ts';
import { airdrop, apiSignIn, connectWallet, createTestWallet, getBalance, useE2E } from './support/index.ts';
import { givenPoolViaApi } from './tokens-support.ts';

const e2e = useE2E();
const SOL = 10n ** 9n;

/** A TKN/SOL pool of a stranger's new token: 1,000,000 TKN against 10 SOL at 1 %. */
async function givenPool(): Promise<{ mint: string; pool: string }> {
  const creator = createTestWallet();
  await airdrop(e2e.app.rpcUrl, creator.address, 50n * SOL);
  return givenPoolViaApi(e2e.app, await apiSignIn(e2e.app.url, creator), creator);
}

test('Given 5 SOL and a 10 SOL pool, when the user types amounts on the Buy box, then more than the wallet can pay says "Insufficient SOL", a 9 % impact warns, a 23 % impact needs a tick, slippage set on the card to 7 % is warned there and in the popup, and after a buy the form is empty without an error', async () => {
  const { mint } = await givenPool();
  const { page, wallet } = await e2e.openPage({ path: `/solana/token/${mint}` });
  await airdrop(e2e.app.rpcUrl, wallet!.address, 5n * SOL);
  await connectWallet(page);
  const symbol = (await page.getByRole('heading', { level: 1 }).textContent())!;
  const trade = page.getByRole('region', { name: 'Trade' });
  const amount = page.getByLabel('Amount of SOL');
  const received = page.getByLabel(`${symbol} received`);
  const buy = trade.getByRole('button', { name: `${TEXTS.tradeBuy} ${symbol}` });
  const insufficient = trade.getByRole('button', { name: TEXTS.insufficientToken('SOL') });

  // When the user types more SOL than the wallet holds, then the button says so and is disabled
  await amount.fill('6');
  await insufficient.waitFor();
  expect(await insufficient.isDisabled()).toBe(true);
  await trade.getByText(TEXTS.whyOverBalance('SOL')).waitFor();

  // When the user types all 5 SOL, then the fee and rent reserve keeps it insufficient
  await amount.fill('5');
  await trade.getByText(TEXTS.whySolReserve('0.01')).waitFor();
  expect(await insufficient.isDisabled()).toBe(true);

  // When 1 SOL is typed (about 9 % of the pool's price), then a warning shows and Buy is enabled
  await amount.fill('1');
  await expect.poll(() => received.textContent(), { timeout: 15_000 }).toMatch(/^[\d.,]+$/);
  await trade.getByText(/^High price impact: this swap moves the pool's price by 9\.\d\d%/).waitFor();
  expect(await buy.isEnabled()).toBe(true);
  expect(await trade.getByRole('checkbox').count()).toBe(0);

  // When 3 SOL is typed (above 15 %), then Buy waits for an explicit confirmation
  await amount.fill('3');
  await trade.getByText(/^Very high price impact/).waitFor({ timeout: 15_000 });
  await trade.getByText(TEXTS.whyConfirmImpact).waitFor();
  expect(await buy.isDisabled()).toBe(true);
  await trade.getByRole('checkbox', { name: TEXTS.priceImpactConfirm }).check();
  await expect.poll(() => buy.isEnabled()).toBe(true);

  // When the user sets 7 % slippage on the card itself, then the card warns and the quote is built with it
  await trade.getByRole('button', { name: /^Edit slippage: / }).click();
  await trade.getByLabel('Custom slippage (%)').fill('7');
  await trade.getByRole('button', { name: TEXTS.slippageApply }).click();
  await trade.getByRole('button', { name: `${TEXTS.slippageEdit}: 7%` }).waitFor();
  await trade.getByRole('status').filter({ hasText: TEXTS.slippageHighWarning }).waitFor();
  // And the Slippage & Priority popup shows the same setting with the warning
  await page.getByRole('button', { name: 'Slippage & Priority' }).click();
  const popup = page.getByRole('dialog', { name: 'Slippage & Priority' });
  await popup.getByText(TEXTS.slippageHighWarning).waitFor();
  await page.keyboard.press('Escape');
  await popup.waitFor({ state: 'hidden' });

  // When the user buys with 1 SOL, then it lands and the form is empty with no error under it
  await amount.fill('1');
  await expect.poll(() => received.textContent(), { timeout: 15_000 }).toMatch(/^[\d.,]+$/);
  await expect.poll(() => buy.isEnabled(), { timeout: 15_000 }).toBe(true);
  await buy.click();
  await page.locator('[data-sonner-toast]').filter({ hasText: TEXTS.swapSuccessful }).waitFor({ timeout: 30_000 });
  expect(await tokenBalance(e2e.app.rpcUrl, wallet!.address, mint)).toBeGreaterThan(0n);
  await expect.poll(() => amount.inputValue()).toBe('');
  await trade.getByText(TEXTS.whyEnterAmount).waitFor();
  expect(await trade.getByText(TEXTS.pleaseEnterAmount).count()).toBe(0);
  expect(await amount.getAttribute('aria-invalid')).toBeNull();
});

test('Given LP tokens of a pool, when the user types more LP than held on Remove, or more SOL than the wallet can pay on Add, then the button says "Insufficient …" and is disabled', async () => {
  const creator = createTestWallet();
  await airdrop(e2e.app.rpcUrl, creator.address, 50n * SOL);
  const { pool } = await givenPoolViaApi(e2e.app, await apiSignIn(e2e.app.url, creator), creator);
  const { page } = await e2e.openPage({ wallet: creator, path: `/solana/manage-liquidity?pool=${pool}` });
  await connectWallet(page);
  const lamports = await getBalance(e2e.app.rpcUrl, creator.address);

  // Add: SOL side, more than the wallet holds less the reserve
  await page.getByRole('tab', { name: /Add/ }).click();
  await page.getByLabel('Amount token').selectOption({ label: 'SOL' });
  await page.locator('#add-amount').fill(((Number(lamports) - 5_000_000) / 1e9).toFixed(9));
  const addInsufficient = page.getByRole('button', { name: TEXTS.insufficientToken('SOL') });
  await addInsufficient.waitFor({ timeout: 15_000 });
  expect(await addInsufficient.isDisabled()).toBe(true);

  // Remove: more LP than held
  await page.getByRole('tab', { name: /Remove/ }).click();
  const lpField = page.locator('#lp-amount');
  await lpField.fill('999999999');
  const removeInsufficient = page.getByRole('button', { name: /^Insufficient / });
  await removeInsufficient.waitFor({ timeout: 15_000 });
  expect(await removeInsufficient.isDisabled()).toBe(true);
});
