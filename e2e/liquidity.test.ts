/**
 * Pools on the AMM program as a user meets them, in Chromium with the test Phantom on the embedded
 * chain: create a pool (its full cost shown before signing, the optional second step left empty),
 * swap both ways on the swap screen (what the transaction guarantees before signing, what arrived
 * after), add and remove liquidity, burn LP, see the LP burned on the token page and the pool, LP
 * token named, on the dashboard. Every amount a screen reports is checked against the chain. The
 * token is minted in the test's set-up with the SPL token program (the token creator is another
 * screen, tested elsewhere).
 */
import { formatAmount, parseAmount, TEXTS } from '@toolkit/shared';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { createTestToken, tokenBalance } from '../apps/server/test/chain-kit.ts';
import { definition, poolOf } from './pools-support.ts';
import { airdrop, connectWallet, getBalance, screenshot, useE2E } from './support/index.ts';

const e2e = useE2E();
const shot = (page: Page, name: string) => screenshot(page, `liquidity-${name}`);
const SOL = 10n ** 9n;
/** A transaction's network fees (signature and priority), which no screen counts as the pool's cost. */
const NETWORK_FEES_AT_MOST = 10_000_000n;

/** The deposit's or withdrawal's box beside its form: the minimum (as "12.5 TKN-SOL-LP" or "3 TKN + 0.1 SOL"), then what was received. */
const outcome = (page: Page) => page.getByRole('region', { name: TEXTS.liquidityOutcome });
/** Before signing: the minimum the transaction will guarantee. */
const liquidityMinimum = async (page: Page) => (await definition(outcome(page), TEXTS.minimumReceived))!;
/** Once landed: the signed minimum and what was received. */
async function liquidityOutcome(page: Page) {
  await outcome(page)
    .locator('dt', { hasText: new RegExp(`^${TEXTS.amountReceived}$`) })
    .waitFor({ timeout: 30_000 });
  return { minimum: await liquidityMinimum(page), received: (await definition(outcome(page), TEXTS.amountReceived))! };
}
/** The amount of `symbol` in an outcome text ("3 TKN + 0.1 SOL"), in base units. */
const amountOf = (text: string, symbol: string, decimals: number) =>
  parseAmount(
    text
      .split(' + ')
      .find((part) => part.endsWith(` ${symbol}`))!
      .split(' ')[0]!,
    decimals,
  );

test('Given a token, when the user creates a TKN/SOL pool on the AMM program, swaps both ways, adds and removes liquidity and burns LP, then every amount the screens show is what moved on chain', async () => {
  const { page, wallet } = await e2e.openPage({ path: '/solana/create-liquidity-pool' });
  const owner = wallet!.address;
  await airdrop(e2e.app.rpcUrl, owner, 50n * SOL);
  const mint = await createTestToken(e2e.app.rpcUrl, wallet!, 6, 5_000_000n * 10n ** 6n);
  await connectWallet(page);

  // Step 1: base token through the picker's add-token form, SOL as quote, 1 % tier.
  await page.getByRole('button', { name: /Base Token: select a token/ }).click();
  await page.getByLabel('Add a token by mint address').fill(mint);
  await page.getByRole('button', { name: 'Add Token' }).click();
  await page.getByLabel('Base Token Amount').fill('1000000');
  await page.getByLabel('Quote Token Amount').fill('10');
  await page.getByRole('radio', { name: '1%' }).click();
  // Before signing: the full cost, from the server's quote of this very pool.
  const cost = page.getByRole('region', { name: 'Pool creation cost' });
  await expect.poll(() => definition(cost, 'Total SOL'), { timeout: 15_000 }).toMatch(/^[\d.]+ SOL$/);
  expect(await definition(cost, 'SOL deposit')).toBe('10 SOL');
  expect(await definition(cost, 'Create-pool fee')).toBe('0.15 SOL');
  const rent = parseAmount((await definition(cost, "Rent of the pool's accounts"))!.split(' ')[0]!, 9);
  expect(rent).toBeGreaterThan(0n);
  const total = parseAmount((await definition(cost, 'Total SOL'))!.split(' ')[0]!, 9);
  expect(total).toBe(10n * SOL + 150_000_000n + rent);
  const lpPromised = parseAmount((await definition(cost, 'You receive'))!.split(' ')[0]!, 9);
  await page.getByText(TEXTS.poolTrustModel).waitFor();
  await shot(page, '1-create-pool');
  // The cost follows the form.
  await page.getByLabel('Quote Token Amount').fill('12');
  await expect.poll(() => definition(cost, 'SOL deposit')).toBe('12 SOL');
  await page.getByLabel('Quote Token Amount').fill('10');
  await expect.poll(() => definition(cost, 'Total SOL')).toBe(`${formatAmount(total, 9)} SOL`);

  const solBefore = await getBalance(e2e.app.rpcUrl, owner);
  const tknBefore = await tokenBalance(e2e.app.rpcUrl, owner, mint);
  await page.getByRole('button', { name: 'Initialise Pool' }).click();
  await page.getByText(TEXTS.poolCreated).first().waitFor({ timeout: 30_000 });
  // Then the wallet paid what was shown: both deposits, the fee and the rent (network fees aside), and holds the LP promised.
  const pool = await poolOf(e2e.app.url, mint);
  expect(await tokenBalance(e2e.app.rpcUrl, owner, mint)).toBe(tknBefore - 1_000_000n * 10n ** 6n);
  const solSpent = solBefore - (await getBalance(e2e.app.rpcUrl, owner));
  expect(solSpent).toBeGreaterThanOrEqual(total);
  expect(solSpent - total).toBeLessThan(NETWORK_FEES_AT_MOST);
  expect(await tokenBalance(e2e.app.rpcUrl, owner, pool.lpMint)).toBe(lpPromised);
  expect(pool.lpSymbol).toBe(`${pool.base.symbol}-${pool.quote.symbol}-LP`);

  // Step 2 is optional and starts empty: one click must not deposit the pool's liquidity a second time.
  await page.getByRole('listitem').filter({ hasText: 'Add liquidity (optional)' }).waitFor();
  const addAmount = page.getByLabel(`${pool.base.symbol} to add`);
  expect(await addAmount.inputValue()).toBe('');
  await shot(page, '2-add-liquidity-step');
  await page.getByRole('button', { name: 'Add Liquidity' }).click();
  await page.getByText(TEXTS.whyEnterAmount).or(page.getByText(TEXTS.pleaseEnterAmount)).first().waitFor();
  expect(await tokenBalance(e2e.app.rpcUrl, owner, mint)).toBe(tknBefore - 1_000_000n * 10n ** 6n);

  // Swap SOL -> TKN: before signing, what the transaction guarantees; after, what arrived on chain.
  await page.goto('/solana/swap');
  await page.getByRole('heading', { name: TEXTS.swapTitle }).waitFor();
  await expect.poll(() => page.getByRole('button', { name: /To token: / }).textContent(), { timeout: 15_000 }).not.toContain('Select');
  await page.getByLabel('From amount').fill('1');
  await expect.poll(() => page.getByLabel('To amount').textContent(), { timeout: 15_000 }).toMatch(/^[\d.,]+$/);
  const details = page.getByRole('region', { name: 'Swap details' });
  const detail = (label: string) => details.getByText(label, { exact: true }).locator('xpath=following-sibling::span[1]').textContent();
  await expect.poll(() => detail(TEXTS.minimumReceived)).toMatch(/^[\d.]+ \S+$/);
  const minimumShown = (await detail(TEXTS.minimumReceived))!;
  expect(await detail(TEXTS.priceImpact)).toMatch(/^[\d.<]+%$/);
  expect(await detail('Fee')).toBe('0.01 SOL (1%)');
  await details.getByText(TEXTS.swapTrustModel).waitFor();
  await page.getByRole('button', { name: TEXTS.showMore }).click();
  await shot(page, '3-swap-quote');
  const tknBeforeSwap = await tokenBalance(e2e.app.rpcUrl, owner, mint);
  await page.getByRole('button', { name: TEXTS.swapTokens }).click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: TEXTS.swapSuccessful });
  await toast.waitFor({ timeout: 30_000 });
  await shot(page, '4-swap-success');
  const gained = (await tokenBalance(e2e.app.rpcUrl, owner, mint)) - tknBeforeSwap;
  expect(await definition(toast, TEXTS.minimumReceived)).toBe(minimumShown);
  expect(parseAmount((await definition(toast, TEXTS.amountReceived))!.split(' ')[0]!, 6)).toBe(gained);
  expect(gained).toBeGreaterThanOrEqual(parseAmount(minimumShown.split(' ')[0]!, 6));
  expect(await toast.getAttribute('data-y-position')).toBe('bottom');
  expect(await toast.getAttribute('data-x-position')).toBe('right');

  // Flip and swap TKN -> SOL.
  const tknBeforeSell = await tokenBalance(e2e.app.rpcUrl, owner, mint);
  await page.getByRole('button', { name: /Flip direction/ }).click();
  await page.getByLabel('From amount').fill('5000');
  await expect.poll(() => page.getByLabel('To amount').textContent(), { timeout: 15_000 }).toMatch(/^[\d.,]+$/);
  await page.getByRole('button', { name: TEXTS.swapTokens }).click();
  await expect.poll(async () => page.getByText(TEXTS.swapSuccessful).count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
  await expect.poll(() => tokenBalance(e2e.app.rpcUrl, owner, mint)).toBe(tknBeforeSell - 5000n * 10n ** 6n);

  // Manage Liquidity: the LP token by its name; remove half of the LP.
  await page.goto('/solana/manage-liquidity');
  await page.getByRole('button', { name: /SOL 1%/ }).click();
  await page.getByText('Your LP tokens').waitFor();
  await page.getByText(`LP token: ${pool.lpName} (${pool.lpSymbol})`).waitFor();
  await page.getByText(TEXTS.poolTrustModel).waitFor();
  await page.getByRole('tab', { name: 'Remove Liquidity' }).click();
  await page.getByRole('button', { name: '50%' }).click();
  await shot(page, '5-manage-remove');
  const removeMinimum = await liquidityMinimum(page);
  const [tknBeforeRemove, lpBeforeRemove] = await Promise.all([
    tokenBalance(e2e.app.rpcUrl, owner, mint),
    tokenBalance(e2e.app.rpcUrl, owner, pool.lpMint),
  ]);
  await page.getByRole('button', { name: 'Remove Liquidity' }).last().click();
  await page.getByText(TEXTS.liquidityRemoved).first().waitFor({ timeout: 30_000 });
  const withdrawal = await liquidityOutcome(page);
  expect(withdrawal.minimum).toMatch(/^[\d.]+ \S+ \+ [\d.]+ SOL$/);
  expect(withdrawal.minimum).toBe(removeMinimum);
  const tknReceived = amountOf(withdrawal.received, pool.base.symbol, 6);
  expect(tknReceived).toBeGreaterThanOrEqual(amountOf(withdrawal.minimum, pool.base.symbol, 6));
  expect(await tokenBalance(e2e.app.rpcUrl, owner, mint)).toBe(tknBeforeRemove + tknReceived);
  expect(await tokenBalance(e2e.app.rpcUrl, owner, pool.lpMint)).toBe(lpBeforeRemove - lpBeforeRemove / 2n);
  expect(amountOf(withdrawal.received, 'SOL', 9)).toBeGreaterThanOrEqual(amountOf(withdrawal.minimum, 'SOL', 9));

  // Add again from Manage Liquidity: the LP, named, is what the wallet gained.
  await page.getByRole('tab', { name: 'Add Liquidity' }).click();
  await page.getByLabel('Amount', { exact: true }).fill('1000');
  const addMinimum = await liquidityMinimum(page);
  expect(addMinimum).toMatch(new RegExp(`^[\\d.]+ ${pool.lpSymbol}$`));
  const [lpBeforeAdd, tknBeforeAdd] = await Promise.all([
    tokenBalance(e2e.app.rpcUrl, owner, pool.lpMint),
    tokenBalance(e2e.app.rpcUrl, owner, mint),
  ]);
  await page.getByRole('button', { name: 'Add Liquidity' }).last().click();
  await expect.poll(async () => page.getByText(TEXTS.liquidityAdded).count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
  const deposit = await liquidityOutcome(page);
  // The deposit took no more of the token than the most it showed it might.
  const tknSpent = tknBeforeAdd - (await tokenBalance(e2e.app.rpcUrl, owner, mint));
  expect(tknSpent).toBeGreaterThan(0n);
  expect(tknSpent).toBeLessThanOrEqual(amountOf((await definition(outcome(page), 'Spends at most'))!, pool.base.symbol, 6));
  const lpReceived = amountOf(deposit.received, pool.lpSymbol, 9);
  expect(lpReceived).toBeGreaterThanOrEqual(amountOf(deposit.minimum, pool.lpSymbol, 9));
  // The screens show at most 6 decimals of the LP's 9.
  const lpGained = (await tokenBalance(e2e.app.rpcUrl, owner, pool.lpMint)) - lpBeforeAdd;
  expect(lpReceived).toBe(lpGained - (lpGained % 1000n));
  await shot(page, '6-manage-after');

  // Burn LP: 1 LP for good, after its warning (locking is a tab of its own).
  await page.getByRole('tab', { name: 'Burn LP' }).click();
  await page.getByText(/Burning is permanent/).waitFor();
  expect(await page.getByText('Unlock date (UTC)').count()).toBe(0);
  const lpBeforeBurn = await tokenBalance(e2e.app.rpcUrl, owner, pool.lpMint);
  await page.getByLabel('LP tokens to burn').fill('1');
  await page.getByRole('button', { name: 'Burn LP' }).last().click();
  await page.getByText(`${pool.lpSymbol} burned`).first().waitFor({ timeout: 30_000 });
  expect(await tokenBalance(e2e.app.rpcUrl, owner, pool.lpMint)).toBe(lpBeforeBurn - SOL);
  await shot(page, '6b-manage-burn');

  // The token page's risk analysis counts the LP burned.
  await page.goto(`/solana/token/${mint}`);
  await expect.poll(() => page.getByText(/[\d.]+% burned, /).isVisible(), { timeout: 15_000 }).toBe(true);
  await page.getByText('LP Burned / Locked').waitFor();
  await shot(page, '6c-token-page-lp-risk');

  // Dashboard: the pool with its figures and its LP token by name.
  await page.goto('/solana/dashboard');
  await page.getByRole('tab', { name: TEXTS.liquidity }).click();
  await page.getByRole('cell', { name: /SOL/ }).first().waitFor({ timeout: 15_000 });
  await page.getByRole('link', { name: pool.lpName }).waitFor();
  await shot(page, '7-dashboard-liquidity');
  await expect.poll(() => page.getByText(/₹/).count()).toBeGreaterThan(0);
});
