/**
 * A page that cannot render keeps the app around it: a token whose metadata document has the
 * wrong shape still gets its trading page, and a page whose code fails to load shows a way back
 * inside the shell instead of a blank screen.
 */
import { TEXTS } from '@toolkit/shared';
import { expect, test } from 'vitest';
import { createTestToken } from '../apps/server/test/chain-kit.ts';
import { airdrop, createTestWallet, useE2E } from './support/index.ts';

const e2e = useE2E();

test('Given a token whose metadata document has a number for a team member name, when its trading page opens, then the page shows the well-formed parts and drops the rest', async () => {
  const creator = createTestWallet();
  await airdrop(e2e.app.rpcUrl, creator.address, 10n * 10n ** 9n);
  const mint = await createTestToken(e2e.app.rpcUrl, creator, 6, 1_000n * 10n ** 6n);
  const { page } = await e2e.openPage({ wallet: null });
  // The document as a third party may write it (what the API passes on of it is the server's business;
  // the page must survive whatever arrives).
  await page.route(`**/api/token/info/${mint}`, async (route) => {
    const response = await route.fetch();
    const { data: info } = (await response.json()) as { data: Record<string, unknown> };
    const metadata = {
      description: 'A token with a careless document',
      tags: ['ok', 7, 'ok'],
      socials: { website: 'https://example.com', twitter: 12 },
      creator: 'nobody',
      tokenomics: [{ title: 'Team', percentage: 40 }, { title: 3 }, null],
      roadmap: [
        { id: 1, title: 'Launch', percentage: 'half' },
        { id: 1, title: 'Grow', percentage: 50 },
      ],
      team: [{ name: 5 }, { id: 2, name: 'Ada', jobTitle: 'Builder' }, 'Bob'],
    };
    await route.fulfill({ response, json: { data: { ...info, metadata } } });
  });

  await page.goto(`/solana/token/${mint}`);

  await page.getByText('A token with a careless document').waitFor();
  const team = page.getByRole('region', { name: 'Team' });
  await team.getByText('Ada').waitFor();
  expect(await team.getByRole('listitem').count()).toBe(1);
  expect(await page.getByRole('region', { name: 'Roadmap' }).getByRole('listitem').allTextContents()).toEqual([expect.stringContaining('Grow')]);
  expect(await page.getByText(TEXTS.routeErrorTitle).count()).toBe(0);
});

test('Given the dashboard, when the next page’s code fails to load, then the shell stays with the reason and a way back to the dashboard', async () => {
  const { page, errors } = await e2e.openPage({ wallet: null, path: '/solana/dashboard' });
  errors.allow(/Failed to fetch dynamically imported module|net::ERR_FAILED|React Router caught the following error/);
  const sidebar = page.getByRole('navigation').first();
  await sidebar.getByRole('link', { name: 'Making Bots' }).waitFor();

  // When the Making Bots page's script fails to arrive (a deploy replaced it, or the network dropped)
  await page.route('**/assets/bots-*.js', (route) => route.abort());
  await sidebar.getByRole('link', { name: 'Making Bots' }).click();

  // Then the page says so inside the shell, and the sidebar still works
  const alert = page.getByRole('alert').filter({ hasText: TEXTS.routeErrorTitle });
  await alert.waitFor();
  await sidebar.getByRole('link', { name: 'Burn Token' }).waitFor();
  await alert.getByRole('link', { name: TEXTS.routeErrorBack }).click();
  await page.waitForURL('**/solana/dashboard');
  // The address changes as the navigation starts; the dashboard replaces the error a moment later.
  await expect.poll(() => page.getByText(TEXTS.routeErrorTitle).count()).toBe(0);
});
