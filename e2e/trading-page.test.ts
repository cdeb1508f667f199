/**
 * A token's trading page as a user meets it, in Chromium with the test Phantom on the embedded
 * chain: a pool of the AMM program another wallet opened (set up through the API the way the app
 * does it), then a buy and a sell from the page's Buy / Sell box (the Swap page's own panel: what
 * the transaction guarantees before signing, what arrived after, as on chain), the chart and the
 * trades filling from those swaps, and holders labelled. With two pools of the token, Buy goes to
 * the one that pays the most. A token without a pool offers its authority Create Pool.
 */
import { parseAmount, TEXTS } from '@toolkit/shared';
import { expect, test } from 'vitest';
import { accountAmount, createTestToken, tokenBalance } from '../apps/server/test/chain-kit.ts';
import { definition, poolsOf } from './pools-support.ts';
import { airdrop, apiSignIn, connectWallet, createTestWallet, PHONE, screenshot, shortenAddress, useE2E } from './support/index.ts';
import { givenPoolViaApi, openPoolViaApi } from './tokens-support.ts';

const e2e = useE2E();

/** A TKN/SOL pool of `creator`'s new token (1,000,000 TKN against 10 SOL), built by the server and signed by the creator. */
async function givenPool(): Promise<{ mint: string; pool: string }> {
  const creator = createTestWallet();
  await airdrop(e2e.app.rpcUrl, creator.address, 50n * 10n ** 9n);
  return givenPoolViaApi(e2e.app, await apiSignIn(e2e.app.url, creator), creator);
}

test('Given a pooled token, when the user buys then sells on its trading page, then balances change on chain, the chart and the trades show the swaps, and the pool vault and authority are labelled', async () => {
  const { mint } = await givenPool();
  const { page, wallet } = await e2e.openPage({ path: `/solana/token/${mint}` });
  await airdrop(e2e.app.rpcUrl, wallet!.address, 10n * 10n ** 9n);
  await connectWallet(page);
  const symbol = (await page.getByRole('heading', { level: 1 }).textContent())!;
  const chart = page.getByRole('figure', { name: `${symbol} price chart` });
  await chart.getByText(TEXTS.tradeNoTrades).waitFor();

  // When the user buys with 1 SOL
  await page.getByLabel('Amount of SOL').fill('1');
  await expect.poll(() => page.getByLabel(`${symbol} received`).textContent(), { timeout: 15_000 }).toMatch(/^[\d.,]+$/);
  await expect.poll(() => page.getByText(TEXTS.minimumReceived, { exact: true }).isVisible()).toBe(true);
  const trade = page.getByRole('region', { name: 'Trade' });
  const minimumShown = (await trade.getByText(TEXTS.minimumReceived, { exact: true }).locator('xpath=following-sibling::span[1]').textContent())!;
  expect(await trade.getByText('Fee', { exact: true }).locator('xpath=following-sibling::span[1]').textContent()).toBe('0.01 SOL (1%)');
  await trade.getByText(TEXTS.swapTrustModel).waitFor();
  await page.getByRole('button', { name: `${TEXTS.tradeBuy} ${symbol}` }).click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: TEXTS.swapSuccessful });
  await toast.waitFor({ timeout: 30_000 });
  // Then the wallet holds the token, the toast says exactly how much (at least the minimum shown), and the chart has a candle
  const bought = await tokenBalance(e2e.app.rpcUrl, wallet!.address, mint);
  expect(bought).toBeGreaterThanOrEqual(parseAmount(minimumShown.split(' ')[0]!, 6));
  expect(parseAmount((await definition(toast, TEXTS.amountReceived))!.split(' ')[0]!, 6)).toBe(bought);
  expect(await definition(toast, TEXTS.minimumReceived)).toBe(minimumShown);
  await expect.poll(() => chart.locator('[data-candle]').count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);

  // When the user sells 5000 of it
  await page.getByRole('tab', { name: `${TEXTS.tradeSell} ${symbol}` }).click();
  await page.getByLabel(`Amount of ${symbol}`).fill('5000');
  await expect.poll(() => page.getByLabel('SOL received').textContent(), { timeout: 15_000 }).toMatch(/^[\d.,]+$/);
  await page.getByRole('button', { name: `${TEXTS.tradeSell} ${symbol}` }).click();
  await expect.poll(() => tokenBalance(e2e.app.rpcUrl, wallet!.address, mint), { timeout: 30_000 }).toBe(bought - 5000n * 10n ** 6n);

  // Then the recent trades list the sell above the buy, and 24 h volume is counted
  const trades = page.getByRole('region', { name: 'Recent trades' });
  await expect
    .poll(() => trades.getByRole('listitem').allTextContents(), { timeout: 15_000 })
    .toEqual([expect.stringMatching(/^Sell5\.00K /), expect.stringMatching(/^Buy/)]);
  const figures = page.getByRole('region', { name: 'Market figures' });
  await expect.poll(() => figures.textContent()).toMatch(/24h Volume[\d.]+ SOL/);
  await expect.poll(() => figures.textContent()).toContain('2 trades in the last 24 hours');

  // And the largest holders show the pool's vault and the token's authority by name
  const holders = page.getByRole('region', { name: 'Largest holders' });
  await holders.getByText(TEXTS.holderLabelPool).waitFor();
  await holders.getByText(TEXTS.holderLabelAuthority).waitFor();
  await screenshot(page, 'trading-page-after-trades');

  // And Share copies the page's link; the explorer link names the mint
  await page.getByRole('button', { name: TEXTS.tradeShareLink }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${e2e.app.url}/solana/token/${mint}`);
  expect(await page.getByRole('link', { name: 'View on explorer' }).getAttribute('href')).toContain(mint);

  // And on a phone the page, chart and trades included, does not scroll sideways
  const phone = await e2e.openPage({ path: `/solana/token/${mint}`, viewport: PHONE });
  await phone.page
    .getByRole('figure', { name: `${symbol} price chart` })
    .locator('[data-candle]')
    .first()
    .waitFor({ timeout: 15_000 });
  await phone.page.getByRole('region', { name: 'Recent trades' }).getByRole('listitem').first().waitFor();
  expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await screenshot(phone.page, 'trading-page-phone');
});

test("Given a token with its creator's deep 1 % pool and a stranger's 4 % pool of 1 token against 150 SOL, when the user buys with 1 SOL on its trading page, then the buy goes to the pool that pays the most and the stranger's pool is untouched", async () => {
  const creator = createTestWallet();
  await airdrop(e2e.app.rpcUrl, creator.address, 200n * 10n ** 9n);
  const token = await apiSignIn(e2e.app.url, creator);
  const { mint, pool: deep } = await givenPoolViaApi(e2e.app, token, creator);
  const stranger = await openPoolViaApi(e2e.app, token, creator, { baseToken: mint, baseAmount: '1', quoteAmount: '150', feeTier: 4 });
  const pools = await poolsOf(e2e.app.url, mint);
  const vaultOf = (address: string) => {
    const p = pools.find((x) => x.pool === address)!;
    return p.base.mint === mint ? p.baseVault : p.quoteVault;
  };
  const [deepBefore, strangerBefore] = await Promise.all([
    accountAmount(e2e.app.rpcUrl, vaultOf(deep)),
    accountAmount(e2e.app.rpcUrl, vaultOf(stranger)),
  ]);

  const { page, wallet } = await e2e.openPage({ path: `/solana/token/${mint}` });
  await airdrop(e2e.app.rpcUrl, wallet!.address, 10n * 10n ** 9n);
  await connectWallet(page);
  const symbol = (await page.getByRole('heading', { level: 1 }).textContent())!;
  await page.getByLabel('Amount of SOL').fill('1');
  await expect.poll(() => page.getByLabel(`${symbol} received`).textContent(), { timeout: 15_000 }).toMatch(/^[\d.,]+$/);
  // The quote names the deep pool's 1 % fee, not the stranger's 4 %
  const trade = page.getByRole('region', { name: 'Trade' });
  expect(await trade.getByText('Fee', { exact: true }).locator('xpath=following-sibling::span[1]').textContent()).toBe('0.01 SOL (1%)');
  await page.getByRole('button', { name: `${TEXTS.tradeBuy} ${symbol}` }).click();
  await page.locator('[data-sonner-toast]').filter({ hasText: TEXTS.swapSuccessful }).waitFor({ timeout: 30_000 });
  const bought = await tokenBalance(e2e.app.rpcUrl, wallet!.address, mint);
  expect(await accountAmount(e2e.app.rpcUrl, vaultOf(deep))).toBe(deepBefore - bought);
  expect(await accountAmount(e2e.app.rpcUrl, vaultOf(stranger))).toBe(strangerBefore);
});

test('Given a token whose pool holds 5/6 of its supply and its creator the rest, when its trading page opens, then Top 10 Holders counts only the creator and does not warn', async () => {
  const creator = createTestWallet();
  await airdrop(e2e.app.rpcUrl, creator.address, 50n * 10n ** 9n);
  const { mint } = await givenPoolViaApi(e2e.app, await apiSignIn(e2e.app.url, creator), creator, { supply: 1_200_000n, pooled: 1_000_000n });
  const { page } = await e2e.openPage({ wallet: null, path: `/solana/token/${mint}` });

  const risks = page.getByRole('region', { name: 'Risk Analysis' });
  const top10 = risks.getByRole('listitem').filter({ hasText: 'Top 10 Holders' });
  await top10.waitFor();
  // The pool's vault is the largest holder, and is listed as such, but it is not a concentration risk
  await page.getByRole('region', { name: 'Largest holders' }).getByText(TEXTS.holderLabelPool).waitFor();
  expect(await top10.textContent()).toBe('Top 10 Holders16.67%');
  expect(await top10.getAttribute('class')).not.toContain('warn');
});

test('Given a token without a pool, when its authority opens the trading page, then it says so and Create Pool opens with the token chosen', async () => {
  const { page, wallet } = await e2e.openPage({ path: '/solana/dashboard' });
  await airdrop(e2e.app.rpcUrl, wallet!.address, 10n * 10n ** 9n);
  const mint = await createTestToken(e2e.app.rpcUrl, wallet!, 6, 1_000n * 10n ** 6n);
  await connectWallet(page);
  // An old link still lands on the trading page
  await page.goto(`/token/${mint}`);
  await page.waitForURL(`**/solana/token/${mint}`);
  await page.getByText(TEXTS.tradeNoPool).waitFor();
  await page.getByRole('link', { name: TEXTS.tradeCreatePool }).click();
  await page.waitForURL(`**/solana/create-liquidity-pool?base=${mint}`);
  await expect
    .poll(() => page.getByRole('button', { name: /^Base Token: / }).getAttribute('aria-label'), { timeout: 15_000 })
    .toBe(`Base Token: ${shortenAddress(mint)}`);
});
