/**
 * Making Bots in Chromium with the test Phantom on the embedded chain: a user whose admin wallet
 * holds SOL creates a DCA buy on a pool another wallet opened, reads its fills in the preview,
 * sees it among their open orders on the token's trading page, watches two fills land (each with
 * its signature and explorer link), and cancels it. The chain then holds exactly what the list
 * says was received, in the admin wallet, and no fill lands after the cancel. The local chain's
 * clock is the wall clock: fills 20 seconds apart keep the wait short and leave time to cancel.
 */
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { BOT_TEXTS, LAMPORTS_PER_SOL, parseAmount, type BotOrderView } from '@toolkit/shared';
import { tokenBalance } from '../apps/server/test/chain-kit.ts';
import { airdrop, api, apiSignIn, confirmSignature, connectWallet, createTestWallet, getBalance, screenshot, useE2E } from './support/index.ts';
import { givenPoolViaApi } from './tokens-support.ts';

const e2e = useE2E();
const UI = { timeout: 30_000 };
const FILLS = { timeout: 90_000, interval: 1_000 };
const main = (page: Page) => page.getByRole('main');
const INTERVAL_SECONDS = 20;

async function ordersOf(token: string): Promise<BotOrderView[]> {
  const { status, body } = await api<{ orders: BotOrderView[] }>(e2e.app.url, '/bots/orders', { token });
  expect(status).toBe(200);
  return body.orders;
}

describe('Making Bots', () => {
  test('Given a pool and a funded admin wallet, when the user creates a DCA buy, sees two fills land (pausing and resuming between them) and cancels, then the list shows both fills with their signatures and the chain holds what they received', async () => {
    // Given a TKN/SOL pool another wallet opened (1,000,000 TKN against 10 SOL)
    const creator = createTestWallet();
    await airdrop(e2e.app.rpcUrl, creator.address, 50n * LAMPORTS_PER_SOL);
    const { mint, pool } = await givenPoolViaApi(e2e.app, await apiSignIn(e2e.app.url, creator), creator);

    // And a user whose admin wallet holds 2 SOL
    const user = createTestWallet();
    await airdrop(e2e.app.rpcUrl, user.address, LAMPORTS_PER_SOL);
    const token = await apiSignIn(e2e.app.url, user);
    const admin = (await api<{ data: { adminWallet: { address: string } } }>(e2e.app.url, '/wallet/fetch', { token })).body.data.adminWallet.address;
    await airdrop(e2e.app.rpcUrl, admin, 2n * LAMPORTS_PER_SOL);

    // When they open Making Bots and fill a DCA: buy with 0.01 SOL every 20 seconds, 4 times, from the admin wallet
    const { page } = await e2e.openPage({ wallet: user, path: '/solana/making-bots' });
    await connectWallet(page);
    const form = main(page).getByRole('region', { name: 'New order' });
    await form.getByRole('radio', { name: 'DCA' }).click();
    await expect.poll(() => form.getByLabel('Wallet').inputValue(), UI).toBe(admin);
    await expect.poll(() => form.getByLabel('Pool').inputValue(), UI).toBe(pool);
    await form.getByRole('radio', { name: /^Buy / }).click();
    await form.getByLabel('Amount of SOL to spend per fill').fill('0.01');
    await form.getByLabel('Seconds between fills').fill(String(INTERVAL_SECONDS));
    await form.getByLabel('Number of fills').fill('4');
    // The slippage starts at the user's swap slippage (Auto: 0.5 %)
    expect(await form.getByLabel('Slippage (%)').inputValue()).toBe('0.5');

    // Then the preview lists the four fills, 20 seconds apart, and what they would receive now
    const preview = form.getByRole('region', { name: 'Preview of the fills' });
    await expect
      .poll(() => preview.getByTestId('preview-summary').textContent(), UI)
      .toMatch(/^4 fills every 20 seconds, 0\.04 SOL in all: about [\d.]+ \S+ at the price now\.$/);
    expect(await preview.getByRole('row').count()).toBe(5);
    await screenshot(page, 'making-bots-preview');

    // When they create it
    await form.getByRole('button', { name: 'Create order' }).click();
    await page.locator('[data-sonner-toast]').filter({ hasText: 'Order created' }).waitFor(UI);
    const orders = main(page).getByRole('region', { name: 'Your orders' });
    const order = orders.getByTestId('bot-order');
    await expect.poll(() => order.count(), UI).toBe(1);
    expect(await order.getByTestId('order-status').textContent()).toBe('Active');
    expect(await order.textContent()).toContain('0.01 SOL every 20 seconds, 4 times (0.04 SOL in all)');

    // Then the token's trading page shows it among the user's open orders
    await page.goto(`${e2e.app.url}/solana/token/${mint}`);
    const open = page.getByRole('region', { name: 'Your open orders' });
    await expect.poll(() => open.getByTestId('open-order').count(), UI).toBe(1);
    expect(await open.getByTestId('open-order').textContent()).toMatch(/^DCA · Buy \S+ · Active/);
    await page.goto(`${e2e.app.url}/solana/making-bots`);

    // And the first fill lands at once; pausing says so on the order, and resuming runs it again
    await expect.poll(() => order.getByTestId('order-fills').textContent(), FILLS).toBe('1 of 4');
    await order.getByRole('button', { name: 'Pause' }).click();
    await expect.poll(() => order.getByTestId('order-status').textContent(), UI).toBe('Paused');
    expect(await order.getByTestId('order-reason').textContent()).toBe(BOT_TEXTS.pausedByYou);
    await order.getByRole('button', { name: 'Resume' }).click();
    await expect.poll(() => order.getByTestId('order-status').textContent(), UI).toBe('Active');

    // And a second fill lands: the list refreshes by itself, each fill with its signature and explorer link
    await expect.poll(() => order.getByTestId('order-fills').textContent(), FILLS).toBe('2 of 4');

    // When they cancel it
    await order.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => order.getByTestId('order-status').textContent(), UI).toBe('Cancelled');
    await screenshot(page, 'making-bots-cancelled');

    // Then the order as the API reports it has two landed fills, and the screen shows each one's signature
    const [view] = await ordersOf(token);
    expect(view!.status).toBe('cancelled');
    const landed = view!.fills.filter((f) => f.status === 'landed');
    expect(landed).toHaveLength(2);
    const rows = order.getByTestId('bot-fill');
    expect(await rows.count()).toBe(2);
    for (const fill of landed) {
      await confirmSignature(e2e.app.rpcUrl, fill.signature!);
      const link = order.locator(`a[href*="${fill.signature}"]`);
      expect(await link.count()).toBe(1);
      expect(await link.getAttribute('target')).toBe('_blank');
    }
    expect(await order.getByTestId('order-filled').textContent()).toBe(`0.02 SOL → ${view!.progress.received} ${view!.base.symbol}`);
    expect(await order.getByTestId('order-average').textContent()).toBe(`${view!.averagePrice} SOL per ${view!.base.symbol}`);

    // And the chain holds in the admin wallet exactly what the fills received, and no fill lands after the cancel
    const received = parseAmount(view!.progress.received, view!.base.decimals);
    expect(received).toBeGreaterThan(0n);
    expect(await tokenBalance(e2e.app.rpcUrl, admin, mint)).toBe(received);
    const solAfterCancel = await getBalance(e2e.app.rpcUrl, admin);
    expect(solAfterCancel).toBeLessThanOrEqual(2n * LAMPORTS_PER_SOL - 20_000_000n);
    await new Promise((r) => setTimeout(r, (INTERVAL_SECONDS + 5) * 1000));
    expect(await tokenBalance(e2e.app.rpcUrl, admin, mint)).toBe(received);
    expect(await getBalance(e2e.app.rpcUrl, admin)).toBe(solAfterCancel);
    expect((await ordersOf(token))[0]!.fills.filter((f) => f.status === 'landed')).toHaveLength(2);
  }, 240_000);

  test('Given an active DCA buy, when the user asks for a sell on the same pool or more fills than the wallet can pay, then each refusal shows under its field in plain words and nothing is created', async () => {
    // Given a pool, and a user whose admin wallet holds 2 SOL and runs a DCA buy (one fill now, the next in an hour)
    const creator = createTestWallet();
    await airdrop(e2e.app.rpcUrl, creator.address, 50n * LAMPORTS_PER_SOL);
    const { pool } = await givenPoolViaApi(e2e.app, await apiSignIn(e2e.app.url, creator), creator);
    const user = createTestWallet();
    await airdrop(e2e.app.rpcUrl, user.address, LAMPORTS_PER_SOL);
    const token = await apiSignIn(e2e.app.url, user);
    const admin = (await api<{ data: { adminWallet: { address: string } } }>(e2e.app.url, '/wallet/fetch', { token })).body.data.adminWallet.address;
    await airdrop(e2e.app.rpcUrl, admin, 2n * LAMPORTS_PER_SOL);
    const created = await api(e2e.app.url, '/bots/orders', {
      method: 'POST',
      token,
      body: { kind: 'dca', wallet: admin, pool, side: 'buy', amount: '0.01', intervalSeconds: 3600, count: 2 },
    });
    expect(created.status).toBe(200);
    await expect.poll(async () => (await ordersOf(token))[0]!.progress.fills, FILLS).toBe(1);

    // When the user fills a DCA sell of 1 token on the same pool from the same wallet
    // (opened as the trading page links to it, with the pool chosen)
    const { page, errors } = await e2e.openPage({ wallet: user, path: `/solana/making-bots?pool=${pool}` });
    // The browser logs each refused preview and create (4xx) as a console error.
    errors.allow(/status of 4\d\d/);
    await connectWallet(page);
    const form = main(page).getByRole('region', { name: 'New order' });
    await expect.poll(() => form.getByLabel('Pool').inputValue(), UI).toBe(pool);
    await form.getByRole('radio', { name: /^Sell / }).click();
    await form.getByLabel(/^Amount of \S+ to spend per fill$/).fill('1');
    await form.getByLabel('Seconds between fills').fill('60');
    await form.getByLabel('Number of fills').fill('2');

    // Then the preview already says why, under Side: that would be trading with yourself
    const washing = BOT_TEXTS.washOwnOrders('buys', 'sell');
    await expect.poll(() => form.getByRole('alert').allTextContents(), UI).toEqual([washing]);
    // And Create is refused with the same words, and no order is created
    await form.getByRole('button', { name: 'Create order' }).click();
    await expect.poll(() => form.getByRole('alert').allTextContents(), UI).toEqual([washing]);
    expect(await ordersOf(token)).toHaveLength(1);
    await screenshot(page, 'making-bots-wash-trading-refused');

    // When they buy instead, 0.5 SOL every minute 10 times: 5 SOL from a wallet of about 2
    await form.getByRole('radio', { name: /^Buy / }).click();
    await form.getByLabel('Amount of SOL to spend per fill').fill('0.5');
    await form.getByLabel('Number of fills').fill('10');

    // Then the number of fills says the wallet cannot pay for every fill, and Create changes nothing
    const fills = form.getByLabel('Number of fills');
    const message = async () => {
      const id = await fills.getAttribute('aria-describedby');
      return id ? page.locator(`[id="${id}"]`).textContent() : null;
    };
    await expect.poll(message, UI).toMatch(/This wallet cannot pay for every fill\.$/);
    await form.getByRole('button', { name: 'Create order' }).click();
    await expect.poll(message, UI).toMatch(/This wallet cannot pay for every fill\.$/);
    expect(await ordersOf(token)).toHaveLength(1);
  }, 240_000);
});
