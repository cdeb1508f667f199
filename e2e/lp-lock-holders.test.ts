/**
 * LP locks in Chromium on the embedded chain: the holder locks LP on Manage Liquidity's Lock LP
 * tab, which puts it in an escrow of the lock program (read on chain: the wallet has less, the
 * escrow holds it, no one can cancel it); the lock is listed with its unlock date; releasing it
 * before the date fails with the date in the toast and moves nothing; after the date (a day away:
 * the test moves the local chain's clock past it rather than waiting) Release brings the LP back. Burn
 * stays a burn on its own tab. The pool is set up through the API the way the app does it.
 */
import { createSolanaRpc } from '@solana/kit';
import { findVestingEscrows, LOCK_PROGRAM_ADDRESS } from '@toolkit/chain';
import { ERRORS } from '@toolkit/shared';
import { expect, test } from 'vitest';
import { tokenBalance } from '../apps/server/test/chain-kit.ts';
import { poolOf } from './pools-support.ts';
import { airdrop, apiSignIn, connectWallet, createTestWallet, screenshot, useE2E } from './support/index.ts';
import { givenPoolViaApi } from './tokens-support.ts';

const e2e = useE2E();
const UI = { timeout: 30_000 };

test('Given a pool on the AMM program, when its creator locks 5 LP on Manage Liquidity until a date a day away, then the escrow holds it, an early Release fails with the date, and Release after the date brings it back', async () => {
  // Given a creator holding a pool's LP
  const creator = createTestWallet();
  await airdrop(e2e.app.rpcUrl, creator.address, 50n * 10n ** 9n);
  const token = await apiSignIn(e2e.app.url, creator);
  const { mint, pool: address } = await givenPoolViaApi(e2e.app, token, creator);
  const pool = await poolOf(e2e.app.url, mint);
  const unit = 10n ** BigInt(pool.lpDecimals);
  const held = await tokenBalance(e2e.app.rpcUrl, creator.address, pool.lpMint);
  expect(held).toBeGreaterThan(5n * unit);

  // When they lock 5 LP on the Lock LP tab until a date a day away
  const { page, errors } = await e2e.openPage({ wallet: creator, path: `/solana/manage-liquidity?pool=${address}` });
  errors.allow(/409/);
  await connectWallet(page);
  await page.getByText(`LP token: ${pool.lpName} (${pool.lpSymbol})`).waitFor({ timeout: 15_000 });
  await page.getByRole('tab', { name: 'Burn LP' }).click();
  await page.getByText(/Burning is permanent/).waitFor();
  expect(await page.getByText('Unlock date (UTC)').count()).toBe(0);
  await page.getByRole('tab', { name: 'Lock LP' }).click();
  const unlockMs = Math.ceil((Date.now() + 86_400_000) / 1000) * 1000;
  const unlockAt = new Date(unlockMs).toISOString();
  await page.getByLabel('LP tokens to lock').fill('5');
  await page.getByLabel('Unlock date (UTC)').fill(unlockAt.slice(0, 19));
  await page.getByText(/Locked LP tokens go into an escrow of the lock program/).waitFor();
  await page.getByRole('button', { name: 'Lock LP' }).click();
  await page.getByText(`${pool.lpSymbol} locked`).first().waitFor(UI);

  // Then the LP left the wallet for an escrow of the lock program that is the creator's alone
  expect(await tokenBalance(e2e.app.rpcUrl, creator.address, pool.lpMint)).toBe(held - 5n * unit);
  const [escrow] = await findVestingEscrows(createSolanaRpc(e2e.app.rpcUrl), LOCK_PROGRAM_ADDRESS, { recipient: creator.address });
  expect(escrow).toMatchObject({ tokenMint: pool.lpMint, cliffTime: BigInt(unlockMs / 1000), cancelMode: 0, updateRecipientMode: 0 });
  expect(await tokenBalance(e2e.app.rpcUrl, escrow!.address, pool.lpMint)).toBe(5n * unit);
  const locks = page.getByRole('region', { name: 'Your LP locks' });
  const row = locks.getByRole('listitem').filter({ hasText: `unlocks ${unlockAt.slice(0, 16).replace('T', ' ')} UTC` });
  await row.waitFor(UI);
  expect(await row.textContent()).toContain(`5 ${pool.lpSymbol}`);
  await screenshot(page, 'lp-lock-listed');

  // When they release it before the date: the toast gives the date and nothing moves
  await row.getByRole('button', { name: 'Release' }).click();
  const early = ERRORS.LP_LOCK_NOT_DUE.message.replace('$unlockAt', new Date(unlockMs).toISOString());
  await page.getByText(early).first().waitFor(UI);
  expect(await tokenBalance(e2e.app.rpcUrl, escrow!.address, pool.lpMint)).toBe(5n * unit);
  await screenshot(page, 'lp-lock-early-release');

  // When the chain's clock passes the date, Release brings the LP back to the wallet
  e2e.app.advanceClock(86_400 + 60);
  await row.getByRole('button', { name: 'Release' }).click();
  await page.getByText(`${pool.lpSymbol} released`).first().waitFor(UI);
  await expect.poll(() => tokenBalance(e2e.app.rpcUrl, creator.address, pool.lpMint), UI).toBe(held);
  await expect.poll(() => row.textContent(), UI).toContain('Released');
  await screenshot(page, 'lp-lock-released');
}, 180_000);
