/**
 * Every pool of a token on its page, in Chromium on the embedded chain. The pools are opened and
 * the swap sent straight to the chain by other clients (the AMM's builders, never the API): the
 * page's price stays the deep pool's, the stranger's pool is listed and flagged, and the swap
 * shows in the recent trades of the open page within seconds, the indexer having read it from the chain.
 */
import { TEXTS } from '@toolkit/shared';
import { expect, test } from 'vitest';
import { createTestToken, giveTokens } from '../apps/server/test/chain-kit.ts';
import { createTestWallet } from '../apps/server/test/helpers.ts';
import { programPools } from '../apps/server/test/program-pool-kit.ts';
import { airdrop, screenshot, useE2E } from './support/index.ts';

const e2e = useE2E();
const SOL = 1_000_000_000n;
const TKN = 1_000_000n;

test("Given a token's 100,000 TKN + 100 SOL pool and a stranger's 1 TKN + 150 SOL pool at 4 %, when its page opens, then the price is the deep pool's, both pools are listed, the stranger's flagged, and a swap sent straight to the chain shows in the recent trades", async () => {
  const rpcUrl = e2e.app.rpcUrl;
  const [alice, stranger, bob] = [createTestWallet(), createTestWallet(), createTestWallet()];
  await Promise.all([
    airdrop(rpcUrl, alice.address, 120n * SOL),
    airdrop(rpcUrl, stranger.address, 200n * SOL),
    airdrop(rpcUrl, bob.address, 5n * SOL),
  ]);
  const mint = await createTestToken(rpcUrl, alice, 6, 10_000_000n * TKN);
  await giveTokens(rpcUrl, alice, stranger.address, mint, TKN);
  const pools = programPools(rpcUrl);
  const deep = await pools.openSolPool(alice, mint, 100_000n * TKN, 100n * SOL);
  await pools.openSolPool(stranger, mint, TKN, 150n * SOL, 40_000n);

  const { page } = await e2e.openPage({ path: `/solana/token/${mint}`, wallet: null });
  const symbol = (await page.getByRole('heading', { level: 1 }).textContent())!;
  const figures = page.getByRole('region', { name: 'Market figures' });
  await expect.poll(() => figures.textContent(), { timeout: 15_000 }).toMatch(/Price0\.001 SOL/);
  const list = page.getByRole('region', { name: TEXTS.tokenPoolsHeading });
  const main = list.getByRole('listitem', { name: `${symbol}/SOL 0.25%` });
  const shallow = list.getByRole('listitem', { name: `${symbol}/SOL 4%` });
  await expect.poll(() => main.textContent(), { timeout: 15_000 }).toContain(TEXTS.tokenPoolMain);
  expect(await main.textContent()).not.toContain(TEXTS.tokenPoolOutlier);
  expect(await shallow.textContent()).toContain(TEXTS.tokenPoolOutlier);
  expect(await shallow.textContent()).toContain('150 SOL');
  await screenshot(page, 'token-pools');

  // When another client buys with 0.5 SOL straight on chain, the open page shows it within seconds, without a reload.
  await pools.swapIn(bob, deep, 'So11111111111111111111111111111111111111112', SOL / 2n);
  const trades = page.getByRole('region', { name: 'Recent trades' });
  await expect
    .poll(() => trades.getByRole('listitem').allTextContents(), { timeout: 15_000, interval: 500 })
    .toEqual([expect.stringMatching(/^Buy.* 0\.5 SOL/)]);
  await expect.poll(() => figures.textContent(), { timeout: 15_000 }).toContain('1 trade in the last 24 hours');
});
