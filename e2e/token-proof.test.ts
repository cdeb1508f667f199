/**
 * The token page's proof of what cannot move yet, in Chromium with the test Phantom on the
 * embedded chain: a creator pools most of a token, signs a vesting schedule on the Vesting screen,
 * and locks half the pool's LP in an escrow of the lock program straight on chain (as any other
 * client would). A visitor's token page then shows the schedule with its explorer link, the LP
 * locked with its unlock date, labels the escrow "Vesting", and Top 10 Holders counts neither the
 * pool's own vault nor the escrow, so it does not warn.
 */
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { LAMPORTS_PER_SOL, TEXTS } from '@toolkit/shared';
import { findVestingEscrows, LOCK_PROGRAM_ADDRESS } from '@toolkit/chain';
import { createSolanaRpc } from '@solana/kit';
import { tokenBalance } from '../apps/server/test/chain-kit.ts';
import { lockStraight } from '../apps/server/test/lock-kit.ts';
import { programPools } from '../apps/server/test/program-pool-kit.ts';
import { definition } from './pools-support.ts';
import { airdrop, apiSignIn, connectWallet, createTestWallet, screenshot, useE2E } from './support/index.ts';
import { givenPoolViaApi } from './tokens-support.ts';

const e2e = useE2E();
const UI = { timeout: 30_000 };
const main = (page: Page) => page.getByRole('main');
const UNIT = 1_000_000n;
const DAY = 86_400;

describe('Token page proof', () => {
  test('Given a pooled token whose creator signs a vesting schedule and locks half the LP, when a visitor opens its page, then the risk panel shows the schedule with its link, the LP locked until its date, the escrow is labelled Vesting, and Top 10 Holders does not warn', async () => {
    // Given a creator who pooled 1,000,000 of 1,200,000 tokens (the pool's vault is the largest holder)
    const creator = createTestWallet();
    const recipient = createTestWallet().address;
    await airdrop(e2e.app.rpcUrl, creator.address, 50n * LAMPORTS_PER_SOL);
    const { mint, pool } = await givenPoolViaApi(e2e.app, await apiSignIn(e2e.app.url, creator), creator, { supply: 1_200_000n, pooled: 1_000_000n });

    // When the creator signs a schedule on the Vesting screen: 150,000 tokens, 50,000 in a day, then 100,000 a day later
    const { page } = await e2e.openPage({ wallet: creator, path: '/solana/vesting' });
    await connectWallet(page);
    const cliffLocal = await page.evaluate((day) => {
      const ms = Date.now() + day * 1000;
      return new Date(ms - new Date(ms).getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    }, DAY);
    await main(page).getByLabel('Token mint address').fill(mint);
    await main(page).getByLabel('Recipient wallet').fill(recipient);
    await main(page).getByLabel('Total amount (tokens)').fill('150000');
    await main(page).getByLabel('Unlocked at the first unlock (tokens)').fill('50000');
    await main(page).getByLabel('First unlock (cliff)').fill(cliffLocal);
    await main(page).getByLabel('Seconds between unlocks').fill(String(DAY));
    await main(page).getByLabel('Number of periods after the first unlock').fill('1');
    await main(page).getByRole('button', { name: 'Create vesting schedule' }).click();
    await expect.poll(() => tokenBalance(e2e.app.rpcUrl, creator.address, mint), UI).toBe(50_000n * UNIT);
    const [escrow] = await findVestingEscrows(createSolanaRpc(e2e.app.rpcUrl), LOCK_PROGRAM_ADDRESS, { mint });
    expect(escrow!.recipient).toBe(recipient);

    // And locks half the LP the pool minted (and a hair more, so an odd supply still makes half) until 30 days from now, straight on chain
    const { state } = await programPools(e2e.app.rpcUrl).snapshot(pool);
    const now = BigInt(Math.floor(Date.now() / 1000));
    const unlockAt = now + BigInt(30 * DAY);
    const lpLock = await lockStraight(e2e.app.rpcUrl, creator, state.lpMint, {
      recipient: creator.address,
      start: now,
      cliff: unlockAt,
      cliffAmount: state.lpSupply / 2n + 1_000n,
    });

    // Then a visitor's token page shows the vesting proof: 150,000 locked (12.50 % of the supply), none unlocked, the next unlock at the cliff
    const visitor = await e2e.openPage({ wallet: null, path: `/solana/token/${mint}` });
    const risks = visitor.page.getByRole('region', { name: 'Risk Analysis' });
    const vesting = risks.getByTestId('vesting-proof');
    await vesting.waitFor(UI);
    const localDate = (seconds: bigint) =>
      visitor.page.evaluate((ms) => new Date(ms).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }), Number(seconds) * 1000);
    expect(await definition(vesting, 'Locked now')).toBe('150,000 (12.50% of supply)');
    expect(await definition(vesting, 'Unlocked so far')).toBe('0 of 150,000');
    expect(await definition(vesting, 'Next unlock')).toBe(await localDate(escrow!.cliffTime));
    // And the schedule in plain words, with the escrow's link on the explorer
    const schedule = vesting.getByTestId('vesting-escrow');
    expect(await schedule.getByTestId('vesting-escrow-schedule').textContent()).toBe(
      `50,000 on ${await localDate(escrow!.cliffTime)}, then 100,000 every day for 1 period. 0 unlocked. No one can cancel.`,
    );
    expect(await schedule.getByRole('link').getAttribute('href')).toContain(escrow!.address);

    // And the LP entry: none burned, half locked until the unlock date, the lock linked
    const lp = risks.getByTestId('lp-proof');
    expect(await definition(lp, 'Burned')).toBe('0.00%');
    expect(await definition(lp, 'Locked')).toBe(`50.00%, first unlock ${await localDate(unlockAt)}`);
    expect(await lp.getByRole('link').getAttribute('href')).toContain(lpLock);
    const lpItem = risks.getByRole('listitem').filter({ hasText: 'LP Burned / Locked' });
    expect(await lpItem.getAttribute('class')).toContain('border-ok');

    // And the holder list labels the escrow Vesting beside the pool's vault
    const holders = visitor.page.getByRole('region', { name: 'Largest holders' });
    await holders.getByText(TEXTS.holderLabelVesting).waitFor(UI);
    await holders.getByText(TEXTS.holderLabelPool).waitFor();
    // And Top 10 Holders counts only the creator's 50,000 of 1,200,000: the vault and the escrow are left out
    const top10 = risks.getByRole('listitem').filter({ hasText: 'Top 10 Holders' });
    expect(await top10.textContent()).toBe('Top 10 Holders4.17%');
    expect(await top10.getAttribute('class')).not.toContain('warn');
    await screenshot(visitor.page, 'token-proof');
  }, 180_000);
});
