/**
 * The Settings popup (explorer, RPC endpoint) and the Slippage & Priority popup (spec 2; DESIGN.md
 * 3, 7, 9): choices act for real, survive a reload, follow a signed-in user to the server, and a
 * cluster that does not answer is refused with the server's message while the old one stays.
 */
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { DEFAULT_SETTINGS, ERRORS, EXPLORERS, PRESETS, TEXTS } from '@toolkit/shared';
import { api, apiSignIn, connectWallet, useE2E } from './support/index.ts';

const e2e = useE2E();

function topBar(page: Page) {
  return page.getByRole('banner');
}

/**
 * Radix starts listening for outside clicks a task after the popup opens; on a loaded machine a
 * click sent at once can land before that, so click again (as a person would) until it closes.
 */
async function clickOutsideUntilClosed(page: Page, popup: ReturnType<Page['getByRole']>) {
  await expect
    .poll(
      async () => {
        await page.mouse.click(400, 600);
        return popup.isVisible();
      },
      { timeout: 15_000 },
    )
    .toBe(false);
}

async function openSettings(page: Page) {
  await topBar(page).getByRole('button', { name: 'Settings' }).click();
  const popup = page.getByRole('dialog', { name: 'Settings' });
  await popup.waitFor();
  return popup;
}

async function openSlippage(page: Page) {
  await topBar(page).getByRole('button', { name: 'Slippage & Priority' }).click();
  const popup = page.getByRole('dialog', { name: 'Slippage & Priority' });
  await popup.waitFor();
  return popup;
}

/** A toast (sonner's region 'Notifications alt+T') with this text. */
function toast(page: Page, text: string | RegExp) {
  return page.getByRole('region', { name: /Notifications/ }).getByText(text);
}

const RPC_CHOICES = ['Local', 'Mainnet', 'Devnet', 'Custom'];

/** Which of the named radios of a group is checked (the names come from their labels). */
async function checkedRadio(page: Page, group: string, names = RPC_CHOICES): Promise<string | undefined> {
  const radios = page.getByRole('radiogroup', { name: group });
  for (const name of names) {
    if (await radios.getByRole('radio', { name, exact: true }).isChecked()) return name;
  }
  return undefined;
}

describe('Settings popup', () => {
  test('Given a visitor, when they pick an explorer, then explorer links use it and the choice survives a reload', async () => {
    const { page } = await e2e.openPage({ path: '/solana/demo-token-page' });
    const explorerLink = page
      .getByRole('main')
      .getByRole('link', { name: /explorer/i })
      .first();
    expect(await explorerLink.getAttribute('href')).toMatch(/^https:\/\/solscan\.io\//);

    const popup = await openSettings(page);
    const select = popup.getByRole('combobox', { name: TEXTS.preferredExplorer });
    expect(await select.innerText()).toBe('Solscan');
    await select.click();
    expect(await page.getByRole('option').allInnerTexts()).toEqual([...EXPLORERS]);
    await page.getByRole('option', { name: 'SolscanFM' }).click();
    expect(await select.innerText()).toBe('SolscanFM');
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'hidden' });
    await expect.poll(() => explorerLink.getAttribute('href')).toMatch(/^https:\/\/solana\.fm\//);

    await page.reload();
    expect(await (await openSettings(page)).getByRole('combobox', { name: TEXTS.preferredExplorer }).innerText()).toBe('SolscanFM');
  });

  test('Given the Settings popup, when the user clicks outside it, then it closes', async () => {
    const { page } = await e2e.openPage({ path: '/solana/dashboard' });
    const popup = await openSettings(page);
    await clickOutsideUntilClosed(page, popup);
  });

  test("Given a signed-in user on Local, when they choose Devnet which does not answer, then the server's message shows and Local stays", async () => {
    const { page, errors } = await e2e.openPage({ path: '/solana/dashboard' });
    const { token } = await connectWallet(page);
    // The browser logs the refused request (a 4xx) as a console error; that one is expected.
    errors.allow(/Failed to load resource: the server responded with a status of 4\d\d/);

    const popup = await openSettings(page);
    const rpc = popup.getByRole('radiogroup', { name: TEXTS.rpcEndpoint });
    expect(await rpc.getByRole('radio').count()).toBe(RPC_CHOICES.length);
    for (const name of RPC_CHOICES) await rpc.getByRole('radio', { name, exact: true }).waitFor();
    expect(await checkedRadio(page, TEXTS.rpcEndpoint)).toBe('Local');

    await rpc.getByRole('radio', { name: 'Devnet' }).click();

    const refusal = await api<{ message: string }>(e2e.app.url, '/network/setCluster', {
      method: 'POST',
      token,
      body: { network: 'devnet' },
    });
    expect(refusal.status).toBeGreaterThanOrEqual(400);
    expect(refusal.status).toBeLessThan(500);
    await toast(page, refusal.body.message).waitFor();
    await expect.poll(() => checkedRadio(page, TEXTS.rpcEndpoint)).toBe('Local');
    const cluster = await api<{ data: { network: string } }>(e2e.app.url, '/network/getCluster', { token });
    expect(cluster.body.data.network).toBe('local');
  });

  test('Given a server that does not allow custom RPC, when a signed-in user opens Settings, then Custom is disabled and says why, and the cluster stays Local', async () => {
    const { page } = await e2e.openPage({ path: '/solana/dashboard' });
    const { token } = await connectWallet(page);

    const popup = await openSettings(page);
    const custom = popup.getByRole('radiogroup', { name: TEXTS.rpcEndpoint }).getByRole('radio', { name: 'Custom', exact: true });
    // This server does not allow custom endpoints (ALLOW_CUSTOM_RPC=false): the choice is off, with the server's reason.
    await expect.poll(() => custom.isDisabled()).toBe(true);
    await popup.getByText(ERRORS.CUSTOM_RPC_NOT_ALLOWED.message).waitFor();
    expect(await custom.getAttribute('aria-describedby')).toBeTruthy();
    expect(await popup.getByRole('textbox', { name: TEXTS.customRpcUrl }).count()).toBe(0);
    const cluster = await api<{ data: { network: string } }>(e2e.app.url, '/network/getCluster', { token });
    expect(cluster.body.data.network).toBe('local');
  });
});

describe('Slippage & Priority popup', () => {
  test('Given the popup, when the user sets Ultra priority and a custom swap slippage and saves, then "Setting Saved" shows, it closes, and the choice survives a reload', async () => {
    const { page } = await e2e.openPage({ path: '/solana/swap' });
    let popup = await openSlippage(page);

    expect(await popup.getByRole('tab').allInnerTexts()).toEqual(['Priority', 'Swap slippage', 'Liquidity slippage']);
    const modes = popup.getByRole('radiogroup', { name: 'Priority mode' });
    expect((await modes.getByRole('radio').allInnerTexts()).map((t) => t.split('\n')[0])).toEqual(['Auto', 'Ultra', 'Custom']);
    expect(await modes.getByRole('radio', { checked: true }).innerText()).toMatch(/^Auto/);

    await modes.getByRole('radio', { name: /^Ultra/ }).click();
    await popup.getByRole('tab', { name: 'Swap slippage' }).click();
    await popup
      .getByRole('radiogroup', { name: 'Swap slippage mode' })
      .getByRole('radio', { name: /^Custom/ })
      .click();
    await popup.getByRole('textbox', { name: /Custom swap slippage/ }).fill('3');

    const summary = popup.getByRole('region', { name: 'Current values' });
    const summaryText = (await summary.textContent()) ?? '';
    expect(summaryText).toMatch(new RegExp(`Priority\\s*ultra\\s*${PRESETS.priority.ultra}\\s*SOL`, 'i'));
    expect(summaryText).toMatch(/Swap slippage\s*custom\s*3\s*%/i);
    expect(summaryText).toMatch(new RegExp(`Liquidity slippage\\s*auto\\s*${PRESETS.liquiditySlippage.auto}\\s*%`, 'i'));

    await popup.getByRole('button', { name: TEXTS.save, exact: true }).click();
    await toast(page, TEXTS.settingSaved).waitFor();
    await popup.waitFor({ state: 'hidden' });

    await page.reload();
    popup = await openSlippage(page);
    expect(await popup.getByRole('radiogroup', { name: 'Priority mode' }).getByRole('radio', { checked: true }).innerText()).toMatch(/^Ultra/);
    await popup.getByRole('tab', { name: 'Swap slippage' }).click();
    expect(await popup.getByRole('textbox', { name: /Custom swap slippage/ }).inputValue()).toBe('3');
  });

  test('Given a signed-in user, when they save Ultra liquidity slippage, then their settings on the server say so', async () => {
    const { page } = await e2e.openPage({ path: '/solana/dashboard' });
    const { token } = await connectWallet(page);

    const popup = await openSlippage(page);
    await popup.getByRole('tab', { name: 'Liquidity slippage' }).click();
    await popup
      .getByRole('radiogroup', { name: 'Liquidity slippage mode' })
      .getByRole('radio', { name: /^Ultra/ })
      .click();
    await popup.getByRole('button', { name: TEXTS.save, exact: true }).click();
    await toast(page, TEXTS.settingSaved).waitFor();

    await expect
      .poll(
        async () =>
          (await api<{ data: { liquiditySlippageTolerance: string } }>(e2e.app.url, '/user/settings', { token })).body.data
            .liquiditySlippageTolerance,
      )
      .toBe('ultra');
  });

  test('Given settings saved to the account on another device, when the user connects here, then the popup shows them', async () => {
    const { page, wallet } = await e2e.openPage({ path: '/solana/dashboard' });
    const token = await apiSignIn(e2e.app.url, wallet!);
    const saved = await api(e2e.app.url, '/user/settings', {
      method: 'PUT',
      token,
      body: { ...DEFAULT_SETTINGS, priority: 'ultra', explorer: 'Solscan Beach' },
    });
    expect(saved.status).toBe(200);

    await connectWallet(page);

    await expect
      .poll(async () => {
        const popup = await openSlippage(page);
        const checked = await popup.getByRole('radiogroup', { name: 'Priority mode' }).getByRole('radio', { checked: true }).innerText();
        await page.keyboard.press('Escape');
        await popup.waitFor({ state: 'hidden' });
        return checked.split('\n')[0];
      })
      .toBe('Ultra');
    const settings = await openSettings(page);
    expect(await settings.getByRole('combobox', { name: TEXTS.preferredExplorer }).innerText()).toBe('Solscan Beach');
  });

  test('Given the popup, when the user clicks outside it, then it closes without saving', async () => {
    const { page } = await e2e.openPage({ path: '/solana/dashboard' });
    const popup = await openSlippage(page);
    await popup
      .getByRole('radiogroup', { name: 'Priority mode' })
      .getByRole('radio', { name: /^Ultra/ })
      .click();
    await clickOutsideUntilClosed(page, popup);
    const reopened = await openSlippage(page);
    expect(await reopened.getByRole('radiogroup', { name: 'Priority mode' }).getByRole('radio', { checked: true }).innerText()).toMatch(/^Auto/);
  });
});
