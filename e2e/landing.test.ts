/**
 * The landing page (spec 2 "Landing page", spec 9 "Landing"): what a visitor reads, the hero's
 * motion, the 'How to' menu, 'Launch App', and the phone menu that locks page scroll.
 */
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { DISPLAY, TEXTS, TIMINGS } from '@toolkit/shared';
import { PHONE, useE2E } from './support/index.ts';

const e2e = useE2E();

const FEATURES = ['MPC Custodian Wallets', 'Instant SPL Token Creation', 'Mass Token Distribution', 'Dedicated Token Trading Pages'];
const GUIDANCE_CARDS = ['Create Solana Token', 'Create Liquidity Pool', 'Manage Liquidity Pool'];
const HOW_TO_ITEMS = [
  'Create Solana Token',
  'Create Liquidity',
  'Manage Liquidity',
  'Use Dashboard',
  'Use Wallet Manager',
  'Revoke Authorities',
  'Burn Token',
  'Mint Token',
  'Market Maker',
];

/** Rotation in degrees of an element's own transform (0 when none). */
function rotationOf(page: Page, testId: string): Promise<number> {
  return page.getByTestId(testId).evaluate((element) => {
    const transform = getComputedStyle(element).transform;
    if (!transform || transform === 'none') return 0;
    const m = new DOMMatrixReadOnly(transform);
    return (Math.atan2(m.b, m.a) * 180) / Math.PI;
  });
}

describe('landing page', () => {
  test('Given a visitor, when the landing page opens, then the tagline, headline, features, guidance and footer read as the spec says', async () => {
    const { page } = await e2e.openPage({ path: '/', wallet: null });

    await page.getByText(TEXTS.tagline, { exact: true }).first().waitFor();
    await page.getByText(TEXTS.marqueeHeadline, { exact: true }).first().waitFor();
    await page
      .getByRole('link', { name: TEXTS.createYourTokenNow })
      .or(page.getByRole('button', { name: TEXTS.createYourTokenNow }))
      .first()
      .waitFor();
    await page
      .getByRole('link', { name: TEXTS.exploreLiquidityServices })
      .or(page.getByRole('button', { name: TEXTS.exploreLiquidityServices }))
      .first()
      .waitFor();
    for (const feature of FEATURES) {
      await page.getByRole('heading', { name: feature }).waitFor();
    }
    expect(await page.getByRole('link', { name: TEXTS.knowMore }).count()).toBeGreaterThanOrEqual(GUIDANCE_CARDS.length);

    // Each guidance card is 350 x 480 px: the nearest box around its title with that size.
    const cardSizes = await page.evaluate((titles) => {
      const headings = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')];
      return titles.map((title) => {
        const heading = headings.find((h) => h.textContent?.trim() === title);
        for (let el = heading?.parentElement; el; el = el.parentElement) {
          const { width, height } = el.getBoundingClientRect();
          if (height >= 400) return { title, width: Math.round(width), height: Math.round(height) };
        }
        return { title, width: 0, height: 0 };
      });
    }, GUIDANCE_CARDS);
    for (const size of cardSizes) {
      expect(size).toEqual({ title: size.title, width: DISPLAY.guidanceCard.width, height: DISPLAY.guidanceCard.height });
    }

    const footer = page.getByRole('contentinfo');
    await footer.waitFor();
    expect(await footer.innerText()).toMatch(new RegExp(`(©|Copyright).*${DISPLAY.copyrightYear}`, 'i'));
  });

  test('Given the roadmap, when the visitor reads it, then what the app does today (distribution, snapshots, vesting, trading orders) is Live and nothing promises a market maker bot', async () => {
    const { page } = await e2e.openPage({ path: '/', wallet: null });
    const roadmap = page.getByRole('region', { name: 'What works today, and what comes next' });
    const stage = (text: string) =>
      roadmap
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 3 }) })
        .filter({ hasText: text });
    await roadmap.scrollIntoViewIfNeeded();
    expect(await stage('Token distribution').innerText()).toMatch(/Live/);
    expect(await stage('Holder snapshots').innerText()).toMatch(/Live/);
    const automate = stage('Automate');
    expect(await automate.innerText()).toMatch(/Live/);
    expect(await automate.getByRole('listitem').allInnerTexts()).toEqual([
      'Vesting schedules',
      'DCA, TWAP, limit, stop-loss and take-profit orders from your own wallets',
    ]);
    expect(await stage('Planned').count()).toBe(0);
    expect(await roadmap.innerText()).not.toMatch(/market maker|volume/i);
  });

  test('Given the hero, when 2 seconds have passed, then the circle has grown to about 450px', async () => {
    const { page } = await e2e.openPage({ path: '/', wallet: null });
    const circle = page.getByTestId('hero-circle');
    await circle.waitFor();
    // It grows (an animation of 2 s that keeps its end state), rather than appearing at full size.
    const growth = await circle.evaluate((el) =>
      el.getAnimations().map((a) => {
        const t = a.effect!.getComputedTiming();
        return { duration: t.duration, fill: t.fill };
      }),
    );
    expect(growth).toContainEqual({ duration: TIMINGS.heroCircleMs, fill: 'forwards' });
    // The spec fixes the duration (2 s); wait it out, plus a margin for a busy machine.
    await page.waitForTimeout(TIMINGS.heroCircleMs + 300);
    const box = (await circle.boundingBox())!;
    expect(Math.abs(box.width - DISPLAY.heroCircleSize)).toBeLessThanOrEqual(5);
    expect(Math.abs(box.height - DISPLAY.heroCircleSize)).toBeLessThanOrEqual(5);
  });

  test('Given the hero coins, when time passes and the mouse wheel turns, then they rotate and the wheel adds delta x 0.05 degrees', async () => {
    const { page } = await e2e.openPage({ path: '/', wallet: null });
    await page.getByTestId('hero-coins-spin').waitFor();
    // Endless turns of 3 s each (spec 2), whether CSS or Web Animations drive them.
    const timing = await page.getByTestId('hero-coins-spin').evaluate((el) =>
      el.getAnimations().map((a) => {
        const t = a.effect!.getComputedTiming();
        return { duration: t.duration, iterations: t.iterations };
      }),
    );
    expect(timing).toContainEqual({ duration: TIMINGS.coinRotationMs, iterations: Infinity });
    const first = await rotationOf(page, 'hero-coins-spin');
    await expect.poll(() => rotationOf(page, 'hero-coins-spin'), { timeout: TIMINGS.coinRotationMs }).not.toBeCloseTo(first, 0);

    const before = await rotationOf(page, 'hero-coins');
    const box = (await page.getByTestId('hero-coins').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, 200);
    const expected = before + 200 * DISPLAY.wheelRotationFactor;
    await expect.poll(() => rotationOf(page, 'hero-coins')).toBeCloseTo(expected, 0);
  });

  test('Given the top navigation, when the visitor opens "How to", then it lists the nine guides', async () => {
    const { page } = await e2e.openPage({ path: '/', wallet: null });
    await page.getByRole('button', { name: 'How to' }).click();
    const list = page.getByRole('list', { name: 'How to' }).first();
    await list.waitFor();
    expect(await list.getByRole('link').allInnerTexts()).toEqual(HOW_TO_ITEMS);
  });

  test('Given the "How to" menu, when the visitor reads Market Maker, then it says what Making Bots offers and that wash trading is refused', async () => {
    const { page } = await e2e.openPage({ path: '/', wallet: null });
    await page.getByRole('button', { name: 'How to' }).click();
    const marketMaker = page.getByRole('list', { name: 'How to' }).first().getByRole('link', { name: 'Market Maker' });
    await marketMaker.waitFor();
    // The line under the link is its description: offered, then what is not.
    const description = await marketMaker.evaluate((a) => document.getElementById(a.getAttribute('aria-describedby') ?? '')?.textContent ?? '');
    expect(description).toMatch(/DCA, TWAP, limit, stop-loss and take-profit/);
    expect(description).toMatch(/your own wallets/);
    expect(description).toMatch(/No volume bot, no holder farming, no random splitting across wallets/);
    expect(description).toMatch(/wash trading is refused/);
    await marketMaker.click();
    await page.waitForURL('**/solana/making-bots');
  });

  test('Given the landing page, when the visitor clicks "Launch App", then the token creator opens', async () => {
    const { page } = await e2e.openPage({ path: '/', wallet: null });
    await page.getByRole('link', { name: TEXTS.launchApp }).first().click();
    await page.waitForURL('**/solana/create-solana-token');
    await page.getByRole('heading', { level: 1, name: TEXTS.tokenCreatorTitle }).waitFor();
  });

  test('Given a phone, when the visitor opens the menu, then it shows the links and the page no longer scrolls until it closes', async () => {
    const { page } = await e2e.openPage({ path: '/', wallet: null, viewport: PHONE });
    const bodyOverflow = () => page.evaluate(() => getComputedStyle(document.body).overflow);
    await page.getByText(TEXTS.tagline, { exact: true }).first().waitFor();
    expect(await bodyOverflow()).not.toBe('hidden');

    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
    await menuButton.click();
    expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
    const menuLinks = page.getByRole('list', { name: 'How to' }).getByRole('link');
    await expect.poll(() => menuLinks.filter({ visible: true }).allInnerTexts()).toEqual(HOW_TO_ITEMS);
    await page.getByRole('link', { name: TEXTS.launchApp }).filter({ visible: true }).first().waitFor();
    expect(await bodyOverflow()).toBe('hidden');

    await menuButton.click();
    await expect.poll(bodyOverflow).not.toBe('hidden');
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
  });
});
