/**
 * The wallet button (spec 2 "Wallet button", 4 "Wallet", 5, 8; DESIGN.md 5): connecting signs in
 * for real with the wallet's signature, the session survives a reload and ends on disconnect;
 * a missing Phantom or a rejected request shows an error in red and leaves 'Connect Wallet'.
 */
import { describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import {
  AccountRole,
  address,
  appendTransactionMessageInstruction,
  blockhash,
  compileTransaction,
  createTransactionMessage,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit';
import { LAMPORTS_PER_SOL, shortenAddress, TEXTS, TIMINGS } from '@toolkit/shared';
import {
  airdrop,
  api,
  connectButton,
  connectWallet,
  createTestWallet,
  getBalance,
  rpc,
  sessionToken,
  setWalletHolds,
  useE2E,
} from './support/index.ts';

const e2e = useE2E();

function topBar(page: Page) {
  return page.getByRole('banner');
}

/** The red error line beneath the wallet button. */
function walletError(page: Page) {
  return topBar(page).getByRole('alert');
}

async function isRed(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => {
    const [r = 0, g = 0, b = 0] = (getComputedStyle(el).color.match(/[\d.]+/g) ?? []).map(Number);
    return r > 150 && r > g + 60 && r > b + 60;
  });
}

/**
 * Points at the connected wallet button, arriving from elsewhere on the page as a user does.
 * (Right after connecting, the button appears under a resting pointer; React only sees an enter
 * once the pointer moves in from outside.)
 */
async function hoverWalletButton(page: Page, address: string) {
  await page.mouse.move(10, 400);
  await topBar(page)
    .getByRole('button', { name: shortenAddress(address) })
    .hover();
}

async function me(token: string | null) {
  return api<{ data: { user: { phantomAddress: string } } }>(e2e.app.url, '/user/me', { token });
}

describe('wallet button', () => {
  test('Given Phantom with a fresh key, when the user connects, then the button shows 4...4 and the server knows the session', async () => {
    const { page, wallet } = await e2e.openPage({ path: '/solana/dashboard' });

    await connectButton(page).click();

    const short = shortenAddress(wallet!.address);
    expect(short).toMatch(/^.{4}\.\.\..{4}$/);
    await topBar(page).getByRole('button', { name: short }).waitFor();
    expect(await connectButton(page).count()).toBe(0);
    const token = await sessionToken(page);
    expect(token).toBeTruthy();
    const session = await me(token);
    expect(session.status).toBe(200);
    expect(session.body.data.user.phantomAddress).toBe(wallet!.address);
  });

  test('Given Phantom showing its prompt, when the user has not answered yet, then the button reads Connecting... and is disabled', async () => {
    const { page, wallet } = await e2e.openPage({ path: '/solana/dashboard' });
    await topBar(page).getByRole('button', { name: TEXTS.connectWallet, exact: true }).waitFor();
    await setWalletHolds(page, true);

    await connectButton(page).click();

    const connecting = topBar(page).getByRole('button', { name: TEXTS.connecting });
    await connecting.waitFor();
    expect(await connecting.isDisabled()).toBe(true);
    await setWalletHolds(page, false);
    await topBar(page)
      .getByRole('button', { name: shortenAddress(wallet!.address) })
      .waitFor();
  });

  test('Given a connected wallet, when the user clicks the copy icon, then the address is copied and a check shows for 2 seconds', async () => {
    const { page, wallet } = await e2e.openPage({ path: '/solana/dashboard' });
    await connectWallet(page);

    const copiedAt = Date.now();
    await topBar(page).getByRole('button', { name: /^copy/i }).click();
    const copied = topBar(page).getByRole('button', { name: /copied/i });
    await copied.waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(wallet!.address);

    await copied.waitFor({ state: 'detached', timeout: TIMINGS.copyTickMs + 3000 });
    expect(Date.now() - copiedAt).toBeGreaterThanOrEqual(TIMINGS.copyTickMs - 100);
    await topBar(page).getByRole('button', { name: /^copy/i }).waitFor();
  });

  test('Given a connected wallet, when the user hovers the button, then the menu offers Copy Address, Wallet Activity, Change Wallet and Disconnect', async () => {
    const { page, wallet } = await e2e.openPage({ path: '/solana/dashboard' });
    await connectWallet(page);

    await hoverWalletButton(page, wallet!.address);
    const menu = page.getByRole('menu');
    await menu.waitFor();
    expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual([TEXTS.copyAddress, TEXTS.walletActivity, TEXTS.changeWallet, TEXTS.disconnect]);

    await menu.getByRole('menuitem', { name: TEXTS.copyAddress }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(wallet!.address);
  });

  test('Given a connected wallet, when the user chooses Disconnect, then the button returns to Connect Wallet and the session is over', async () => {
    const { page, wallet } = await e2e.openPage({ path: '/solana/dashboard' });
    const { token } = await connectWallet(page);

    await hoverWalletButton(page, wallet!.address);
    await page.getByRole('menuitem', { name: TEXTS.disconnect }).click();

    await connectButton(page).waitFor();
    expect(await sessionToken(page)).toBeNull();
    expect((await me(token)).status).toBe(401);
  });

  test('Given no Phantom installed, when the user clicks Connect Wallet, then "Phantom wallet not found. Please install Phantom." shows in red', async () => {
    const { page } = await e2e.openPage({ path: '/solana/dashboard', wallet: null });

    await connectButton(page).click();

    const error = walletError(page);
    await error.waitFor();
    expect(await error.innerText()).toBe(TEXTS.phantomNotFound);
    expect(await isRed(error)).toBe(true);
    await connectButton(page).waitFor();
    expect(await sessionToken(page)).toBeNull();
  });

  test('Given the user rejects in Phantom, when connecting, then the error shows in red and the button is back to Connect Wallet', async () => {
    const { page } = await e2e.openPage({ path: '/solana/dashboard', reject: true });

    await connectButton(page).click();

    const error = walletError(page);
    await error.waitFor();
    expect(await error.innerText()).toMatch(/^(User rejected the request\.|Connection failed)$/);
    expect(await isRed(error)).toBe(true);
    await connectButton(page).waitFor();
    expect(await sessionToken(page)).toBeNull();
  });

  test('Given a signed-in user, when the page reloads, then the same session is kept without asking the wallet again', async () => {
    const { page, wallet } = await e2e.openPage({ path: '/solana/dashboard' });
    const { token } = await connectWallet(page);

    // A second signature prompt after reload would be rejected: the session must come back without one.
    await page.addInitScript(() => {
      window.__testWalletReject = true;
    });
    await page.reload();

    await topBar(page)
      .getByRole('button', { name: shortenAddress(wallet!.address) })
      .waitFor();
    expect(await sessionToken(page)).toBe(token);
    expect((await me(token)).status).toBe(200);
  });
});

describe('test wallet on the embedded chain', () => {
  test('Given SOL airdropped to the test wallet, when the page asks Phantom to sign and send a transfer, then the chain accepts it', async () => {
    const { page, wallet } = await e2e.openPage({ path: '/solana/dashboard' });
    const recipient = createTestWallet();
    await airdrop(e2e.app.rpcUrl, wallet!.address, 2n * LAMPORTS_PER_SOL);
    expect(await getBalance(e2e.app.rpcUrl, wallet!.address)).toBe(2n * LAMPORTS_PER_SOL);

    const { value: latest } = await rpc<{ value: { blockhash: string; lastValidBlockHeight: number } }>(e2e.app.rpcUrl, 'getLatestBlockhash', [
      { commitment: 'confirmed' },
    ]);
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayer(address(wallet!.address), m),
      (m) =>
        setTransactionMessageLifetimeUsingBlockhash(
          { blockhash: blockhash(latest.blockhash), lastValidBlockHeight: BigInt(latest.lastValidBlockHeight) },
          m,
        ),
      (m) => appendTransactionMessageInstruction(transferInstruction(wallet!.address, recipient.address, 1_000_000n), m),
    );
    const unsigned = [...getTransactionEncoder().encode(compileTransaction(message))];

    await page.evaluate(async (bytes) => {
      const phantom = await new Promise<any>((resolve) => {
        const api = {
          register: (...ws: any[]) => {
            for (const w of ws) if (w.name === 'Phantom') resolve(w);
            return () => {};
          },
        };
        window.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: api }));
      });
      await phantom.features['standard:connect'].connect();
      await phantom.features['solana:signAndSendTransaction'].signAndSendTransaction({
        account: phantom.accounts[0],
        transaction: new Uint8Array(bytes),
        chain: 'solana:localnet',
      });
    }, unsigned);

    expect(await getBalance(e2e.app.rpcUrl, recipient.address)).toBe(1_000_000n);
  });
});

/** SystemProgram Transfer: u32 index 2, then u64 lamports, little-endian. */
function transferInstruction(from: string, to: string, lamports: bigint) {
  const data = new Uint8Array(12);
  const view = new DataView(data.buffer);
  view.setUint32(0, 2, true);
  view.setBigUint64(4, lamports, true);
  return {
    programAddress: address('11111111111111111111111111111111'),
    accounts: [
      { address: address(from), role: AccountRole.WRITABLE_SIGNER },
      { address: address(to), role: AccountRole.WRITABLE },
    ],
    data,
  };
}
