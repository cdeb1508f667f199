/**
 * Pools and swaps as a user does them, in Chromium with the test Phantom on the embedded chain:
 * create a pool (two steps), swap both ways on the swap screen (minimum received, then received),
 * add and remove liquidity (the signed minimum, then what was received), burn and lock LP, see the LP risk on the token page, and see the pool
 * on the dashboard. The token is minted in the test's set-up with the SPL token program
 * (the token creator is another issue's screen and is tested there).
 */
import { parseAmount, TEXTS as LIQUIDITY_TEXTS, TEXTS } from '@toolkit/shared';
import { expect, test } from 'vitest';
import { createTestToken, tokenBalance } from '../apps/server/test/chain-kit.ts';
import { airdrop, connectWallet, screenshot, useE2E } from './support/index.ts';

const e2e = useE2E();
const shot = (page: import('playwright-core').Page, name: string) => screenshot(page, `liquidity-${name}`);

/** The deposit's or withdrawal's box beside its form: the minimum (as "12.5 LP" or "3 TKN + 0.1 SOL"), then what was received. */
const outcomeCell = (page: import('playwright-core').Page, label: string) =>
  page
    .getByRole('region', { name: TEXTS.liquidityOutcome })
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
/** Before signing: the minimum the transaction will guarantee. */
const liquidityMinimum = async (page: import('playwright-core').Page) => (await outcomeCell(page, TEXTS.minimumReceived).textContent())!;
/** Once landed: the signed minimum and what was received. */
async function liquidityOutcome(page: import('playwright-core').Page) {
  await outcomeCell(page, TEXTS.amountReceived).waitFor({ timeout: 30_000 });
  return { minimum: await liquidityMinimum(page), received: (await outcomeCell(page, TEXTS.amountReceived).textContent())! };
}
/** The amount of `symbol` in an outcome text. */
const amountOf = (text: string, symbol: string) =>
  text
    .split(' + ')
    .find((part) => part.endsWith(` ${symbol}`))!
    .split(' ')[0]!;

test('Given a token, when the user creates a TKN/SOL pool, swaps both ways, adds and removes liquidity, burns and locks LP, then the chain, the screens and the token page LP risk agree', async () => {
  const { page, wallet } = await e2e.openPage({ path: '/solana/create-liquidity-pool' });
  await airdrop(e2e.app.rpcUrl, wallet!.address, 50n * 10n ** 9n);
  const mint = await createTestToken(e2e.app.rpcUrl, wallet!, 6, 5_000_000n * 10n ** 6n);
  await connectWallet(page);

  // Step 1: initialise — base token through the picker's add-token form, SOL as quote, 1 % tier.
  await page.getByRole('button', { name: /Base Token: select a token/ }).click();
  await page.getByLabel('Add a token by mint address').fill(mint);
  await page.getByRole('button', { name: 'Add Token' }).click();
  await page.getByLabel('Base Token Amount').fill('1000000');
  await page.getByLabel('Quote Token Amount').fill('10');
  await page.getByRole('radio', { name: '1%' }).click();
  await expect.poll(() => page.getByText('≈ 0.2 SOL').isVisible()).toBe(true);
  await shot(page, '1-create-pool');
  await page.getByRole('button', { name: 'Initialise Pool' }).click();
  await page.getByText(LIQUIDITY_TEXTS.poolCreated).first().waitFor({ timeout: 30_000 });

  // Step 2: add liquidity at the recorded amounts.
  await page.getByRole('button', { name: 'Add Liquidity' }).waitFor();
  await shot(page, '2-add-liquidity-step');
  const firstMinimum = await liquidityMinimum(page);
  await page.getByRole('button', { name: 'Add Liquidity' }).click();
  await page.getByText(LIQUIDITY_TEXTS.liquidityAdded).first().waitFor({ timeout: 30_000 });
  expect(await tokenBalance(e2e.app.rpcUrl, wallet!.address, mint)).toBe(3_000_000n * 10n ** 6n);
  // The minimum LP the signed deposit guaranteed, and the LP received (its top-up included).
  const firstDeposit = await liquidityOutcome(page);
  expect(firstDeposit.minimum).toMatch(/^[\d.]+ LP$/);
  expect(firstDeposit.minimum).toBe(firstMinimum);
  expect(Number(amountOf(firstDeposit.received, 'LP'))).toBeGreaterThanOrEqual(Number(amountOf(firstDeposit.minimum, 'LP')));

  // Swap SOL -> TKN.
  await page.goto('/solana/swap');
  await page.getByRole('heading', { name: TEXTS.swapTitle }).waitFor();
  await expect.poll(() => page.getByRole('button', { name: /To token: / }).textContent(), { timeout: 15_000 }).not.toContain('Select');
  await page.getByLabel('From amount').fill('1');
  await expect.poll(() => page.getByLabel('To amount').textContent(), { timeout: 15_000 }).toMatch(/^[\d.]+$/);
  await expect.poll(() => page.getByText(/1 SOL ≈ [\d,.]+ /).isVisible()).toBe(true);
  await page.getByRole('button', { name: TEXTS.showMore }).click();
  await shot(page, '3-swap-quote');
  // Before signing: the minimum received the signed transaction guarantees.
  const details = page.getByRole('region', { name: 'Swap details' });
  const minimumShown = await details.getByText(TEXTS.minimumReceived, { exact: true }).locator('xpath=following-sibling::span[1]').textContent();
  expect(minimumShown).toMatch(/^[\d.]+ \S+$/);
  const tknBefore = await tokenBalance(e2e.app.rpcUrl, wallet!.address, mint);
  await page.getByRole('button', { name: TEXTS.swapTokens }).click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: TEXTS.swapSuccessful });
  await toast.waitFor({ timeout: 30_000 });
  await shot(page, '4-swap-success');
  // After: the minimum, and the amount that reached the wallet (the improvement included), as on chain.
  const gained = (await tokenBalance(e2e.app.rpcUrl, wallet!.address, mint)) - tknBefore;
  const cell = (label: string) =>
    toast
      .locator('dt', { hasText: new RegExp(`^${label}$`) })
      .locator('xpath=following-sibling::dd[1]')
      .textContent();
  expect(await cell(TEXTS.minimumReceived)).toBe(minimumShown);
  const receivedShown = (await cell(TEXTS.amountReceived))!.split(' ')[0]!;
  expect(parseAmount(receivedShown, 6)).toBe(gained);
  expect(gained).toBeGreaterThanOrEqual(parseAmount(minimumShown!.split(' ')[0]!, 6));

  // Flip and swap TKN -> SOL.
  const tknBeforeSell = await tokenBalance(e2e.app.rpcUrl, wallet!.address, mint);
  await page.getByRole('button', { name: /Flip direction/ }).click();
  await page.getByLabel('From amount').fill('5000');
  await expect.poll(() => page.getByLabel('To amount').textContent(), { timeout: 15_000 }).toMatch(/^[\d.]+$/);
  await page.getByRole('button', { name: TEXTS.swapTokens }).click();
  await expect.poll(async () => page.getByText(TEXTS.swapSuccessful).count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
  await expect.poll(() => tokenBalance(e2e.app.rpcUrl, wallet!.address, mint)).toBe(tknBeforeSell - 5000n * 10n ** 6n);

  // Manage Liquidity: remove half of the LP.
  await page.goto('/solana/manage-liquidity');
  await page.getByRole('button', { name: /SOL 1%/ }).click();
  await page.getByText('Your LP tokens').waitFor();
  await page.getByRole('tab', { name: 'Remove Liquidity' }).click();
  await page.getByRole('button', { name: '50%' }).click();
  await shot(page, '5-manage-remove');
  const removeMinimum = await liquidityMinimum(page);
  const beforeRemove = await tokenBalance(e2e.app.rpcUrl, wallet!.address, mint);
  await page.getByRole('button', { name: 'Remove Liquidity' }).last().click();
  await page.getByText(LIQUIDITY_TEXTS.liquidityRemoved).first().waitFor({ timeout: 30_000 });
  // Each side's signed minimum, and what was received: the token side exactly what reached the wallet.
  const withdrawal = await liquidityOutcome(page);
  expect(withdrawal.minimum).toMatch(/^[\d.]+ \S+ \+ [\d.]+ SOL$/);
  expect(withdrawal.minimum).toBe(removeMinimum);
  const tknSymbol = withdrawal.received.split(' + ')[0]!.split(' ')[1]!;
  const tknReceived = parseAmount(amountOf(withdrawal.received, tknSymbol), 6);
  expect(tknReceived).toBeGreaterThanOrEqual(parseAmount(amountOf(withdrawal.minimum, tknSymbol), 6));
  expect(await tokenBalance(e2e.app.rpcUrl, wallet!.address, mint)).toBe(beforeRemove + tknReceived);
  expect(parseAmount(amountOf(withdrawal.received, 'SOL'), 9)).toBeGreaterThanOrEqual(parseAmount(amountOf(withdrawal.minimum, 'SOL'), 9));

  // Add again from Manage Liquidity.
  await page.getByRole('tab', { name: 'Add Liquidity' }).click();
  await page.getByLabel('Amount', { exact: true }).fill('1000');
  const addMinimum = await liquidityMinimum(page);
  await page.getByRole('button', { name: 'Add Liquidity' }).last().click();
  await expect.poll(async () => page.getByText(LIQUIDITY_TEXTS.liquidityAdded).count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
  const deposit = await liquidityOutcome(page);
  expect(deposit.minimum).toBe(addMinimum);
  expect(Number(amountOf(deposit.received, 'LP'))).toBeGreaterThanOrEqual(Number(amountOf(deposit.minimum, 'LP')));
  await shot(page, '6-manage-after');

  // Burn / Lock: burn 1 LP for good, lock 1 LP until 2999, each after its warning.
  await page.getByRole('tab', { name: 'Burn / Lock' }).click();
  await page.getByText(/Burning is permanent/).waitFor();
  await page.getByLabel('LP tokens to burn').fill('1');
  await page.getByRole('button', { name: 'Burn LP' }).last().click();
  await page.getByText('LP tokens burned').first().waitFor({ timeout: 30_000 });
  await page.getByRole('radio', { name: 'Lock LP' }).click();
  await page.getByText(/Locked LP tokens cannot be withdrawn/).waitFor();
  await page.getByLabel('LP tokens to lock').fill('1');
  await page.getByLabel('Unlock date (UTC)').fill('2999-01-01T00:00');
  await page.getByRole('button', { name: 'Lock LP' }).last().click();
  await page.getByText('LP tokens locked').first().waitFor({ timeout: 30_000 });
  await page
    .getByRole('region', { name: 'Your LP locks' })
    .getByText(/1 LP · until 2999-01-01 00:00 UTC/)
    .waitFor({ timeout: 15_000 });
  await shot(page, '6b-manage-burn-lock');

  // The token page's risk analysis states the LP share burned and locked.
  await page.goto(`/token/${mint}`);
  await expect.poll(() => page.getByText(/% burned, [\d.]+% locked until 2999-01-01/).isVisible(), { timeout: 15_000 }).toBe(true);
  await page.getByText('LP Burned / Locked').waitFor();
  await shot(page, '6c-token-page-lp-risk');

  // Dashboard: the pool with its figures.
  await page.goto('/solana/dashboard');
  await page.getByRole('tab', { name: TEXTS.liquidity }).click();
  await page.getByRole('cell', { name: /SOL/ }).first().waitFor({ timeout: 15_000 });
  await shot(page, '7-dashboard-liquidity');
  await expect.poll(() => page.getByText(/₹/).count()).toBeGreaterThan(0);
});
