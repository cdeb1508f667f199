/**
 * Create Token as one form over the shared schema, in Chromium with the test Phantom on the
 * embedded chain: every field's mistake is named under that field before anything is sent (the
 * video link and the creator's site included, not only the basics), "@handle" and "site.xyz" are
 * understood and normalised, and "1,000,000" as the supply reads as a million.
 */
import { TEXTS } from '@toolkit/shared';
import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { airdrop, api, connectWallet, useE2E } from './support/index.ts';

const e2e = useE2E();
const UI = { timeout: 15_000 };

/** The message the field is described by (its inline error), once the field is marked invalid. */
async function inlineError(page: Page, field: Locator): Promise<string> {
  await expect.poll(() => field.getAttribute('aria-invalid'), UI).toBe('true');
  const describedBy = (await field.getAttribute('aria-describedby'))!;
  return (await page.locator(`[id="${describedBy}"]`).textContent()) ?? '';
}

test('Given the Create Token form with a video link that is no link, when the user presses Create Token, then the message sits under YouTube Video before anything is sent; with it fixed, "@rocketjet", "rocket.xyz" and "1,000,000" make a token whose document holds the full links and whose supply is a million', async () => {
  const { page, wallet } = await e2e.openPage({ path: '/solana/create-solana-token' });
  await airdrop(e2e.app.rpcUrl, wallet!.address, 10n * 10n ** 9n);
  await connectWallet(page);
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/token/create')) sent.push(r.url());
  });

  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Handle Coin');
  await page.getByRole('textbox', { name: 'Symbol' }).fill('HDL');
  await page.getByRole('spinbutton', { name: 'Decimals' }).fill('6');
  await page.getByRole('textbox', { name: 'Initial Supply' }).fill('1,000,000');
  await page.getByText('= 1,000,000').waitFor();

  await page.getByRole('switch', { name: 'Custom creator info' }).click();
  const site = page.getByRole('textbox', { name: 'Creator Website' });
  await site.fill('rocket.xyz');
  await site.blur();
  await expect.poll(() => site.inputValue()).toBe('https://rocket.xyz');

  await page.getByRole('switch', { name: 'Social links' }).click();
  const twitter = page.getByRole('textbox', { name: 'Twitter' });
  await twitter.fill('@rocketjet');
  await page.getByRole('textbox', { name: 'Website', exact: true }).fill('rocket.xyz');

  await page.getByRole('switch', { name: 'Video' }).click();
  const video = page.getByRole('textbox', { name: 'YouTube Video' });
  await video.fill('my video');

  // When the user presses Create Token, then the video's mistake is named under it, which has the focus, and nothing was sent
  await page.getByRole('button', { name: 'Create Token' }).click();
  expect(await inlineError(page, video)).toBe(TEXTS.invalidUrl);
  await expect.poll(() => video.evaluate((el) => el === document.activeElement)).toBe(true);
  expect(sent).toEqual([]);
  expect(await page.locator('[data-sonner-toast]').count()).toBe(0);

  // When the link is fixed and the token created
  await video.fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await expect.poll(() => video.getAttribute('aria-invalid')).toBeNull();
  await page.getByRole('button', { name: 'Create Token' }).click();
  const created = page.locator('[data-sonner-toast]').filter({ hasText: TEXTS.tokenCreated });
  await created.waitFor({ timeout: 30_000 });
  const href = await created.getByRole('link', { name: 'Open token page' }).getAttribute('href');
  const mint = href!.split('/').pop()!;

  // Then the chain's supply is a million and the document holds the links as URLs
  const info = await api<{ data: { supply: string; metadata: Record<string, unknown> } }>(e2e.app.url, `/token/info/${mint}`);
  expect(info.status).toBe(200);
  expect(info.body.data.supply).toBe('1000000000000');
  expect(info.body.data.metadata).toMatchObject({
    socials: { twitter: 'https://x.com/rocketjet', website: 'https://rocket.xyz' },
    creator: { site: 'https://rocket.xyz' },
  });
});

test('Given the Create Token form with Roadmap and Team on, when the user adds a stage and a member in their dialogs, edits the stage and cancels a second member, then the lists hold the saved stage and the one member', async () => {
  const { page } = await e2e.openPage({ path: '/solana/create-solana-token' });
  const dialog = page.getByRole('dialog');

  // When a roadmap stage is added, then it is listed with its percentage
  await page.getByRole('switch', { name: 'Roadmap' }).click();
  await page.getByRole('button', { name: 'Add roadmap stage' }).click();
  await dialog.getByRole('heading', { name: TEXTS.editRoadmap }).waitFor(UI);
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Launch');
  await dialog.getByRole('textbox', { name: 'Percentage' }).fill('40');
  await dialog.getByRole('button', { name: 'Add stage' }).click();
  await dialog.waitFor({ state: 'detached', ...UI });
  await page.getByText('1. Launch').waitFor(UI);
  await page.getByText('40%', { exact: true }).waitFor();

  // When it is edited, then the dialog saves it in place
  await page.getByRole('button', { name: 'Edit Launch' }).click();
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Listing');
  await dialog.getByRole('button', { name: 'Save stage' }).click();
  await page.getByText('1. Listing').waitFor(UI);
  expect(await page.getByText('1. Launch').count()).toBe(0);

  // When a team member is added, then listed; a second one cancelled is not
  await page.getByRole('switch', { name: 'Team' }).click();
  await page.getByRole('button', { name: 'Add team member' }).click();
  await dialog.getByRole('heading', { name: 'Add team member' }).waitFor(UI);
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Ada');
  await dialog.getByRole('textbox', { name: 'Job Title' }).fill('Founder');
  await dialog.getByRole('button', { name: 'Add member' }).click();
  await dialog.waitFor({ state: 'detached', ...UI });
  await page.getByRole('button', { name: 'Edit Ada' }).waitFor(UI);
  await page.getByRole('button', { name: 'Add team member' }).click();
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Bob');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'detached', ...UI });
  expect(await page.getByRole('button', { name: /^Edit / }).count()).toBe(2);
  expect(await page.getByRole('button', { name: 'Edit Bob' }).count()).toBe(0);
});
