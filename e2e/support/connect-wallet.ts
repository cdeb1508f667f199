/**
 * Signing in: through the app's wallet button (what a user does), or straight through the API
 * (to set up a test's world quickly with the same proof of wallet the app uses).
 */
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { shortenAddress, TEXTS } from '@toolkit/shared';
import { toBase58 } from './base58.ts';
import { walletOf, type TestWallet } from './test-wallet.ts';

/** The top bar's wallet button while disconnected. */
export function connectButton(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: TEXTS.connectWallet, exact: true });
}

/** The top bar's wallet button once connected: it shows the shortened address (4...4). */
export function connectedWalletButton(page: Page, address: string): Locator {
  return page.getByRole('banner').getByRole('button', { name: shortenAddress(address) });
}

/** The session token the app keeps in localStorage under `token` (spec 2, contracts). */
export async function sessionToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('token'));
}

/**
 * Clicks 'Connect Wallet' in the page (which must show the top bar and carry a test wallet) and
 * waits until the button shows the address and the app holds a session token.
 */
export async function connectWallet(page: Page): Promise<{ address: string; token: string }> {
  const wallet = walletOf(page);
  if (!wallet) throw new Error('connectWallet: no test wallet is installed in this page');
  await connectButton(page).click();
  await connectedWalletButton(page, wallet.address).waitFor({ state: 'visible' });
  await expect.poll(() => sessionToken(page), { timeout: 10_000 }).toBeTruthy();
  return { address: wallet.address, token: (await sessionToken(page))! };
}

/** Signs in through the API (nonce, ed25519 signature over the SIWS message, connect); returns the token. */
export async function apiSignIn(appUrl: string, wallet: TestWallet): Promise<string> {
  const nonce = await postJson<{ message: string }>(`${appUrl}/api/user/nonce`, { phantomAddress: wallet.address });
  const signature = toBase58(wallet.sign(new TextEncoder().encode(nonce.message)));
  const connected = await postJson<{ token: string }>(`${appUrl}/api/user/connect`, {
    phantomAddress: wallet.address,
    message: nonce.message,
    signature,
  });
  return connected.token;
}

/** GET/PUT/POST against the app's API with a session token; returns status and JSON body. */
export async function api<T = unknown>(
  appUrl: string,
  path: string,
  init: { method?: string; token?: string | null; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${appUrl}/api${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

async function postJson<T>(url: string, body: unknown): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as T & { message?: string };
  if (!response.ok) throw new Error(`POST ${url} -> ${response.status}: ${json.message ?? ''}`);
  return json;
}
