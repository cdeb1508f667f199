/**
 * LP locks on pools of the AMM program, in Chromium on the embedded chain: the app holds no pool
 * funds, so it offers no lock it would have to hold itself (the on-chain lock program takes them
 * over later). The API refuses a new lock and moves nothing; Manage Liquidity offers only the
 * burn, with the pool's LP token by name. The pool is set up through the API the way the app does
 * it (the server builds, the wallet signs).
 */
import { ERRORS } from '@toolkit/shared';
import { expect, test } from 'vitest';
import { tokenBalance } from '../apps/server/test/chain-kit.ts';
import { poolOf } from './pools-support.ts';
import { airdrop, api, apiSignIn, connectWallet, createTestWallet, screenshot, useE2E } from './support/index.ts';
import { givenPoolViaApi } from './tokens-support.ts';

const e2e = useE2E();

test('Given a pool on the AMM program, when its creator asks to lock 5 LP until 2999, then the API refuses with its reason, the LP stays in the wallet, and Manage Liquidity offers only the burn of the LP token by name', async () => {
  const creator = createTestWallet();
  await airdrop(e2e.app.rpcUrl, creator.address, 50n * 10n ** 9n);
  const token = await apiSignIn(e2e.app.url, creator);
  const { mint, pool: address } = await givenPoolViaApi(e2e.app, token, creator);
  const pool = await poolOf(e2e.app.url, mint);
  const held = await tokenBalance(e2e.app.rpcUrl, creator.address, pool.lpMint);
  expect(held).toBeGreaterThan(0n);

  const lock = await api<{ code: string; message: string }>(e2e.app.url, '/liquidity/lp/lock', {
    method: 'POST',
    token,
    body: { pool: address, amount: '5', unlockAt: '2999-01-01T00:00:00Z' },
  });
  expect(lock.status).toBe(409);
  expect(lock.body.code).toBe('LP_LOCK_UNAVAILABLE');
  expect(lock.body.message).toBe(ERRORS.LP_LOCK_UNAVAILABLE.message);
  expect(await tokenBalance(e2e.app.rpcUrl, creator.address, pool.lpMint)).toBe(held);

  const { page, errors } = await e2e.openPage({ wallet: creator, path: `/solana/manage-liquidity?pool=${address}` });
  errors.allow(/409/);
  await connectWallet(page);
  await page.getByText(`LP token: ${pool.lpName} (${pool.lpSymbol})`).waitFor({ timeout: 15_000 });
  await page.getByRole('tab', { name: 'Burn LP' }).click();
  await page.getByText(/Burning is permanent/).waitFor();
  expect(await page.getByRole('radio', { name: 'Lock LP' }).count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Lock LP' }).count()).toBe(0);
  expect(await page.getByText(`You hold`).textContent()).toContain(pool.lpSymbol);
  await screenshot(page, 'lp-burn-no-lock');
});
