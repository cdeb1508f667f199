/**
 * An LP token's page after its holder locked LP (issue 11.6), in Chromium on the embedded chain:
 * the holder list names the pool's LP lock account "LP lock", not "Authority", though the pool
 * authority that owns it is also the LP mint's authority. The pool and the lock are set up
 * through the API the way the app does it (the server builds, the wallet signs).
 */
import { TEXTS } from '@toolkit/shared';
import { expect, test } from 'vitest';
import { walletSign } from '../apps/server/test/chain-kit.ts';
import { airdrop, api, apiSignIn, createTestWallet, screenshot, shortenAddress, useE2E } from './support/index.ts';
import { givenPoolViaApi } from './tokens-support.ts';

const e2e = useE2E();

test("Given a pool whose creator locked 5 LP until 2999, when a visitor opens the LP token's page, then its largest holders show the pool's lock account labelled LP lock", async () => {
  const creator = createTestWallet();
  await airdrop(e2e.app.rpcUrl, creator.address, 50n * 10n ** 9n);
  const token = await apiSignIn(e2e.app.url, creator);
  const { pool } = await givenPoolViaApi(e2e.app, token, creator);
  const { body: view } = await api<{ data: { lpMint: string } }>(e2e.app.url, `/liquidity/pool/${pool}`);
  const lock = await api<{ transaction: string }>(e2e.app.url, '/liquidity/lp/lock', {
    method: 'POST',
    token,
    body: { pool, amount: '5', unlockAt: '2999-01-01T00:00:00Z' },
  });
  expect(lock.status).toBe(200);
  const sent = await api(e2e.app.url, '/transaction/sendAndConfirm', {
    method: 'POST',
    token,
    body: { rawSignedTransaction: walletSign(lock.body.transaction, creator) },
  });
  expect(sent.status).toBe(200);

  const { page } = await e2e.openPage({ path: `/solana/token/${view.data.lpMint}` });
  const holders = page.getByRole('region', { name: 'Largest holders' });
  const locked = holders.getByRole('listitem').filter({ hasText: TEXTS.holderLabelLpLock });
  await locked.waitFor({ timeout: 15_000 });
  // The row names the lock account's owner, the pool, and only the lock's label.
  expect(await locked.textContent()).toContain(shortenAddress(pool));
  expect(await locked.textContent()).not.toContain(TEXTS.holderLabelAuthority);
  await screenshot(page, 'lp-token-holders-lp-lock');
});
